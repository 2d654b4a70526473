import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import remarkApiLinks from '@site/src/plugins/remark-api-links';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toMarkdown} from 'mdast-util-to-markdown';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';

const symbolsFile = path.join(mkdtempSync(path.join(tmpdir(), 'api-links-')), 'symbols.json');
writeFileSync(
  symbolsFile,
  JSON.stringify({
    $getRoot: '/docs/api/modules/lexical/dollar-functions#$getroot',
    TextNode: '/docs/api/classes/lexical.TextNode',
  }),
);

function transform(markdown: string, file = '/site/docs/concepts/nodes.md'): string {
  const tree = fromMarkdown(markdown);
  remarkApiLinks({symbolsFile})(tree, new VFile({path: file}));
  return toMarkdown(tree).trim();
}

describe('remarkApiLinks', () => {
  it('links the first mention of a symbol, with or without call parentheses', () => {
    expect(transform('Call `$getRoot()` and then `$getRoot` again.')).toBe(
      'Call [`$getRoot()`](/docs/api/modules/lexical/dollar-functions#$getroot) and then `$getRoot` again.',
    );
  });

  it('leaves unknown names, member calls and headings alone', () => {
    expect(transform('# `TextNode`\n\nUse `editor.update()` and `notASymbol`.')).toBe(
      '# `TextNode`\n\nUse `editor.update()` and `notASymbol`.',
    );
  });

  it('does not link inside an existing link', () => {
    expect(transform('[`TextNode`](./nodes.md) and `TextNode`.')).toBe(
      '[`TextNode`](./nodes.md) and [`TextNode`](/docs/api/classes/lexical.TextNode).',
    );
  });

  it('does not touch the API reference itself', () => {
    expect(transform('`TextNode`', '/site/docs/api/classes/x.md')).toBe('`TextNode`');
  });
});
