import type {CodeBlock} from './docCodeBlocks';

/** A sample that calls one of these builds an editor, so is a program worth running. */
const editorFactory =
  /\bcreateEditor\(|\bbuildEditorFromExtensions\(|\bcreateHeadlessEditor\(|\bLexicalBuilder\b/;

/** Whether a sample's code creates an editor. */
export function createsEditor(code: string): boolean {
  return editorFactory.test(code);
}

/** The reason a `no-run` sample gives readers: its first line, a `//` comment. */
export function noRunReason(code: string): string | null {
  const first = code.split('\n').find((line) => line.trim() !== '') ?? '';
  const reason = /^\s*\/\/\s*(?<reason>.+)$/.exec(first)?.groups?.reason?.trim();
  return reason ? reason : null;
}

export interface BlockProblem {
  block: CodeBlock;
  message: string;
}

export interface SampleSelection {
  /** Samples to execute: `run` in the meta, or creating an editor. */
  run: CodeBlock[];
  /** `no-run` samples with the reason they give. */
  optedOut: {block: CodeBlock; reason: string}[];
  /** Blocks whose flags or output block contradict each other. */
  problems: BlockProblem[];
}

/** Sorts a page's code blocks into those to run, those opted out, and flag contradictions. */
export function selectSamples(blocks: readonly CodeBlock[]): SampleSelection {
  const selection: SampleSelection = {run: [], optedOut: [], problems: []};
  const problem = (block: CodeBlock, message: string): void => {
    selection.problems.push({block, message});
  };
  for (const block of blocks) {
    if (block.fragment) {
      if (block.run || block.noRun || block.output) {
        problem(block, 'a `fragment` is never run: drop `run`, `no-run` or its output block.');
      }
    } else if (block.noRun) {
      const reason = noRunReason(block.code);
      if (block.run) {
        problem(block, 'the meta holds both `run` and `no-run`.');
      } else if (block.output) {
        problem(block, 'the output block of a `no-run` sample cannot be checked: run it.');
      } else if (!reason) {
        problem(block, 'a `no-run` sample begins with a `//` comment telling readers why.');
      } else {
        selection.optedOut.push({block, reason});
      }
    } else if (block.run || createsEditor(block.code)) {
      selection.run.push(block);
    } else if (block.output) {
      problem(block, 'an output block follows a sample that is not run: add `run` to its meta.');
    }
  }
  return selection;
}

/** What one execution of a sample did. */
export interface SampleRun {
  /** What each console.log call printed, formatted as Node prints it. */
  logs: string[];
  /** What each console.error call (and jsdom's own errors) printed. */
  errors: string[];
  /** The error the module, its default async function or a later task threw. */
  thrown: string | null;
}

/** Lines to compare: each trimmed, without the blank lines at the end. */
export function normalizeOutput(lines: readonly string[]): string[] {
  const trimmed = lines.flatMap((line) => line.split('\n')).map((line) => line.trim());
  while (trimmed.at(-1) === '') {
    trimmed.pop();
  }
  return trimmed;
}

/** A line diff, `  ` for kept lines, `- ` for expected only and `+ ` for printed only. */
export function lineDiff(expected: readonly string[], actual: readonly string[]): string[] {
  // Longest common subsequence, from the ends, so the walk below goes forwards.
  const lengths = Array.from({length: expected.length + 1}, () =>
    new Array<number>(actual.length + 1).fill(0),
  );
  const at = (row: number, column: number): number => lengths[row]?.[column] ?? 0;
  for (let row = expected.length - 1; row >= 0; row -= 1) {
    for (let column = actual.length - 1; column >= 0; column -= 1) {
      const cells = lengths[row] ?? [];
      cells[column] =
        expected[row] === actual[column]
          ? at(row + 1, column + 1) + 1
          : Math.max(at(row + 1, column), at(row, column + 1));
    }
  }
  const diff: string[] = [];
  let row = 0;
  let column = 0;
  while (row < expected.length || column < actual.length) {
    if (row < expected.length && column < actual.length && expected[row] === actual[column]) {
      diff.push(`  ${expected[row] ?? ''}`);
      row += 1;
      column += 1;
    } else if (
      row < expected.length &&
      (column >= actual.length || at(row + 1, column) >= at(row, column + 1))
    ) {
      diff.push(`- ${expected[row] ?? ''}`);
      row += 1;
    } else {
      diff.push(`+ ${actual[column] ?? ''}`);
      column += 1;
    }
  }
  return diff;
}

/** Compares printed lines with an output block: null when they match, else the diff. */
export function compareOutput(
  expected: readonly string[],
  printed: readonly string[],
): string[] | null {
  const want = normalizeOutput(expected);
  const got = normalizeOutput(printed);
  const same = want.length === got.length && want.every((line, index) => line === got[index]);
  return same ? null : lineDiff(want, got);
}

/** An error's message and the first frame of its stack: the rest points into the bundle. */
export function shortenStack(stack: string): string {
  const lines = stack.split('\n');
  const firstFrame = lines.findIndex((line) => /^\s+at /.test(line));
  return (firstFrame === -1 ? lines : lines.slice(0, firstFrame + 1)).join('\n');
}

/** Why a run of a sample fails, as message lines; empty when it passes. */
export function sampleFailure(block: CodeBlock, run: SampleRun): string[] {
  if (run.thrown !== null) {
    return [`threw: ${shortenStack(run.thrown)}`];
  }
  if (run.errors.length > 0) {
    return ['printed with console.error:', ...run.errors];
  }
  const diff = block.output && compareOutput(block.output.lines, run.logs);
  return diff
    ? ['printed something else than its output block (- expected, + printed):', ...diff]
    : [];
}
