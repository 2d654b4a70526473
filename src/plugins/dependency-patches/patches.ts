/**
 * Small changes to the client code of Docusaurus and its router, made as the bundler reads it, for
 * work they do on every page load that the reader does not need (issues 13 and 41). None matches
 * minified code.
 * Each patch replaces one exact piece of text in one file; a patch whose text is no longer there
 * fails the build, so an upgrade that changes the file is looked at again rather than silently
 * losing the patch.
 */
import {siteScriptsSettledEvent} from '../../ssgTemplate';

export interface SourcePatch {
  /** Matches the path of the file to patch (with / or \ between folders). */
  file: RegExp;
  /** The exact text to replace: it must occur once in the file. */
  find: string;
  replace: string;
  /** Why the file is changed, for the reader of this list. */
  why: string;
}

/** A comparison of two strings by UTF-16 code unit, as `<` does: no locale, no collator. */
const byCodeUnit = (a: string, b: string) => `(${a} < ${b} ? -1 : ${a} > ${b} ? 1 : 0)`;

export const sourcePatches: readonly SourcePatch[] = [
  {
    file: /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    replace: `deps.sort((a, b) => ${byCodeUnit('a[0]', 'b[0]')});`,
    why:
      "useShallowMemoObject sorts an object's keys only to make its memo independent of their " +
      'order, which any total order does. The first localeCompare of a page sets up the ICU ' +
      'collator, 60-75 ms at 4x CPU inside hydration on every docs page on a phone (the mobile ' +
      "doc sidebar's NavbarSecondaryMenuFiller and the code blocks call it).",
  },
  {
    file: /@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/,
    find: '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
    replace: `.sort((a, b) => ${byCodeUnit('b[1].path', 'a[1].path')})`,
    why:
      "getActivePlugin sorts the docs plugins' base paths so that a longer one ('/docs/api') is " +
      "tried before its prefix ('/docs'); a code-unit order does the same without the collator " +
      "(the navbar's docs items call it on every page).",
  },
  {
    file: /@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/,
    find: 'export function getActiveDocContext(data, pathname) {\n',
    replace: [
      '// Patched (src/plugins/dependency-patches): one answer per plugin data and path.',
      'const activeDocContexts = new WeakMap();',
      'export function getActiveDocContext(data, pathname) {',
      '    let byPathname = activeDocContexts.get(data);',
      '    if (!byPathname) {',
      '        byPathname = new Map();',
      '        activeDocContexts.set(data, byPathname);',
      '    }',
      '    let context = byPathname.get(pathname);',
      '    if (!context) {',
      '        context = computeActiveDocContext(data, pathname);',
      '        byPathname.set(pathname, context);',
      '    }',
      '    return context;',
      '}',
      'function computeActiveDocContext(data, pathname) {',
      '',
    ].join('\n'),
    why:
      'Every navbar docs item, the version menu and the docs sidebar ask for the active doc, in ' +
      'each render: each time, a match of the path against every doc of the version (about 300 ' +
      'on an API page), then a walk over every doc again for its other versions. About 13 ms ' +
      "per API page load at 1x CPU. The plugin's data never changes, so one answer per path does.",
  },
  {
    file: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]BaseUrlIssueBanner[\\/]index\.js$/,
    find: "document.addEventListener('DOMContentLoaded', function maybeInsertBanner() {",
    replace: `document.addEventListener('${siteScriptsSettledEvent}', function maybeInsertBanner() {`,
    why:
      "The home page's base URL banner says the site did not load properly when, at " +
      "DOMContentLoaded, the app's script has not set window.docusaurus. The page's scripts " +
      'now start once it has painted (src/ssgTemplate.ts), after DOMContentLoaded: the banner ' +
      'checks when the last of them has run or failed to load. (The dev server serves the site ' +
      'at its base URL and runs its scripts as before: there the banner has nothing to report.)',
  },
  {
    file: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/,
    find: 'export default function prefetch(url) {\n',
    replace: [
      '// Patched (src/plugins/dependency-patches): each chunk once, and none the page has loaded.',
      'const requested = new Set();',
      'export default function prefetch(url) {',
      '    if (requested.has(url) ||',
      "        performance.getEntriesByName(new URL(url, location.href).href, 'resource').length > 0) {",
      '        return Promise.resolve();',
      '    }',
      '    requested.add(url);',
      '',
    ].join('\n'),
    why:
      'Prefetching a route adds a <link rel=prefetch> for every chunk of the route and of its ' +
      'layouts, each time, including the chunks the page itself loaded: six prefetches on ' +
      '/docs/intro inserted 70 links for 12 distinct chunks, 20-30 ms of main-thread work each at ' +
      '4x CPU.',
  },
  {
    file: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/,
    find: [
      'const getChunkNamesToLoad = (path) => Object.entries(routesChunkNames)',
      '    .filter(',
      '// Remove the last part containing the route hash',
      '// input: /blog/2018/12/14/Happy-First-Birthday-Slash-fe9',
      '// output: /blog/2018/12/14/Happy-First-Birthday-Slash',
      "([routeNameWithHash]) => routeNameWithHash.replace(/-[^-]+$/, '') === path)",
      '    .flatMap(([, routeChunks]) => Object.values(flat(routeChunks)));',
    ].join('\n'),
    replace: [
      '// Patched (src/plugins/dependency-patches): route path -> chunk names, worked out once.',
      'let chunkNamesByPath;',
      'const getChunkNamesToLoad = (path) => {',
      '    if (!chunkNamesByPath) {',
      '        chunkNamesByPath = new Map();',
      '        for (const [routeNameWithHash, routeChunks] of Object.entries(routesChunkNames)) {',
      "            const routePath = routeNameWithHash.replace(/-[^-]+$/, '');",
      '            const names = chunkNamesByPath.get(routePath) ?? [];',
      '            names.push(...Object.values(flat(routeChunks)));',
      '            chunkNamesByPath.set(routePath, names);',
      '        }',
      '    }',
      '    return chunkNamesByPath.get(path) ?? [];',
      '};',
    ].join('\n'),
    why:
      'Prefetching a route looked up the chunks of each route it matches by scanning every ' +
      "route's entry (about 350 here) with a regular expression, once per matched route and " +
      'prefetch: about 27 ms per API page load at 4x CPU, in the idle-time prefetch tasks. The ' +
      'lookup table is now built once, in the same order, so a route gets the same chunk names.',
  },
  {
    file: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]Link\.js$/,
    find: "const shouldAddBaseUrlAutomatically = (to) => to.startsWith('/');",
    replace: [
      "const shouldAddBaseUrlAutomatically = (to) => to.startsWith('/');",
      '// Patched (src/plugins/dependency-patches): one observer watches every link, each once.',
      'const whenLinkSeen = new WeakMap();',
      'let linkObserver;',
      'function watchLink(el, onSeen) {',
      '    linkObserver ??= new window.IntersectionObserver((entries) => {',
      '        entries.forEach((entry) => {',
      '            if (entry.isIntersecting || entry.intersectionRatio > 0) {',
      '                linkObserver.unobserve(entry.target);',
      '                const seen = whenLinkSeen.get(entry.target);',
      '                whenLinkSeen.delete(entry.target);',
      '                seen?.();',
      '            }',
      '        });',
      '    });',
      '    whenLinkSeen.set(el, onSeen);',
      '    linkObserver.observe(el);',
      '    return {',
      '        disconnect: () => {',
      '            linkObserver.unobserve(el);',
      '            whenLinkSeen.delete(el);',
      '        },',
      '    };',
      '}',
    ].join('\n'),
    why:
      'The shared observer for the patch below: a link is watched until it is first seen, then ' +
      'left alone; unmounting a link stops watching it.',
  },
  {
    file: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]Link\.js$/,
    find: [
      '            // If IO supported and element reference found, set up Observer.',
      '            ioRef.current = new window.IntersectionObserver((entries) => {',
      '                entries.forEach((entry) => {',
      '                    if (el === entry.target) {',
      '                        // If element is in viewport, stop observing and run callback.',
      '                        // https://developer.mozilla.org/en-US/docs/Web/API/Intersection_Observer_API',
      '                        if (entry.isIntersecting || entry.intersectionRatio > 0) {',
      '                            ioRef.current.unobserve(el);',
      '                            ioRef.current.disconnect();',
      '                            if (targetLink != null) {',
      '                                window.docusaurus.prefetch(targetLink);',
      '                            }',
      '                        }',
      '                    }',
      '                });',
      '            });',
      '            // Add element to the observer.',
      '            ioRef.current.observe(el);',
    ].join('\n'),
    replace: [
      '            ioRef.current = watchLink(el, () => {',
      '                if (targetLink != null) {',
      '                    window.docusaurus.prefetch(targetLink);',
      '                }',
      '            });',
    ].join('\n'),
    why:
      'Every internal link made an IntersectionObserver of its own, and a new one each time it ' +
      'rendered (its ref callback is a new function per render), without disconnecting the one ' +
      'before: hundreds of observers on an API page at load, and twenty more per keystroke in ' +
      'the search modal, whose hits are links. One shared observer does the same work: a link ' +
      'is prefetched when it first comes into view.',
  },
  {
    file: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]ComponentCreator\.js$/,
    find: 'export default function ComponentCreator(path, hash) {\n',
    replace: [
      "// Patched (src/plugins/dependency-patches): a route's loadable component is made when the",
      '// route is first rendered or preloaded, not for every route as the route table loads.',
      'export default function ComponentCreator(path, hash) {',
      '    let loadable;',
      '    const routeComponent = () => {',
      '        if (!loadable) loadable = createRouteComponent(path, hash);',
      '        return loadable;',
      '    };',
      '    const LazyRouteComponent = (props) => React.createElement(routeComponent(), props);',
      '    LazyRouteComponent.preload = () => routeComponent().preload();',
      '    return LazyRouteComponent;',
      '}',
      'function createRouteComponent(path, hash) {',
      '',
    ].join('\n'),
    why:
      'The route table calls ComponentCreator for each of its ~365 routes when main.js runs, and ' +
      "each call flattened the route's chunk names and made a react-loadable class component. " +
      'A page renders and preloads a few of them; the rest were made on every page load.',
  },
  {
    file: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/,
    find: [
      "import ReactDOM from 'react-dom/client';",
      "import { HelmetProvider } from 'react-helmet-async';",
      "import { BrowserRouter, HashRouter } from 'react-router-dom';",
      "import siteConfig from '@generated/docusaurus.config';",
      "import ExecutionEnvironment from './exports/ExecutionEnvironment';",
      "import App from './App';",
      "import preload from './preload';",
      "import docusaurus from './docusaurus';",
      '',
    ].join('\n'),
    replace: [
      "import { HelmetProvider } from 'react-helmet-async';",
      "import { BrowserRouter, HashRouter } from 'react-router-dom';",
      "import siteConfig from '@generated/docusaurus.config';",
      "import ExecutionEnvironment from './exports/ExecutionEnvironment';",
      '',
    ].join('\n'),
    why: 'For the patch below: these modules are imported in the tasks after the first.',
  },
  {
    file: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/,
    find: [
      '    window.docusaurus = docusaurus;',
      "    const container = document.getElementById('__docusaurus');",
      '    const app = (<HelmetProvider>',
      '      <Router>',
      '        <App />',
      '      </Router>',
      '    </HelmetProvider>);',
      '',
    ].join('\n'),
    replace: [
      '    // Patched (src/plugins/dependency-patches): main.js runs in several tasks, not one. This one',
      '    // evaluates React, the router and the head manager; then, a task each: the route table;',
      "    // each route's part of the page's chunks, requested; React DOM; the app (theme, layout),",
      '    // while the chunks download. A task blocks input for its time over 50 ms, so several short',
      '    // tasks block less than one long one. The imports are eager: the modules stay in main.js.',
      '    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));',
      "    // Docusaurus's base URL banner takes a page without window.docusaurus, once its scripts",
      '    // have run (see the banner patch), for one whose JS did not load: it is set now, and',
      '    // given its functions below.',
      '    window.docusaurus = {};',
      "    const container = document.getElementById('__docusaurus');",
      '    // Set by hydrateInSteps below, before renderApp runs.',
      '    let ReactDOM;',
      '    let app;',
      '',
    ].join('\n'),
    why:
      'main.js evaluated all its modules, then started loading the chunks of the page, in one ' +
      'task: 275-350 ms at 4x CPU on /docs/intro, the longest task of every page load. The ' +
      'same work in several tasks blocks input for less, and the chunks download while React ' +
      'DOM and the app evaluate.',
  },
  {
    file: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/,
    find: [
      '    preload(window.location.pathname).then(() => {',
      '        startTransition(renderApp);',
      '    });',
      '',
    ].join('\n'),
    replace: [
      '    const hydrateInSteps = async () => {',
      `        const { default: preload } = await nextTask().then(() => import(/* webpackMode: "eager" */ './preload'));`,
      "        // Each route's chunks are requested in a task of their own (see preload.js).",
      '        const pageChunksLoaded = preload(window.location.pathname);',
      `        ReactDOM = await nextTask().then(() => import(/* webpackMode: "eager" */ 'react-dom/client'));`,
      '        const [{ default: App }, { default: docusaurus }] = await nextTask().then(() => Promise.all([',
      `            import(/* webpackMode: "eager" */ './App'),`,
      `            import(/* webpackMode: "eager" */ './docusaurus'),`,
      '        ]));',
      '        window.docusaurus = docusaurus;',
      '        app = (<HelmetProvider>',
      '          <Router>',
      '            <App />',
      '          </Router>',
      '        </HelmetProvider>);',
      '        await pageChunksLoaded;',
      '        startTransition(renderApp);',
      '    };',
      '    void hydrateInSteps();',
      '',
    ].join('\n'),
    why: 'See above: the steps, each in a task of its own, then the hydration as before.',
  },
  {
    file: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/,
    find: '    return Promise.all(matches.map((match) => match.route.component.preload?.()));',
    replace: [
      "    // Patched (src/plugins/dependency-patches): each route's chunks are requested in a task",
      '    // of their own.',
      '    return Promise.all(matches.map((match) => new Promise((resolve) => setTimeout(resolve, 0))',
      '        .then(() => match.route.component.preload?.())));',
    ].join('\n'),
    why:
      "Requesting a chunk costs the main thread about 12 ms at 4x CPU (react-loadable's loader, " +
      "the bundler's script element, the browser's request): a docs page's four routes ask for " +
      'ten chunks, 100-150 ms in one task at page load. A task per route blocks input for less. ' +
      'A navigation waits for the same chunks as before, a few timer turns later.',
  },
  {
    file: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
    find: '        setIsBrowser(true);',
    replace: [
      '        // Patched (src/plugins/dependency-patches): a transition, which yields to the browser.',
      '        React.startTransition(() => setIsBrowser(true));',
    ].join('\n'),
    why:
      'Right after hydration this update, and the window size below, re-render every part of ' +
      'the page that depends on them (each link, the navbar items, the doc sidebar and table of ' +
      'contents, which a phone swaps for their mobile forms). As a default update that render ' +
      'ran in one task, about 150 ms at 4x CPU on /docs/intro; as a transition React renders ' +
      'it in slices with the browser free between them, and commits it as before.',
  },
  {
    file: /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/,
    find: "import { useEffect, useState } from 'react';",
    replace: "import { startTransition, useEffect, useState } from 'react';",
    why: 'For the patch below.',
  },
  {
    file: /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/,
    find: '            setWindowSize(getWindowSize(desktopBreakpoint));',
    replace: [
      '            // Patched (src/plugins/dependency-patches): see browserContext.js.',
      '            startTransition(() => setWindowSize(getWindowSize(desktopBreakpoint)));',
    ].join('\n'),
    why: 'As for the browser context above: the first window size is known after hydration.',
  },
  {
    file: /@docusaurus[\\/]theme-common[\\/]lib[\\/]contexts[\\/]colorMode\.js$/,
    find: "import React, { useState, useCallback, useEffect, useContext, useMemo, } from 'react';",
    replace:
      'import React, { startTransition, useState, useCallback, useEffect, useContext, useMemo, } ' +
      "from 'react';",
    why: 'For the patch below.',
  },
  {
    file: /@docusaurus[\\/]theme-common[\\/]lib[\\/]contexts[\\/]colorMode\.js$/,
    find: [
      '    useEffect(() => {',
      '        setColorModeState(ColorModeAttribute.get());',
      '        setColorModeChoiceState(ColorModeChoiceAttribute.get());',
      '    }, []);',
    ].join('\n'),
    replace: [
      '    useEffect(() => {',
      '        // Patched (src/plugins/dependency-patches): see browserContext.js.',
      '        startTransition(() => {',
      '            setColorModeState(ColorModeAttribute.get());',
      '            setColorModeChoiceState(ColorModeChoiceAttribute.get());',
      '        });',
      '    }, []);',
    ].join('\n'),
    why:
      'As for the browser context above: the colour mode provider reads the chosen mode from ' +
      "the page after hydration, and the choice always changes then (from the server's none to " +
      "the page's 'light' or 'dark'). The provider sits above the whole page, so React looked " +
      'through every part of it for readers of the mode and rendered them again, as a default ' +
      'update, in one task: about 10 ms per load of an API page at 1x CPU. As a transition it ' +
      'renders in slices; clicks on the toggle set the mode as before.',
  },
  {
    file: /react-router[\\/]esm[\\/]react-router\.js$/,
    find: 'var cache$1 = {};\n',
    replace: [
      '// Patched (src/plugins/dependency-patches): a route path with no parameter, group, wildcard or',
      '// escape is matched by comparing text, exactly as its regular expression (path-to-regexp 1.x,',
      '// strict off) would: `path`, or `path` less a trailing slash, then a slash at the end or',
      '// nothing, then (unless `end`) a slash or the end. Other paths, and strict, go to the regexp.',
      'var literalPath = /^[^\\\\:()*]*$/;',
      'var ascii = /^[\\x00-\\x7f]*$/;',
      'function literalPathMatcher(path, options) {',
      "  if (typeof path !== 'string' || options.strict || !literalPath.test(path) || !ascii.test(path)) {",
      '    return null;',
      '  }',
      "  var stem = path.endsWith('/') ? path.slice(0, -1) : path;",
      '  var wanted = options.sensitive ? stem : stem.toLowerCase();',
      '  return {',
      '    exec: function (pathname) {',
      '      var head = pathname.slice(0, stem.length);',
      '      if (!options.sensitive) {',
      '        if (!ascii.test(head)) return null;',
      '        head = head.toLowerCase();',
      '      }',
      '      if (head !== wanted) return null;',
      '      var rest = pathname.slice(stem.length);',
      "      if (rest === '' || rest === '/') return [pathname];",
      "      return !options.end && rest[0] === '/' ? [pathname.slice(0, stem.length)] : null;",
      '    }',
      '  };',
      '}',
      'var cache$1 = {};',
      '',
    ].join('\n'),
    why:
      'The function below uses this matcher. Every route and docs lookup (the route table at ' +
      "start-up and at each prefetch, the navbar's active-doc lookup over every doc's path) " +
      'compiled a regular expression per path on first use and ran it: about 100 ms per API ' +
      'page load at 4x CPU over some 700 paths, none of which has a parameter.',
  },
  {
    file: /react-router[\\/]esm[\\/]react-router\.js$/,
    find: '  var regexp = pathToRegexp(path, keys, options);\n',
    replace:
      '  var regexp = literalPathMatcher(path, options) || pathToRegexp(path, keys, options);\n',
    why: 'Uses the text matcher above for a path with no parameter.',
  },
  {
    file: /@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsPreferredVersion\.js$/,
    find: '        setState(readStorageState({ allDocsData, versionPersistence, pluginIds }));\n',
    replace: [
      '        // Patched (src/plugins/dependency-patches): the same state when storage holds no other',
      '        // version than the state does.',
      '        const stored = readStorageState({ allDocsData, versionPersistence, pluginIds });',
      '        setState((current) => pluginIds.every((id) => current[id]?.preferredVersionName ===',
      '            stored[id].preferredVersionName) ? current : stored);',
      '',
    ].join('\n'),
    why:
      "Once mounted, the docs' preferred version provider read the version the reader last " +
      'chose from storage and set it as a new state object even when none was stored, which on ' +
      'this one-version site is always. So every part of the page that asks for the preferred ' +
      "version (the navbar's docs items and version menu, the doc sidebar) rendered again right " +
      'after hydration, in one task. The state now changes only when storage names another ' +
      'version.',
  },
];

/**
 * The file's source with every patch for it applied; the source unchanged when none is for it.
 * Throws when a patch for the file does not find its text exactly once.
 */
export function applySourcePatches(
  filePath: string,
  source: string,
  patches: readonly SourcePatch[] = sourcePatches,
): string {
  let patched = source;
  for (const {file, find, replace} of patches) {
    if (!file.test(filePath)) continue;
    const occurrences = patched.split(find).length - 1;
    if (occurrences !== 1) {
      throw new Error(
        `dependency-patches: expected ${JSON.stringify(find)} once in ${filePath}, found it ` +
          `${occurrences} times. The dependency changed: check whether the patch is still ` +
          'needed, and update or remove it in src/plugins/dependency-patches/patches.ts.',
      );
    }
    patched = patched.replace(find, () => replace);
  }
  return patched;
}
