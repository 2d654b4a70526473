import {readFileSync} from 'node:fs';
import path from 'node:path';

import {fencedLineFlags, findMarkdownFiles} from '@site/scripts/lib/docCodeBlocks';
import {describe, expect, it} from 'vitest';

const docsDir = path.resolve(import.meta.dirname, '../../../docs');
const pages = findMarkdownFiles([docsDir]).map((file) => ({
  name: path.relative(docsDir, file),
  source: readFileSync(file, 'utf8'),
}));

/** The page without front matter, fenced code, imports and JSX: what a reader reads as prose. */
function prose(source: string): string {
  const inFence = fencedLineFlags(source);
  return source
    .split('\n')
    .filter((_line, index) => !inFence[index])
    .join('\n')
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/<[A-Z][^>]*\/>/g, '');
}

function headingLines(source: string): string[] {
  return prose(source)
    .split('\n')
    .filter((line) => /^#{2,3} /.test(line));
}

describe.each(pages)('docs/$name', ({source}) => {
  it('has a title and a one-sentence description in its front matter', () => {
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
    expect(frontMatter, 'add `title:` to the front matter').toMatch(/^title: .+/m);
    expect(frontMatter, 'add `description:` to the front matter').toMatch(/^description: .{20,}/m);
  });

  it('has at least 200 words of prose', () => {
    expect(prose(source).split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(200);
  });

  it('has no TODO, placeholder text or "coming soon"', () => {
    expect(prose(source)).not.toMatch(/\bTODO\b|\bTBD\b|coming soon|lorem ipsum/i);
  });

  it('gives every ## and ### heading an explicit id', () => {
    const missing = headingLines(source).filter(
      (line) => !/\{\/\* #[\w$.-]+ \*\/\}\s*$/.test(line),
    );
    expect(missing, 'end these headings with {/* #some-id */}').toEqual([]);
  });
});
