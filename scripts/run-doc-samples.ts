/**
 * Runs the code samples of the docs that are complete programs and checks what they print:
 * - A ts, tsx, js or jsx block runs when its meta holds `run`, or when it is not a `fragment` and
 *   creates an editor. `no-run` opts a block out; its first line is a `//` comment saying why.
 * - The fenced block after a sample whose meta holds `output` is what it prints with console.log
 *   (lines trimmed). Without one, the sample must not throw nor print with console.error.
 * All samples are bundled for Node in one esbuild call, each with its own copy of the packages. A
 * worker process per core (scripts/lib/docSampleHarness.ts) loads jsdom once and runs them one by
 * one, each under a fresh jsdom window, within a time limit.
 *
 * Usage: npm run check:doc-run [-- [--show-output] docs/some/page.md ...]
 */
import {type ChildProcess, fork} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';

import {build, type BuildFailure} from 'esbuild';

import {
  type CodeBlock,
  extractCodeBlocks,
  findMarkdownFiles,
  strayOutputBlocks,
} from './lib/docCodeBlocks';
import {sampleFailure, type SampleRun, selectSamples} from './lib/docSamples';

const siteDir = path.resolve(import.meta.dirname, '..');
// Inside the site so that bundles resolve jsdom against its node_modules; gitignored.
const workDir = path.join(siteDir, '.doc-code', `run-${String(process.pid)}`);
const contentFolders = ['docs', 'blog', 'src/pages'];
const harnessSource = path.join(import.meta.dirname, 'lib', 'docSampleHarness.ts');
/** A sample that has not finished after this long fails. */
const timeoutMs = 30_000;

interface Failure {
  where: string;
  lines: string[];
}

function where(block: CodeBlock): string {
  return `${path.relative(siteDir, block.docFile)}:${block.startLine}`;
}

/**
 * Bundles the harness and every sample in one esbuild call, as self-contained ES modules. A sample
 * that does not bundle fails and the others are bundled again without it.
 */
async function bundle(
  samples: readonly CodeBlock[],
  failures: Failure[],
): Promise<Map<CodeBlock, string>> {
  const sourceDir = path.join(workDir, 'src');
  const outDir = path.join(workDir, 'out');
  mkdirSync(sourceDir, {recursive: true});
  const sources = new Map<string, CodeBlock>();
  samples.forEach((block, index) => {
    const file = path.join(sourceDir, `sample_${String(index)}.${block.extension}`);
    writeFileSync(file, `${block.code}\n`);
    sources.set(file, block);
  });
  let included = [...sources.keys()];
  for (;;) {
    rmSync(outDir, {recursive: true, force: true});
    try {
      await build({
        entryPoints: [
          {in: harnessSource, out: 'harness'},
          ...included.map((file) => ({in: file, out: path.parse(file).name})),
        ],
        absWorkingDir: siteDir,
        outdir: outDir,
        outExtension: {'.js': '.mjs'},
        // Not split: each sample has its own copy of Lexical, as if alone on its page.
        bundle: true,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        conditions: ['development'],
        define: {'process.env.NODE_ENV': '"development"'},
        jsx: 'automatic',
        external: ['jsdom'],
        // CommonJS packages bundled into ES modules may still require Node's built-ins.
        banner: {
          js: "import {createRequire as __createRequire} from 'node:module'; const require = __createRequire(import.meta.url);",
        },
        logLevel: 'silent',
      });
      break;
    } catch (error) {
      // Locations are relative to absWorkingDir. A sample that does not bundle fails on its own.
      const messagesByFile = new Map<string, string[]>();
      for (const {location, text} of (error as BuildFailure).errors) {
        const file = location && path.resolve(siteDir, location.file);
        const block = file && sources.get(file);
        if (file && block) {
          const line = block.startLine + (location.line - 1);
          messagesByFile.set(file, [
            ...(messagesByFile.get(file) ?? []),
            `line ${String(line)}: ${text}`,
          ]);
        }
      }
      if (messagesByFile.size === 0) {
        throw error;
      }
      for (const [file, messages] of messagesByFile) {
        const block = sources.get(file) as CodeBlock;
        failures.push({where: where(block), lines: ['does not bundle:', ...messages]});
      }
      included = included.filter((file) => !messagesByFile.has(file));
    }
  }
  return new Map(
    included.map((file) => [
      sources.get(file) as CodeBlock,
      path.join(outDir, `${path.parse(file).name}.mjs`),
    ]),
  );
}

/** A worker process (scripts/lib/docSampleHarness.ts) that runs samples one after the other. */
interface Worker {
  child: ChildProcess;
  stderr: string;
}

/** Starts a worker and waits until it has loaded jsdom (slow on a busy machine), or has died. */
function startWorker(): Promise<Worker> {
  const child = fork(path.join(workDir, 'out', 'harness.mjs'), [], {
    execArgv: [],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const worker: Worker = {child, stderr: ''};
  child.stderr?.on('data', (chunk: Buffer) => {
    worker.stderr += chunk.toString();
  });
  return new Promise((resolve) => {
    child.once('message', () => {
      resolve(worker);
    });
    child.once('exit', () => {
      resolve(worker);
    });
  });
}

/**
 * Runs one bundled sample on a worker. When it does not answer in time or dies, it is killed and
 * the result says so; `alive` tells the caller to start another.
 */
function runOn(worker: Worker, bundleFile: string): Promise<{run: SampleRun; alive: boolean}> {
  const {child} = worker;
  worker.stderr = '';
  return new Promise((resolve) => {
    const finish = (run: SampleRun, alive: boolean): void => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (!alive) {
        child.kill('SIGKILL');
      }
      resolve({run, alive});
    };
    const failed = (thrown: string): SampleRun => ({logs: [], errors: [], thrown});
    const onMessage = (message: unknown): void => {
      finish(message as SampleRun, true);
    };
    const onExit = (code: number | null): void => {
      finish(failed(`its process ended (${String(code)}):\n${worker.stderr}`), false);
    };
    const timer = setTimeout(() => {
      finish(failed(`did not finish within ${String(timeoutMs / 1000)} s`), false);
    }, timeoutMs);
    child.on('message', onMessage);
    child.on('exit', onExit);
    child.send(bundleFile);
  });
}

/** Runs the samples on as many workers as there are cores. */
async function runAll(bundles: Map<CodeBlock, string>): Promise<Map<CodeBlock, SampleRun>> {
  const queue = [...bundles];
  const runs = new Map<CodeBlock, SampleRun>();
  const work = async (): Promise<void> => {
    let worker = await startWorker();
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [block, file] = next;
      const {run, alive} = await runOn(worker, file);
      runs.set(block, run);
      if (!alive) {
        worker = await startWorker();
      }
    }
    // Samples may leave timers or sockets open, so the worker would not end by itself.
    worker.child.kill('SIGKILL');
  };
  const workers = Math.min(availableParallelism(), queue.length);
  await Promise.all(Array.from({length: workers}, work));
  return runs;
}

async function main(): Promise<void> {
  const started = Date.now();
  const args = process.argv.slice(2);
  // `--show-output` prints what every sample logged: a start for writing its output block.
  const showOutput = args.includes('--show-output');
  const requested = args.filter((arg) => !arg.startsWith('--')).map((file) => path.resolve(file));
  const docFiles =
    requested.length > 0
      ? requested
      : findMarkdownFiles(contentFolders.map((folder) => path.join(siteDir, folder)));
  const failures: Failure[] = [];
  const blocks = docFiles.flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    for (const line of strayOutputBlocks(source)) {
      failures.push({
        where: `${path.relative(siteDir, file)}:${String(line)}`,
        lines: ['an output block that does not follow a code block.'],
      });
    }
    return extractCodeBlocks(file, source);
  });
  const selection = selectSamples(blocks);
  for (const {block, message} of selection.problems) {
    failures.push({where: where(block), lines: [message]});
  }

  rmSync(workDir, {recursive: true, force: true});
  try {
    const runs = await runAll(await bundle(selection.run, failures));
    for (const block of selection.run) {
      const run = runs.get(block);
      if (showOutput && run && run.logs.length > 0) {
        console.log(`${where(block)} printed:\n${run.logs.join('\n')}\n`);
      }
      const lines = run ? sampleFailure(block, run) : [];
      if (lines.length > 0) {
        failures.push({where: where(block), lines});
      }
    }
  } finally {
    rmSync(workDir, {recursive: true, force: true});
  }

  const compiled = blocks.filter((block) => !block.fragment).length;
  const checkedOutputs = selection.run.filter((block) => block.output).length;
  console.log(
    `Doc samples: ${String(selection.run.length)} of the ${String(compiled)} compiled blocks ` +
      `(in ${String(docFiles.length)} files) executed, ${String(checkedOutputs)} against an output block; ` +
      `${String(selection.optedOut.length)} opted out with no-run; ${String(failures.length)} failures ` +
      `(${String(Math.round((Date.now() - started) / 1000))} s).`,
  );
  for (const {block, reason} of selection.optedOut) {
    console.log(`  no-run: ${where(block)}: ${reason}`);
  }
  for (const failure of failures) {
    console.error(`\n${failure.where}: ${failure.lines.join('\n    ')}`);
  }
  process.exitCode = failures.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
