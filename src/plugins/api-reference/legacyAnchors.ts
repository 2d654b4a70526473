import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {anchoredHeadings, pageAddress} from './headings';
import type {ModulePart} from './splitModulePages';

/**
 * The redirects of one module page, for its `LegacyAnchorRedirect`: old anchor → address.
 * - A class or interface listed on the page: lexical.dev once documented it as a section
 *   (`#lexicaleditor`); it now has its own page.
 * - An entry moved to a part page by {@link splitLargeModulePages}.
 * - A `$` function under its older anchor without the `$` (`#getroot` for `$getRoot`), unless
 *   another symbol owns that anchor.
 */
export function legacyAnchorTargets(
  moduleFile: string,
  markdown: string,
  parts: readonly ModulePart[],
  urlBase: string,
): Record<string, string> {
  const pageUrl = (file: string) => pageAddress(urlBase, file);
  const targets: Record<string, string> = {};
  for (const [, name = '', link = ''] of markdown.matchAll(
    /^- \[([^\]]+)\]\((\.\.\/(?:classes|interfaces)\/[^)#]+)\)$/gm,
  )) {
    targets[name.toLowerCase()] = pageUrl(path.posix.join(path.posix.dirname(moduleFile), link));
  }
  const homeOf = new Map<string, string>();
  for (const {anchor} of anchoredHeadings(markdown)) {
    homeOf.set(anchor, `${pageUrl(moduleFile)}#${anchor}`);
  }
  for (const part of parts) {
    for (const anchor of part.anchors) {
      homeOf.set(anchor, `${pageUrl(part.file)}#${anchor}`);
      targets[anchor] = `${pageUrl(part.file)}#${anchor}`;
    }
  }
  for (const [anchor, address] of homeOf) {
    const withoutDollar = anchor.replace(/^\$/, '');
    if (withoutDollar !== anchor && !homeOf.has(withoutDollar)) {
      targets[withoutDollar] = address;
    }
  }
  return targets;
}

/** Appends a `LegacyAnchorRedirect` with its {@link legacyAnchorTargets} to each module page. */
export function addLegacyAnchorRedirects(
  apiFolder: string,
  splits: ReadonlyMap<string, readonly ModulePart[]>,
  urlBase: string,
): void {
  for (const name of readdirSync(path.join(apiFolder, 'modules'))) {
    const file = `modules/${name}`;
    if (!name.endsWith('.md')) {
      continue;
    }
    const markdown = readFileSync(path.join(apiFolder, file), 'utf8');
    const targets = legacyAnchorTargets(file, markdown, splits.get(file) ?? [], urlBase);
    if (Object.keys(targets).length === 0) {
      continue;
    }
    writeFileSync(
      path.join(apiFolder, file),
      [
        markdown.trimEnd(),
        '',
        "import LegacyAnchorRedirect from '@site/src/components/LegacyAnchorRedirect';",
        '',
        `<LegacyAnchorRedirect targets={${JSON.stringify(targets)}} />`,
        '',
      ].join('\n'),
    );
  }
}
