import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import remarkApiChanges, {packageAnchor} from '@site/src/plugins/remark-api-changes';
import type {ApiChangeReport} from '@site/src/plugins/remark-api-changes/report';
import type {Heading, Root} from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';

const dir = mkdtempSync(path.join(tmpdir(), 'api-changes-'));
const symbolsFile = path.join(dir, 'symbols.json');
writeFileSync(
  symbolsFile,
  JSON.stringify({
    compileKeyboardShortcuts: '/docs/api/modules/lexical#compilekeyboardshortcuts',
    '@lexical/react/LexicalMenuOption:MenuOption':
      '/docs/api/classes/lexical_react_LexicalMenuOption.MenuOption',
  }),
);

const report: ApiChangeReport = {
  generatedBy: 'test',
  from: '0.49.0',
  to: '0.50.0',
  packages: [
    {
      packageName: 'lexical',
      added: [
        {module: 'lexical', name: 'compileKeyboardShortcuts', kind: 'function'},
        {module: 'lexical', name: 'notInTheIndex', kind: 'variable'},
      ],
      removed: [],
      deprecated: [{module: 'lexical', name: 'CAN_UNDO_COMMAND', kind: 'variable'}],
      changed: [
        {
          module: 'lexical',
          name: 'ParagraphNode',
          kind: 'class',
          before: '',
          after: '',
          additive: true,
        },
      ],
    },
    {
      packageName: '@lexical/react',
      added: [{module: '@lexical/react/LexicalMenuOption', name: 'MenuOption', kind: 'class'}],
      removed: [{module: '@lexical/react', name: 'gone', kind: 'function'}],
      deprecated: [],
      changed: [],
    },
  ],
  guideMentions: [],
};

function writeReport(data: ApiChangeReport): string {
  const file = path.join(mkdtempSync(path.join(dir, 'report-')), 'changes.json');
  writeFileSync(file, JSON.stringify(data));
  return file;
}

/** The page's Markdown after the plugin, and its tree. */
function renderLists(mdx: string, changesFile: string): {markdown: string; tree: Root} {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkApiChanges, {changesFile, symbolsFile, reportStamp: 'test'})
    .use(remarkStringify);
  const tree = processor.runSync(processor.parse(mdx)) as Root;
  return {markdown: processor.stringify(tree), tree};
}

describe('remarkApiChanges', () => {
  it('lists each package’s added, removed, deprecated and changed symbols, linked to the API', () => {
    const {markdown} = renderLists('## All changes\n\n<ApiChangeLists />\n', writeReport(report));
    expect(markdown).toContain('type declarations of Lexical 0.49.0 and 0.50.0');
    expect(markdown).toContain(
      '**Added (2)**\n\n* [`compileKeyboardShortcuts`](/docs/api/modules/lexical#compilekeyboardshortcuts), function\n* `notInTheIndex`, variable',
    );
    expect(markdown).toContain('**Newly deprecated (1)**\n\n* `CAN_UNDO_COMMAND`, variable');
    expect(markdown).toContain(
      '**Declaration changed (1)**\n\n* `ParagraphNode`, class (additions only)',
    );
    // The module's own entry, and the module named when it is not the package's main one.
    expect(markdown).toContain(
      '* [`MenuOption`](/docs/api/classes/lexical_react_LexicalMenuOption.MenuOption), class in `@lexical/react/LexicalMenuOption`',
    );
    expect(markdown).toContain('**Removed (1)**\n\n* `gone`, function');
    expect(markdown).not.toContain('ApiChangeLists');
  });

  it('gives each package a level-3 heading with a stable id, for the table of contents', () => {
    const {tree} = renderLists('<ApiChangeLists />\n', writeReport(report));
    const headings: string[] = [];
    visit(tree, 'heading', (heading: Heading) => {
      headings.push(`${heading.depth} ${String(heading.data?.hProperties?.id)}`);
    });
    expect(headings).toEqual(['3 changes-lexical', '3 changes-lexical-react']);
    expect(packageAnchor('@lexical/rich-text')).toBe('changes-lexical-rich-text');
  });

  it('says so when nothing changed', () => {
    const empty = {...report, packages: []};
    expect(renderLists('<ApiChangeLists />\n', writeReport(empty)).markdown).toContain(
      'no exported symbol was added, removed, deprecated or changed.',
    );
  });

  it('leaves pages without the element alone, and fails without a report', () => {
    expect(renderLists('Some `prose`.\n', path.join(dir, 'missing.json')).markdown).toBe(
      'Some `prose`.\n',
    );
    expect(() => renderLists('<ApiChangeLists />\n', path.join(dir, 'missing.json'))).toThrow(
      'run npm run lexical:upgrade',
    );
  });
});
