import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';

import type {Heading, List, ListItem, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';

import {readSymbolIndex} from '../api-reference/symbolIndexFile';
import type {ApiChangeReport, PackageApiChanges, SymbolRef} from './report';

export interface RemarkApiChangesOptions {
  /** The change report `npm run lexical:upgrade` writes (`apiChangesFile.json`). */
  changesFile: string;
  /** The symbol index the API reference generator writes: name, or `module:name`, → address. */
  symbolsFile: string;
  /**
   * A hash of the report (see {@link reportStamp}). Unused here: the docs plugin writes its options
   * into the file its MDX modules depend on, so a new report rebuilds them despite the bundler's
   * persistent cache.
   */
  reportStamp: string;
}

/** The stamp of the report's contents that {@link RemarkApiChangesOptions.reportStamp} holds. */
export function reportStamp(changesFile: string): string {
  return existsSync(changesFile)
    ? createHash('sha256').update(readFileSync(changesFile)).digest('hex').slice(0, 16)
    : 'missing';
}

/** The element a page writes where the lists go: `<ApiChangeLists />`. */
export const listsElementName = 'ApiChangeLists';

/** The lists of a package, in the order of the Markdown report. */
const sections = [
  {key: 'added', title: 'Added'},
  {key: 'removed', title: 'Removed'},
  {key: 'deprecated', title: 'Newly deprecated'},
  {key: 'changed', title: 'Declaration changed'},
] as const;

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});

/** The heading id of a package's lists: `@lexical/rich-text` → `changes-lexical-rich-text`. */
export function packageAnchor(packageName: string): string {
  return `changes-${packageName.replace(/^@/, '').replace(/[^\w]+/g, '-')}`;
}

/**
 * A symbol's entry: its name linked to its API page (the module's own entry first, then the name's
 * entry), its kind, the module when it is not the package's main one, and whether a changed
 * declaration only gained lines.
 */
function symbolItem(
  ref: SymbolRef & {additive?: boolean},
  packageName: string,
  symbols: Readonly<Record<string, string>>,
): ListItem {
  const url = symbols[`${ref.module}:${ref.name}`] ?? symbols[ref.name];
  const name = url ? {type: 'link' as const, url, children: [code(ref.name)]} : code(ref.name);
  const children: PhrasingContent[] = [name, text(`, ${ref.kind}`)];
  if (ref.module !== packageName) children.push(text(' in '), code(ref.module));
  if (ref.additive) children.push(text(' (additions only)'));
  return {type: 'listItem', spread: false, children: [paragraph(...children)]};
}

function packageLists(
  changes: PackageApiChanges,
  symbols: Readonly<Record<string, string>>,
): RootContent[] {
  const heading: Heading = {
    type: 'heading',
    depth: 3,
    children: [code(changes.packageName)],
    data: {hProperties: {id: packageAnchor(changes.packageName)}},
  };
  return [
    heading,
    ...sections.flatMap(({key, title}): RootContent[] => {
      const refs: readonly (SymbolRef & {additive?: boolean})[] = changes[key];
      if (refs.length === 0) return [];
      const list: List = {
        type: 'list',
        ordered: false,
        spread: false,
        children: refs.map((ref) => symbolItem(ref, changes.packageName, symbols)),
      };
      return [paragraph({type: 'strong', children: [text(`${title} (${refs.length})`)]}), list];
    }),
  ];
}

/**
 * The generated part of a "What's new" page: which releases were compared, then per package the
 * symbols added, removed, newly deprecated and changed, each linked to its API entry.
 */
export function apiChangeLists(
  report: ApiChangeReport,
  symbols: Readonly<Record<string, string>>,
): RootContent[] {
  const summary =
    report.packages.length === 0
      ? ': no exported symbol was added, removed, deprecated or changed.'
      : `: ${report.packages.length} packages changed.`;
  return [
    paragraph(
      text(
        `Generated from the published type declarations of Lexical ${report.from} and ${report.to} by `,
      ),
      code('npm run lexical:upgrade'),
      text(summary),
    ),
    ...report.packages.flatMap((changes) => packageLists(changes, symbols)),
  ];
}

/**
 * Replaces `<ApiChangeLists />` in a docs page with the lists of the API change report, at build
 * time: the lists are the page's own Markdown, so its HTML, its Markdown twin and the search index
 * carry them, and no report ships to the browser. Runs before Docusaurus's own plugins, so the
 * package headings get into the table of contents.
 */
export default function remarkApiChanges({changesFile, symbolsFile}: RemarkApiChangesOptions) {
  return (tree: Root): void => {
    const at = tree.children.findIndex(
      (node) =>
        node.type === ('mdxJsxFlowElement' as string) &&
        (node as {name?: string}).name === listsElementName,
    );
    if (at === -1) return;
    if (!existsSync(changesFile)) {
      throw new Error(
        `remark-api-changes: ${changesFile} is missing; run npm run lexical:upgrade.`,
      );
    }
    // Read per page that has the element: the API reference writes the index as the site loads.
    const report = JSON.parse(readFileSync(changesFile, 'utf8')) as ApiChangeReport;
    tree.children.splice(at, 1, ...apiChangeLists(report, readSymbolIndex(symbolsFile)));
  };
}
