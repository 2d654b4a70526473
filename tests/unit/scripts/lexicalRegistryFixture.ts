import {cpSync, existsSync, mkdirSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {type LexicalRegistry, releasePackageDir} from '@site/scripts/lib/lexicalRegistry';

/**
 * Fixture declarations of two packages over five releases, for the upgrade's tests:
 * - `lexical`: `$old` since before the oldest release read (0.17.0: it is in 0.16.0 too);
 *   `$added` arrives in 0.19.0; `$removed` goes in 0.19.0; `$deprecated` is deprecated from
 *   0.19.0; `$changing` takes a parameter from 0.19.0; class `OldThing` gains `walk` in 0.19.0 (an additive change).
 * - `@lexical/extra`: first published in 0.17.0, not published in 0.20.0; re-exports `$old`.
 *   It depends on `@lexical/hidden` (an `internal` package) and, from 0.19.0, on
 *   `@lexical/newcomer`, first published in 0.19.0: the site pins neither.
 */
const core = {
  old: 'export declare function $old(): void;',
  removed: 'export declare function $removed(): string;',
  deprecated: 'export declare function $deprecated(): void;',
  deprecatedTagged: '/** @deprecated Use $added. */\nexport declare function $deprecated(): void;',
  changingBefore: 'export declare function $changing(): void;',
  changingAfter: 'export declare function $changing(flag: boolean): void;',
  added: 'export declare const $added: () => number;',
  thing: 'export declare class OldThing {\n  run(): void;\n  private secret;\n}',
  thingWalks:
    'export declare class OldThing {\n  run(): void;\n  walk(): void;\n  private secret;\n}',
};

const extra =
  "export {$old as $oldFromCore} from 'lexical';\nexport type ExtraOptions = {on: boolean};";

const coreUntil018 = [core.old, core.removed, core.deprecated, core.changingBefore, core.thing];
const coreFrom019 = [
  core.old,
  core.deprecatedTagged,
  core.changingAfter,
  core.added,
  core.thingWalks,
];

const hidden = 'export declare function internalHelper(): void;';
const newcomer = 'export declare function $fresh(): void;';

export const fixtureDeclarations: Record<string, Record<string, string>> = {
  '0.16.0': {lexical: core.old},
  '0.17.0': {lexical: coreUntil018.join('\n'), '@lexical/extra': extra, '@lexical/hidden': hidden},
  '0.18.0': {lexical: coreUntil018.join('\n'), '@lexical/extra': extra, '@lexical/hidden': hidden},
  '0.19.0': {
    lexical: coreFrom019.join('\n'),
    '@lexical/extra': extra,
    '@lexical/hidden': hidden,
    '@lexical/newcomer': newcomer,
  },
  '0.20.0': {lexical: coreFrom019.join('\n'), '@lexical/newcomer': newcomer},
};

/** The fixture manifest's dependencies of a package at a version (see above). */
function fixtureDependencies(name: string, version: string): Record<string, string> {
  if (name === 'lexical') return {};
  if (name !== '@lexical/extra') return {lexical: version};
  const newcomer: Record<string, string> =
    version === '0.19.0' ? {'@lexical/newcomer': version} : {};
  return {'@lexical/hidden': version, ...newcomer, lexical: version};
}

/** Writes the fixture releases under `root` in the registry's layout (see LexicalRegistry). */
export function writeFixtureRegistry(root: string): LexicalRegistry {
  for (const [version, packages] of Object.entries(fixtureDeclarations)) {
    for (const [name, declarations] of Object.entries(packages)) {
      const dir = releasePackageDir(root, version, name);
      mkdirSync(dir, {recursive: true});
      const dependencies = fixtureDependencies(name, version);
      const keywords = name === '@lexical/hidden' ? ['lexical', 'internal'] : ['lexical'];
      writeFileSync(
        path.join(dir, 'package.json'),
        JSON.stringify({
          name,
          version,
          keywords,
          dependencies,
          exports: {'.': {types: './index.d.ts'}},
        }),
      );
      writeFileSync(path.join(dir, 'index.d.ts'), `${declarations}\n`);
    }
  }
  const versions = Object.keys(fixtureDeclarations);
  return {
    versions: (name) =>
      Promise.resolve(
        versions.filter((version) => existsSync(releasePackageDir(root, version, name))),
      ),
    packageDir: (name, version) => Promise.resolve(releasePackageDir(root, version, name)),
  };
}

/**
 * A site under `siteDir` that pins both packages to `pinned`, installed from the fixture
 * registry at `registryRoot`, with one guide page that mentions `$removed` and `$changing`.
 */
export function writeFixtureSite(siteDir: string, registryRoot: string, pinned: string): void {
  mkdirSync(path.join(siteDir, 'docs', 'concepts'), {recursive: true});
  mkdirSync(path.join(siteDir, 'src', 'data'), {recursive: true});
  writeFileSync(
    path.join(siteDir, 'package.json'),
    `${JSON.stringify({name: 'site', dependencies: {'@lexical/extra': pinned, lexical: pinned, react: '19.0.0'}}, null, 2)}\n`,
  );
  const installed = path.join(registryRoot, pinned, 'node_modules');
  for (const name of readdirSync(installed, {recursive: true, encoding: 'utf8'})) {
    if (name.endsWith('package.json')) {
      mkdirSync(path.join(siteDir, 'node_modules', path.dirname(name)), {recursive: true});
      cpSync(path.join(installed, name), path.join(siteDir, 'node_modules', name));
    }
  }
  writeFileSync(
    path.join(siteDir, 'docs', 'concepts', 'nodes.md'),
    'Call `$removed()` and then `$changing()` on an `OldThing`; `$removedToo` is another name.\n',
  );
  writeFileSync(path.join(siteDir, 'docs', 'intro.md'), 'Nothing here names `$old2`.\n');
  // Generated API pages name everything; they are not guides.
  mkdirSync(path.join(siteDir, 'docs', 'api'), {recursive: true});
  writeFileSync(path.join(siteDir, 'docs', 'api', 'lexical.md'), '### $removed()\n');
}
