import {extractCodeBlocks, strayOutputBlocks} from '@site/scripts/lib/docCodeBlocks';
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

  it("reads the compile errors a sample declares with twoslash's @errors notation", () => {
    const [sample] = extractCodeBlocks(
      '/docs/page.md',
      "```ts\n// @errors: 2345 2322\nconst a: number = 'x';\n```\n",
    );
    expect(sample?.expectedErrors).toEqual([2345, 2322]);
    expect(blocks.map((block) => block.expectedErrors)).toEqual([[], [], []]);
  });

  it('returns the code without the fences', () => {
    expect(blocks[0]?.code).toBe("import {createEditor} from 'lexical';");
  });
});

describe('extractCodeBlocks run flags and output blocks', () => {
  const source = [
    '```ts run', // 1
    "console.log('a');", // 2
    '```', // 3
    '', // 4
    'It prints:', // 5
    '', // 6
    '```text output', // 7
    'a', // 8
    '```', // 9
    '```ts no-run title="why not run"', // 10
    '// Needs a network.', // 11
    '```', // 12
    '```ts title="run.ts"', // 13
    'const b = 1;', // 14
    '```', // 15
    '```bash', // 16
    'npm test', // 17
    '```', // 18
    '```text output', // 19
    'stray', // 20
    '```', // 21
  ].join('\n');
  const blocks = extractCodeBlocks('/docs/page.md', source);

  it('reads `run` and `no-run` as separate flags, not inside quoted values', () => {
    expect(blocks.map((block) => [block.run, block.noRun])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
  });

  it('pairs an output block with the code block before it, prose between allowed', () => {
    expect(blocks[0]?.output).toEqual({startLine: 8, lines: ['a']});
    expect(blocks.slice(1).map((block) => block.output)).toEqual([null, null]);
  });

  it('does not count an output block as a code block, whatever its language', () => {
    const withTsOutput = extractCodeBlocks('/p.md', '```ts run\nx;\n```\n```ts output\n1\n```');
    expect(withTsOutput).toHaveLength(1);
    expect(withTsOutput[0]?.output?.lines).toEqual(['1']);
  });

  it('finds output blocks that follow no code block', () => {
    expect(strayOutputBlocks(source)).toEqual([19]);
    expect(strayOutputBlocks('```text output\nx\n```')).toEqual([1]);
  });
});
