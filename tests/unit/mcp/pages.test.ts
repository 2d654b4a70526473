import {nearMatches} from '@site/mcp/nearMatches';
import {headingAnchor, pageSections} from '@site/mcp/pages';
import {describe, expect, it} from 'vitest';

describe('pageSections', () => {
  const markdown = [
    '# Title',
    '',
    '## First',
    'text',
    '```md',
    '## Not a heading',
    '```',
    '### Inner',
    '## Second',
    'end',
  ].join('\n');

  it('spans each heading down to the next heading at its level, skipping code blocks', () => {
    expect(pageSections(markdown).map(({heading, start, end}) => [heading, start, end])).toEqual([
      ['Title', 0, 10],
      ['First', 2, 8],
      ['Inner', 7, 8],
      ['Second', 8, 10],
    ]);
  });
});

describe('headingAnchor', () => {
  it.each([
    ['What makes Lexical different', 'what-makes-lexical-different'],
    ['$getRoot()', '$getroot'],
    ['Node [`TextNode`](https://x) API', 'node-textnode-api'],
  ])('makes %j into %j, as the site does', (heading, anchor) => {
    expect(headingAnchor(heading.replace(/`/g, ''))).toBe(anchor);
  });
});

describe('nearMatches', () => {
  it('puts names with a typo and names containing the word first', () => {
    expect(nearMatches('$getRooot', ['$getRoot', '$getNodeByKey', 'TextNode'])).toEqual([
      '$getRoot',
    ]);
    expect(nearMatches('minimla', ['minimal', 'markdown', 'tables'])).toEqual(['minimal']);
    expect(nearMatches('TextNod', ['TextNode', 'SerializedTextNode', 'ElementNode'])).toEqual([
      'TextNode',
      'SerializedTextNode',
    ]);
  });
});
