import {readdirSync} from 'node:fs';
import path from 'node:path';

import {isApiReferencePage} from '../../src/plugins/api-reference/symbolIndexFile';
import {hasMetaFlag} from '../../src/utils/codeBlockMeta';

/** A fenced code block of a docs page that the doc-code check compiles. */
export interface CodeBlock {
  /** Absolute path of the Markdown file the block is in. */
  docFile: string;
  /** 1-based line in `docFile` of the block's first code line. */
  startLine: number;
  /** File extension the block is compiled as: ts, tsx, js or jsx. */
  extension: 'ts' | 'tsx' | 'js' | 'jsx';
  /** True when the block's meta holds the `fragment` flag: shown, never compiled. */
  fragment: boolean;
  /** True when the meta holds `run`: the doc-sample runner executes it even without an editor. */
  run: boolean;
  /** True when the meta holds `no-run`: compiled, never executed (its first line says why). */
  noRun: boolean;
  /**
   * The compile errors the sample shows on purpose, by code: twoslash's `// @errors: 2345 2322`
   * notation, which the page shows as the error under its line.
   */
  expectedErrors: number[];
  /** The fenced block right after this one when its meta holds `output`: what the sample prints. */
  output: OutputBlock | null;
  code: string;
}

/** A fenced block whose meta holds `output`: the lines the code block before it prints. */
export interface OutputBlock {
  /** 1-based line in the Markdown file of the output's first line. */
  startLine: number;
  lines: string[];
}

const extensionByLanguage: Record<string, CodeBlock['extension']> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
};

const fenceOpening = /^\s*(?<fence>`{3,}|~{3,})\s*(?<language>[\w-]*)(?<meta>.*)$/;

/** A fenced block of a Markdown source, whatever its language. */
export interface FencedBlock {
  /** 0-based index of the opening fence line. */
  openLine: number;
  /** 0-based index of the closing fence line (the last line when the block is never closed). */
  closeLine: number;
  /** Lowercased info-string language: `ts`, `bash`, or empty. */
  language: string;
  /** The rest of the info string, e.g. `fragment` or `title="a.ts"`. */
  meta: string;
  /** The lines between the fences. */
  body: string[];
}

function isClosingFence(line: string, fence: string): boolean {
  const trimmed = line.trim();
  return trimmed.startsWith(fence) && /^[`~]+$/.test(trimmed) && trimmed.length >= fence.length;
}

/**
 * The fenced blocks of a Markdown source, in order. A fence closes only on a line of the same
 * character at least as long, so a shorter fence inside a longer one is part of its body.
 */
export function fencedBlocks(source: string): FencedBlock[] {
  const lines = source.split('\n');
  const blocks: FencedBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const opening = fenceOpening.exec(lines[index] ?? '');
    if (!opening?.groups) {
      index += 1;
      continue;
    }
    const fence = opening.groups.fence ?? '```';
    let cursor = index + 1;
    while (cursor < lines.length && !isClosingFence(lines[cursor] ?? '', fence)) {
      cursor += 1;
    }
    blocks.push({
      openLine: index,
      closeLine: Math.min(cursor, lines.length - 1),
      language: (opening.groups.language ?? '').toLowerCase(),
      meta: opening.groups.meta ?? '',
      body: lines.slice(index + 1, cursor),
    });
    index = cursor + 1;
  }
  return blocks;
}

/** For each line of a Markdown source, whether it belongs to a fenced block (fences included). */
export function fencedLineFlags(source: string): boolean[] {
  const flags: boolean[] = source.split('\n').map(() => false);
  for (const block of fencedBlocks(source)) {
    flags.fill(true, block.openLine, block.closeLine + 1);
  }
  return flags;
}

function isOutputBlock(block: FencedBlock): boolean {
  return hasMetaFlag(block.meta, 'output');
}

/** Whether a fenced block is a code block of the docs: ts, tsx, js or jsx, and not an output. */
function codeExtension(block: FencedBlock | undefined): CodeBlock['extension'] | undefined {
  return block && !isOutputBlock(block) ? extensionByLanguage[block.language] : undefined;
}

/** The codes of a sample's `// @errors: <codes>` line (twoslash's notation), if it has one. */
function expectedErrorCodes(lines: readonly string[]): number[] {
  const notation = lines.map((line) => /^\s*\/\/ @errors: ([\d ]+)$/.exec(line)).find(Boolean);
  return notation?.[1]?.trim().split(/\s+/).map(Number) ?? [];
}

/**
 * Returns the code blocks of one Markdown source, in order, with their positions, each with the
 * `output` block that directly follows it (the next fenced block, prose may come between).
 */
export function extractCodeBlocks(docFile: string, source: string): CodeBlock[] {
  const blocks = fencedBlocks(source);
  return blocks.flatMap((block, index) => {
    const extension = codeExtension(block);
    if (!extension) {
      return [];
    }
    const next = blocks[index + 1];
    return [
      {
        docFile,
        startLine: block.openLine + 2,
        extension,
        fragment: hasMetaFlag(block.meta, 'fragment'),
        run: hasMetaFlag(block.meta, 'run'),
        noRun: hasMetaFlag(block.meta, 'no-run'),
        expectedErrors: expectedErrorCodes(block.body),
        output:
          next && isOutputBlock(next) ? {startLine: next.openLine + 2, lines: next.body} : null,
        code: block.body.join('\n'),
      },
    ];
  });
}

/** 1-based lines of the `output` blocks that follow no code block, so belong to no sample. */
export function strayOutputBlocks(source: string): number[] {
  const blocks = fencedBlocks(source);
  return blocks
    .filter((block, index) => isOutputBlock(block) && !codeExtension(blocks[index - 1]))
    .map((block) => block.openLine + 1);
}

/** Lists the .md and .mdx files below the given folders, sorted, skipping the generated API. */
export function findMarkdownFiles(folders: readonly string[]): string[] {
  return folders
    .flatMap((folder) => readdirSync(folder, {recursive: true, withFileTypes: true}))
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !isApiReferencePage(file))
    .sort();
}
