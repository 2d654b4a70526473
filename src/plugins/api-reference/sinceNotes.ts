import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import type {ApiEntryPoint} from './entryPoints';

/** The data file, from the site's folder. */
export const sinceDataFile = 'src/data/lexicalSince.json';

/**
 * When each exported symbol arrived: `src/data/lexicalSince.json`, written by
 * `npm run lexical:upgrade` from the published declarations of earlier releases.
 */
export interface LexicalSinceData {
  /** The script that wrote the file. */
  generatedBy: string;
  /** The releases whose declarations were read, oldest first. */
  releases: string[];
  /** By import path, then symbol name (`Class.member` for a class's members). */
  modules: Record<string, Record<string, SinceEntry>>;
}

/**
 * A release (`0.42.0`: first exported in 0.42.0), or a lower bound (`<=0.17.0`: exported in 0.17.0
 * and the releases before it were not read); a pair when the symbol is deprecated, the second
 * being the release its doc comment first says so.
 */
export type SinceEntry = string | [since: string, deprecatedSince: string];

/**
 * The committed data, checked against the pinned version: notes from another release's data would
 * be wrong, so a pin moved by hand fails the build until `npm run lexical:upgrade` has run.
 */
export function readSinceData(siteDir: string, pinnedVersion: string): LexicalSinceData {
  const data = JSON.parse(
    readFileSync(path.join(siteDir, sinceDataFile), 'utf8'),
  ) as LexicalSinceData;
  const newest = data.releases.at(-1);
  if (newest !== pinnedVersion) {
    throw new Error(
      `api-reference: ${sinceDataFile} was read up to Lexical ${newest}, but ${pinnedVersion} is pinned; run \`npm run lexical:upgrade -- ${pinnedVersion}\`.`,
    );
  }
  return data;
}

const lowerBound = '<=';

/** A release as written in {@link SinceEntry}. */
export function sinceRelease(version: string, exact: boolean): string {
  return exact ? version : `${lowerBound}${version}`;
}

function releaseText(release: string): string {
  return release.startsWith(lowerBound)
    ? `${release.slice(lowerBound.length)} or earlier`
    : release;
}

/** The note under a symbol's heading: `Since 0.42.0`, `Since 0.17.0 or earlier · Deprecated since 0.45.0`. */
export function sinceNote(entry: SinceEntry): string {
  const [since, deprecatedSince] = typeof entry === 'string' ? [entry] : entry;
  const note = `Since ${releaseText(since)}`;
  return deprecatedSince === undefined
    ? note
    : `${note} · Deprecated since ${releaseText(deprecatedSince)}`;
}

/** `### $getRoot() \{#$getroot\}`: its level and name (an h1's name is the page's owner). */
const sectionHeading = /^(#{1,3}) (.+?)(?:\(\))?(?: \\\{#[^}]*\\\})?\s*$/;

/** The since-data key of a heading: `name` on a module page; `Owner`, `Owner.member` on its page. */
function symbolKey(level: number, name: string, owner: string | undefined): string | undefined {
  if (level === 3) {
    return owner === undefined ? name : `${owner}.${name}`;
  }
  return level === 1 ? owner : undefined;
}

/**
 * Adds the note under each symbol's heading of one generated page: on a module page the h3 of each
 * function, variable and type; on a class or interface page its h1, and for a class, the h3 of
 * each member. `owner` is the class or interface a page is about.
 */
export function addSinceNotesToPage(
  markdown: string,
  since: Readonly<Record<string, SinceEntry>>,
  owner?: string,
): string {
  const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(markdown)?.[0] ?? '';
  let inFence = false;
  const body = markdown
    .slice(frontMatter.length)
    .split('\n')
    .flatMap((line) => {
      if (line.startsWith('```')) {
        inFence = !inFence;
      }
      const [, hashes = '', name = ''] = (!inFence && sectionHeading.exec(line)) || [];
      const key = symbolKey(hashes.length, name, owner);
      const entry = key === undefined ? undefined : since[key];
      return entry === undefined ? [line] : [line, '', `<small>${sinceNote(entry)}</small>`];
    })
    .join('\n');
  return `${frontMatter}${body}`;
}

const isPage = (file: string): boolean => file.endsWith('.md');

/**
 * Adds the since notes to the generated module, class and interface pages in `apiFolder`, before
 * large module pages are split (so each note moves with its section).
 */
export function addSinceNotes(
  apiFolder: string,
  entryPoints: readonly ApiEntryPoint[],
  data: LexicalSinceData,
): void {
  const importPathBySlug = new Map(entryPoints.map((entry) => [entry.slug, entry.importPath]));
  const rewrite = (file: string, importPath: string | undefined, owner?: string): void => {
    const since = importPath === undefined ? undefined : data.modules[importPath];
    if (since) {
      writeFileSync(file, addSinceNotesToPage(readFileSync(file, 'utf8'), since, owner));
    }
  };
  // Only pages: the folders of split module pages come later, but a page is what is rewritten.
  for (const file of readdirSync(path.join(apiFolder, 'modules')).filter(isPage)) {
    rewrite(path.join(apiFolder, 'modules', file), importPathBySlug.get(file.replace(/\.md$/, '')));
  }
  for (const folder of ['classes', 'interfaces']) {
    for (const file of readdirSync(path.join(apiFolder, folder)).filter(isPage)) {
      // `lexical_react_LexicalComposer.LexicalComposerContextType.md`: module slug, then name.
      const [, slug = '', owner = ''] = /^(.+)\.([^.]+)\.md$/.exec(file) ?? [];
      rewrite(path.join(apiFolder, folder, file), importPathBySlug.get(slug), owner);
    }
  }
}
