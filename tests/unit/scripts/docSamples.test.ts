import type {CodeBlock} from '@site/scripts/lib/docCodeBlocks';
import {
  compareOutput,
  createsEditor,
  lineDiff,
  normalizeOutput,
  noRunReason,
  sampleFailure,
  selectSamples,
  shortenStack,
} from '@site/scripts/lib/docSamples';
import {describe, expect, it} from 'vitest';

function block(code: string, flags: Partial<CodeBlock> = {}): CodeBlock {
  return {
    docFile: '/docs/page.md',
    startLine: 1,
    extension: 'ts',
    fragment: false,
    run: false,
    noRun: false,
    expectedErrors: [],
    output: null,
    code,
    ...flags,
  };
}

const output = (...lines: string[]): CodeBlock['output'] => ({startLine: 10, lines});

describe('createsEditor', () => {
  it('spots each way of creating an editor', () => {
    expect(createsEditor('const editor = createEditor({});')).toBe(true);
    expect(createsEditor('buildEditorFromExtensions(MyExtension)')).toBe(true);
    expect(createsEditor('createHeadlessEditor({namespace})')).toBe(true);
    expect(createsEditor('LexicalBuilder.fromExtensions([])')).toBe(true);
    expect(createsEditor("import {createEditor} from 'lexical';")).toBe(false);
    expect(createsEditor('editor.update(() => {});')).toBe(false);
  });
});

describe('noRunReason', () => {
  it('is the leading // comment', () => {
    expect(noRunReason('\n// Needs a network.\nfetch(url);')).toBe('Needs a network.');
    expect(noRunReason('fetch(url); // Needs a network.')).toBeNull();
    expect(noRunReason('//\nx;')).toBeNull();
  });
});

describe('selectSamples', () => {
  const editor = 'const editor = createEditor({});';

  it('runs blocks marked `run` and blocks that create an editor', () => {
    const marked = block('console.log(1);', {run: true});
    const building = block(editor);
    const plain = block('export const a = 1;');
    const selection = selectSamples([marked, building, plain]);
    expect(selection.run).toEqual([marked, building]);
    expect(selection.problems).toEqual([]);
  });

  it('never runs fragments, and counts `no-run` blocks with their reason', () => {
    const fragment = block(editor, {fragment: true});
    const optedOut = block(`// Needs a real layout.\n${editor}`, {noRun: true});
    const selection = selectSamples([fragment, optedOut]);
    expect(selection.run).toEqual([]);
    expect(selection.optedOut).toEqual([{block: optedOut, reason: 'Needs a real layout.'}]);
  });

  it('reports contradictions instead of guessing', () => {
    const problems = selectSamples([
      block(editor, {noRun: true}),
      block('// Why.\nx;', {noRun: true, run: true}),
      block('// Why.\nx;', {noRun: true, output: output('1')}),
      block('x;', {fragment: true, run: true}),
      block('console.log(1);', {output: output('1')}),
    ]).problems.map((problem) => problem.message);
    expect(problems).toHaveLength(5);
    expect(problems[0]).toMatch(/begins with a `\/\/` comment/);
    expect(problems[4]).toMatch(/add `run`/);
  });
});

describe('normalizeOutput', () => {
  it('trims lines, splits multi-line logs and drops trailing blank lines only', () => {
    expect(normalizeOutput(['', '  a  ', 'b\nc', '', ''])).toEqual(['', 'a', 'b', 'c']);
    expect(normalizeOutput(['', ''])).toEqual([]);
  });
});

describe('compareOutput', () => {
  it('is null when the trimmed lines match', () => {
    expect(compareOutput(['  root', '    text "A"', ''], ['root\n  text "A"'])).toBeNull();
  });

  it('returns a line diff otherwise', () => {
    expect(compareOutput(['a', 'b', 'c'], ['a', 'x', 'c', 'd'])).toEqual([
      '  a',
      '- b',
      '+ x',
      '  c',
      '+ d',
    ]);
  });

  it('counts a missing or extra leading empty line', () => {
    expect(compareOutput(['Pending'], ['', 'Pending'])).toEqual(['+ ', '  Pending']);
  });
});

describe('lineDiff', () => {
  it('keeps the longest common run of lines', () => {
    expect(lineDiff(['x', 'a', 'b'], ['a', 'b', 'y'])).toEqual(['- x', '  a', '  b', '+ y']);
    expect(lineDiff([], [])).toEqual([]);
  });
});

describe('sampleFailure', () => {
  const run = {logs: ['true'], errors: [], thrown: null};

  it('passes a sample that prints its output block', () => {
    expect(sampleFailure(block('x', {output: output('true')}), run)).toEqual([]);
  });

  it('lets a sample without an output block print anything but errors', () => {
    expect(sampleFailure(block('x'), run)).toEqual([]);
    expect(sampleFailure(block('x'), {...run, errors: ['boom']})).toEqual([
      'printed with console.error:',
      'boom',
    ]);
  });

  it('reports a throw with the first frame of its stack', () => {
    const thrown = 'Error: late\n    at sample.mjs:5:7\n    at ModuleJob.run';
    expect(sampleFailure(block('x'), {...run, thrown})).toEqual([
      'threw: Error: late\n    at sample.mjs:5:7',
    ]);
  });

  it('reports a different output as a diff', () => {
    expect(sampleFailure(block('x', {output: output('false')}), run)).toEqual([
      'printed something else than its output block (- expected, + printed):',
      '- false',
      '+ true',
    ]);
  });
});

describe('shortenStack', () => {
  it('keeps a message without a stack as it is', () => {
    expect(shortenStack('did not finish within 30 s')).toBe('did not finish within 30 s');
  });
});
