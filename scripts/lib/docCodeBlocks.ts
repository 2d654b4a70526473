import {readdirSync} from 'node:fs';
import path from 'node:path';

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
  code: string;
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

/** Returns the code blocks of one Markdown source, in order, with their positions. */
export function extractCodeBlocks(docFile: string, source: string): CodeBlock[] {
  const lines = source.split('\n');
  const blocks: CodeBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const opening = fenceOpening.exec(lines[index] ?? '');
    if (!opening?.groups) {
      index += 1;
      continue;
    }
    const fence = opening.groups.fence ?? '```';
    const language = (opening.groups.language ?? '').toLowerCase();
    const meta = opening.groups.meta ?? '';
    const body: string[] = [];
    let cursor = index + 1;
    while (cursor < lines.length && !isClosingFence(lines[cursor] ?? '', fence)) {
      body.push(lines[cursor] ?? '');
      cursor += 1;
    }
    const extension = extensionByLanguage[language];
    if (extension) {
      blocks.push({
        docFile,
        startLine: index + 2,
        extension,
        fragment: /(^|\s)fragment(\s|$)/.test(meta),
        code: body.join('\n'),
      });
    }
    index = cursor + 1;
  }
  return blocks;
}

function isClosingFence(line: string, fence: string): boolean {
  const trimmed = line.trim();
  return trimmed.startsWith(fence) && /^[`~]+$/.test(trimmed) && trimmed.length >= fence.length;
}

/** Lists the .md and .mdx files below the given folders, sorted, skipping the generated API. */
export function findMarkdownFiles(folders: readonly string[]): string[] {
  return folders
    .flatMap((folder) => readdirSync(folder, {recursive: true, withFileTypes: true}))
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}docs${path.sep}api${path.sep}`))
    .sort();
}
