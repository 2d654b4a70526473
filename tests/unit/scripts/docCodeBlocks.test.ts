import {extractCodeBlocks} from '@site/scripts/lib/docCodeBlocks';
import {describe, expect, it} from 'vitest';

const page = [
  '# Title', // 1
  '', // 2
  '```ts title="a.ts"', // 3
  "import {createEditor} from 'lexical';", // 4
  '```', // 5
  '', // 6
  '```tsx fragment', // 7
  'editor.update(() => {});', // 8
  '```', // 9
  '', // 10
  '```bash', // 11
  'npm install lexical', // 12
  '```', // 13
  '', // 14
  '````md', // 15
  '```js', // 16
  'not a block of its own', // 17
  '```', // 18
  '````', // 19
  '```javascript', // 20
  'const a = 1;', // 21
  '```', // 22
].join('\n');

describe('extractCodeBlocks', () => {
  const blocks = extractCodeBlocks('/docs/page.md', page);

  it('keeps only ts, tsx, js and jsx blocks, including language aliases', () => {
    expect(blocks.map((block) => block.extension)).toEqual(['ts', 'tsx', 'js']);
  });

  it('reports the line of the first code line', () => {
    expect(blocks.map((block) => block.startLine)).toEqual([4, 8, 21]);
  });

  it('flags blocks whose meta holds `fragment`', () => {
    expect(blocks.map((block) => block.fragment)).toEqual([false, true, false]);
  });

  it('does not treat a fence nested in a longer fence as a block', () => {
    expect(blocks.some((block) => block.code.includes('not a block'))).toBe(false);
  });

  it('returns the code without the fences', () => {
    expect(blocks[0]?.code).toBe("import {createEditor} from 'lexical';");
  });
});
