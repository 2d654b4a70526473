import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {anchoredHeadings} from './headings';
import {rewriteLinks} from './markdownLinks';

/** One page split off a large module page. */
export interface ModulePart {
  /** Path from the API folder, e.g. `modules/lexical/functions.md`. */
  file: string;
  /** Sidebar label and page title, e.g. "Functions". */
  label: string;
  /** Anchors of the entries now on this page. */
  anchors: string[];
}

interface PartSpec {
  slug: string;
  label: string;
  /** The page's first sentence and meta description, for the module at this import path. */
  describe: (module: string) => string;
}

const partSpecs: Record<string, PartSpec> = {
  'Type Aliases': {
    slug: 'type-aliases',
    label: 'Type aliases',
    describe: (module) => `The type aliases exported by ${module}.`,
  },
  Variables: {
    slug: 'variables',
    label: 'Variables',
    describe: (module) => `The constants exported by ${module}, such as its commands.`,
  },
  Functions: {
    slug: 'functions',
    label: 'Functions',
    describe: (module) => `The functions exported by ${module}, other than its $ functions.`,
  },
  Enumerations: {
    slug: 'enumerations',
    label: 'Enumerations',
    describe: (module) => `The enumerations exported by ${module}.`,
  },
};

const dollarPart: PartSpec = {
  slug: 'dollar-functions',
  label: '$ functions',
  describe: (module) =>
    `The $ functions exported by ${module}, which work only inside an editor update or read.`,
};

/** Sections that stay on the module page: short lists of links to their own pages. */
const overviewSections = new Set(['Classes', 'Interfaces']);

function splitSections(body: string): [string, string][] {
  return body
    .split(/\n(?=## )/)
    .filter((section) => section.startsWith('## '))
    .map((section) => {
      const newline = section.indexOf('\n');
      return [section.slice(3, newline).trim(), section.slice(newline + 1)];
    });
}

function entriesOf(sectionBody: string): string[] {
  return sectionBody.split(/\n(?=### )/).filter((entry) => entry.startsWith('### '));
}

/**
 * Splits module pages longer than `maxChars` of Markdown (in practice the core `lexical` module,
 * with hundreds of functions) into an overview that keeps the classes and interfaces, and one page
 * per kind of member: type aliases, variables, functions, and the `$` functions apart, since
 * those only work inside an update. Rewrites every link in the API folder to the new places.
 * Returns the parts of each split module page, keyed by the module page's path.
 */
export function splitLargeModulePages(
  apiFolder: string,
  maxChars: number,
  pageHeader: (description: string) => string,
): Map<string, ModulePart[]> {
  const splits = new Map<string, ModulePart[]>();
  const newHomeOfAnchor = new Map<string, Map<string, string>>();
  const moved = new Map<string, {from: string; content: string}>();

  for (const name of readdirSync(path.join(apiFolder, 'modules'))) {
    const file = `modules/${name}`;
    const markdown = readFileSync(path.join(apiFolder, file), 'utf8');
    if (!name.endsWith('.md') || markdown.length <= maxChars) {
      continue;
    }
    // The h1 after the front matter (whose YAML comment also starts with `# `).
    const titleIndex = markdown.indexOf('\n# ', markdown.indexOf('\n---\n'));
    const titleEnd = markdown.indexOf('\n', titleIndex + 1);
    const title = markdown.slice(titleIndex + 3, titleEnd).trim();
    const sections = splitSections(markdown.slice(titleEnd + 1));
    const parts: ModulePart[] = [];
    const anchors = new Map<string, string>();
    let overview = `${markdown.slice(0, titleEnd + 1)}\n`;

    for (const [heading, body] of sections) {
      if (overviewSections.has(heading)) {
        overview += `## ${heading}\n${body}\n`;
        continue;
      }
      const spec = partSpecs[heading] ?? {
        slug: heading.toLowerCase().replace(/\W+/g, '-'),
        label: heading,
        describe: (module: string) => `The ${heading.toLowerCase()} exported by ${module}.`,
      };
      const entries = entriesOf(body);
      const groups: [PartSpec, string[]][] =
        heading === 'Functions'
          ? [
              [dollarPart, entries.filter((entry) => entry.startsWith('### $'))],
              [spec, entries.filter((entry) => !entry.startsWith('### $'))],
            ]
          : [[spec, entries]];
      for (const [partSpec, partEntries] of groups) {
        if (partEntries.length === 0) {
          continue;
        }
        const partFile = `modules/${name.replace(/\.md$/, '')}/${partSpec.slug}.md`;
        const partAnchors = partEntries.flatMap((entry) =>
          anchoredHeadings(entry)
            .filter((heading) => heading.level === 3)
            .map((heading) => heading.anchor),
        );
        for (const anchor of partAnchors) {
          anchors.set(anchor, partFile);
        }
        parts.push({file: partFile, label: partSpec.label, anchors: partAnchors});
        const content = [
          pageHeader(partSpec.describe(title)),
          `# ${title}: ${partSpec.label}\n`,
          // Links are written from the module page's place; rewriteLinks moves them.
          `${partSpec.describe(`\`${title}\``)} The [module page](${name}) lists its classes and interfaces.\n`,
          // The entries were h3 under the module page's h2 groups; here they are the page's sections.
          partEntries.map((entry) => entry.replace(/^### /, '## ')).join('\n'),
        ].join('\n');
        moved.set(partFile, {from: file, content});
      }
    }
    overview += [
      '## Functions, variables and types {/* #members */}',
      '',
      ...parts.map(
        (part) =>
          `- [${part.label}](${path.posix.relative('modules', part.file)}) (${part.anchors.length})`,
      ),
      '',
    ].join('\n');
    moved.set(file, {from: file, content: overview});
    newHomeOfAnchor.set(file, anchors);
    splits.set(file, parts);
  }

  const remap = (target: string, anchor: string) =>
    newHomeOfAnchor.get(target)?.get(anchor) ?? target;
  for (const [file, {from, content}] of moved) {
    mkdirSync(path.dirname(path.join(apiFolder, file)), {recursive: true});
    writeFileSync(path.join(apiFolder, file), rewriteLinks(content, from, file, remap));
  }
  for (const entry of readdirSync(apiFolder, {recursive: true, withFileTypes: true})) {
    const file = path.posix.join(
      path.relative(apiFolder, entry.parentPath).split(path.sep).join('/'),
      entry.name,
    );
    if (!entry.isFile() || !file.endsWith('.md') || moved.has(file) || file === 'index.md') {
      continue;
    }
    const markdown = readFileSync(path.join(apiFolder, file), 'utf8');
    const rewritten = rewriteLinks(markdown, file, file, remap);
    if (rewritten !== markdown) {
      writeFileSync(path.join(apiFolder, file), rewritten);
    }
  }
  return splits;
}
