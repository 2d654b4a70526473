/**
 * Small changes to the client code of Docusaurus and its router, made as the bundler reads it, for
 * work they do on every page load that the reader does not need (issues 13 and 41). None matches
 * minified code.
 * Each patch replaces one exact piece of text in one file; a patch whose text is no longer there
 * fails the build, so an upgrade that changes the file is looked at again rather than silently
 * losing the patch.
 */
export interface SourcePatch {
  /** Matches the path of the file to patch (with / or \ between folders). */
  file: RegExp;
  /** The exact text to replace: it must occur once in the file. */
  find: string;
  replace: string;
  /** Why the file is changed, with its measured effect, for the reader of this list. */
  why: string;
  /**
   * The upstream issue or pull request this patch would be, in two or three sentences: once
   * Docusaurus ships the change, the patch goes.
   */
  upstream: string;
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
    upstream:
      'useShallowMemoObject (theme-common/lib/utils/reactUtils.js) sorts keys with localeCompare only to make the memo key independent of key order. The first localeCompare on a page initialises the ICU collator, 60-75 ms on a throttled phone during hydration; a plain code-unit comparison gives the same stability. Proposed: compare with `<`/`>` instead.',
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
    upstream:
      "getActiveDocContext (plugin-content-docs/lib/client/docsClientUtils.js) matches the path against every doc of every version on each call, and every docs navbar item, the version dropdown and the sidebar call it on each render: about 13 ms per load of a page of a 300-doc version at 1x CPU. The plugin's global data never changes at run time. Proposed: memoise the answer per data object and pathname (a WeakMap of Maps).",
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
    upstream:
      'prefetch (core/lib/client/prefetch.js) appends a <link rel=prefetch> for every chunk of a route each time the route is prefetched, including chunks the page already loaded: 70 links for 12 distinct chunks on one page here, 20-30 ms of main-thread work each at 4x CPU. Proposed: remember the URLs already requested and skip those the Resource Timing buffer shows as loaded.',
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
    upstream:
      "getChunkNamesToLoad (core/lib/client/docusaurus.js) scans every entry of the route-chunk map with a regular expression for each matched route of each prefetch, O(routes) per lookup: about 27 ms per API page load at 4x CPU on a site of 350 routes. Proposed: build a route path -> chunk names Map once, on first use, keeping the map's order.",
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
    upstream:
      'Link (core/lib/client/exports/Link.js) creates an IntersectionObserver per link, and a new one on every render because its ref callback changes identity, without disconnecting the previous one: hundreds of observers on a long page, twenty more per keystroke in a search modal whose hits are links. Proposed: one module-level observer that watches each link until it is first seen and unobserves it on unmount.',
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
    upstream:
      "Same upstream change as the shared observer above. The Link's ref callback hands its element to the shared observer instead of creating an observer of its own.",
  },
  {
    file: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
    find: '        setIsBrowser(true);',
    replace: [
      '        // Patched (src/plugins/dependency-patches): a transition, which yields to the browser.',
      '        React.startTransition(() => setIsBrowser(true));',
    ].join('\n'),
    why:
      'Right after hydration this update re-renders every part of the page that depends on it ' +
      '(each link, the navbar items, the doc sidebar and table of contents, which a phone swaps ' +
      'for their mobile forms). As a default update that render ' +
      'ran in one task, about 150 ms at 4x CPU on /docs/intro; as a transition React renders ' +
      'it in slices with the browser free between them, and commits it as before.',
    upstream:
      'BrowserContextProvider (core/lib/client/browserContext.js) flips isBrowser in an effect right after hydration as a default-priority update, which re-renders every consumer (links, navbar items, sidebar, TOC) in one uninterruptible task: about 150 ms at 4x CPU on a docs page. Wrapping that setState in React.startTransition lets React render it in interruptible slices with the same result. Proposed: startTransition(() => setIsBrowser(true)).',
  },
  {
    file: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/,
    find: [
      '    preload(window.location.pathname).then(() => {',
      '        startTransition(renderApp);',
      '    });',
    ].join('\n'),
    replace: [
      "    // Patched (src/plugins/dependency-patches): the route's chunks in a task of their own.",
      '    setTimeout(() => {',
      '        preload(window.location.pathname).then(() => {',
      '            startTransition(renderApp);',
      '        });',
      '    }, 0);',
    ].join('\n'),
    why:
      "The main bundle's evaluation and the route's preload (matching the path against the " +
      "route table, then loading the route's chunks) ran as one task, about 215 ms at 4x CPU on " +
      "/docs/intro and the page's longest: the bulk of its blocking time. Started from a timer, " +
      'the preload is a task of its own (about 140 + 75 ms), so a tap or key during load waits ' +
      'for the shorter one: Lighthouse TBT 173 -> 134 ms (median of 5, alternating). Hydration ' +
      'on a slow phone is no later (LexicalEditor page 2.56 -> 2.40 s).',
    upstream:
      'clientEntry (core/lib/client/clientEntry.js) calls preload(location.pathname) while the main bundle is still being evaluated, so module evaluation, route matching and the script insertion for the route chunks make one long task (about 215 ms at 4x CPU on a docs page of a 390-route site). Yielding to the browser first (setTimeout or scheduler.yield) splits it in two without delaying hydration, which waits for the chunks anyway. Proposed: start the preload after a yield.',
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
