import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type {ApiChangeReport} from '@site/scripts/lib/apiChanges';
import {type LexicalPackagesRecord, packagesFile} from '@site/scripts/lib/lexicalPackages';
import type {LexicalRegistry} from '@site/scripts/lib/lexicalRegistry';
import {
  apiChangesFile,
  runUpgrade,
  runUpgradeCheck,
  type UpgradeEnvironment,
} from '@site/scripts/lib/lexicalUpgrade';
import {formatUpgradeCheck} from '@site/scripts/lib/upgradeCheck';
import {type LexicalSinceData, sinceDataFile} from '@site/src/plugins/api-reference/sinceNotes';
import {apiChangeLists} from '@site/src/plugins/remark-api-changes';
import {toMarkdown} from 'mdast-util-to-markdown';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';

import {writeFixtureRegistry, writeFixtureSite} from './lexicalRegistryFixture';

let root: string;
let registry: LexicalRegistry;
let siteDir: string;
let commands: string[];
let failing: Set<string>;

function environment(): UpgradeEnvironment {
  return {
    siteDir,
    registry,
    run: (command, args) => {
      const line = [command, ...args].join(' ');
      commands.push(line);
      return Promise.resolve(!failing.has(line));
    },
    log: () => {},
  };
}

const readJson = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(siteDir, file), 'utf8'));
const pins = (): Record<string, string> =>
  (readJson('package.json') as {dependencies: Record<string, string>}).dependencies;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'lexical-upgrade-'));
  registry = writeFixtureRegistry(path.join(root, 'registry'));
  siteDir = path.join(root, 'site');
  writeFixtureSite(siteDir, path.join(root, 'registry'), '0.18.0');
  commands = [];
  failing = new Set();
});

afterEach(() => {
  rmSync(root, {recursive: true, force: true});
});

describe('lexical:upgrade --check', () => {
  it('lists the documented packages missing at each newer release and the newest complete one', async () => {
    const {check, packages} = await runUpgradeCheck(environment());
    expect(packages).toEqual(['lexical', '@lexical/extra']);
    expect(check).toEqual({
      pinned: '0.18.0',
      newer: [
        {version: '0.19.0', missing: []},
        {version: '0.20.0', missing: ['@lexical/extra']},
      ],
      newestComplete: '0.19.0',
    });
    expect(formatUpgradeCheck(check, packages.length)).toBe(
      [
        'Pinned: 0.18.0. Documented packages: 2.',
        '0.19.0: every documented package is published.',
        '0.20.0: not published: @lexical/extra.',
        'Newest release with every documented package: 0.19.0 (npm run lexical:upgrade -- 0.19.0).',
      ].join('\n'),
    );
    expect(commands).toEqual([]);
  });
});

describe('lexical:upgrade <version>', () => {
  it('refuses a release at which a documented package is missing, and changes nothing', async () => {
    const before = readFileSync(path.join(siteDir, 'package.json'), 'utf8');
    await expect(runUpgrade(environment(), '0.20.0')).rejects.toThrow(
      'not published at 0.20.0: @lexical/extra',
    );
    expect(readFileSync(path.join(siteDir, 'package.json'), 'utf8')).toBe(before);
    expect(commands).toEqual([]);
  });

  it('moves every pin to the newest complete release, installs, writes the data and runs the checks', async () => {
    await expect(runUpgrade(environment())).resolves.toBe(true);
    expect(pins()).toEqual({
      '@lexical/extra': '0.19.0',
      lexical: '0.19.0',
      react: '19.0.0',
    });
    expect(commands).toEqual([
      'npm install --no-audit --no-fund',
      'npm run build',
      'npm run check:doc-code',
      'npm run check:doc-run',
    ]);
  });

  it('reports a failed check and says the upgrade did not pass', async () => {
    failing.add('npm run check:doc-run');
    await expect(runUpgrade(environment(), '0.19.0')).resolves.toBe(false);
  });

  it('writes the API change report: added, removed, deprecated and changed symbols, and guide pages', async () => {
    // The guide also names OldThing, whose change only adds a member: not a page to revisit.
    await runUpgrade(environment(), '0.19.0');
    const report = readJson(apiChangesFile.json) as ApiChangeReport;
    expect(report.from).toBe('0.18.0');
    expect(report.to).toBe('0.19.0');
    // @lexical/newcomer is new in 0.19.0: all its symbols are added.
    expect(report.packages.map((changes) => changes.packageName)).toEqual([
      'lexical',
      '@lexical/newcomer',
    ]);
    expect(report.packages[1]?.added).toEqual([
      {module: '@lexical/newcomer', name: '$fresh', kind: 'function'},
    ]);
    const [core] = report.packages;
    expect(core?.added).toEqual([{module: 'lexical', name: '$added', kind: 'variable'}]);
    expect(core?.removed).toEqual([{module: 'lexical', name: '$removed', kind: 'function'}]);
    expect(core?.deprecated).toEqual([{module: 'lexical', name: '$deprecated', kind: 'function'}]);
    expect(core?.changed.map((change) => change.name)).toEqual(['$changing', 'OldThing']);
    expect(core?.changed[0]).toMatchObject({
      before: 'export declare function $changing(): void;',
      after: 'export declare function $changing(flag: boolean): void;',
      additive: false,
    });
    expect(core?.changed[1]?.additive).toBe(true);
    expect(report.guideMentions).toEqual([
      {page: 'docs/concepts/nodes.md', symbols: ['$changing', '$removed']},
    ]);
    const markdown = readFileSync(path.join(siteDir, apiChangesFile.markdown), 'utf8');
    expect(markdown).toContain('# Lexical API changes, 0.18.0 → 0.19.0');
    expect(markdown).toContain('### Removed (1)\n\n- `$removed`, function');
    expect(markdown).toContain('- `OldThing`, class (additions only)');
    expect(markdown).toContain('+    walk(): void;');
    expect(markdown).toContain('- docs/concepts/nodes.md: `$changing`, `$removed`');
  });

  it('writes the release each symbol arrived in, from the oldest release read', async () => {
    await runUpgrade(environment(), '0.19.0');
    const data = readJson(sinceDataFile) as LexicalSinceData;
    expect(data.releases).toEqual(['0.17.0', '0.18.0', '0.19.0']);
    expect(data.modules.lexical).toEqual({
      // In 0.16.0 already, which is older than the oldest release read.
      $old: '<=0.17.0',
      $added: '0.19.0',
      $deprecated: ['<=0.17.0', '0.19.0'],
      $changing: '<=0.17.0',
      OldThing: '<=0.17.0',
      'OldThing.run': '<=0.17.0',
      'OldThing.walk': '0.19.0',
    });
    // @lexical/extra was first published in 0.17.0: that is when its symbols arrived.
    expect(data.modules['@lexical/extra']).toEqual({
      $oldFromCore: '0.17.0',
      ExtraOptions: '0.17.0',
    });
  });

  it('writes what the "What\'s new" page lists: the report of the new release', async () => {
    await runUpgrade(environment(), '0.19.0');
    const report = readJson(apiChangesFile.json) as ApiChangeReport;
    const lists = toMarkdown({type: 'root', children: apiChangeLists(report, {})});
    expect(lists).toContain('type declarations of Lexical 0.18.0 and 0.19.0');
    expect(lists).toContain('### `lexical`');
    expect(lists).toContain('**Added (1)**\n\n* `$added`, variable');
    expect(lists).toContain('### `@lexical/newcomer`');
  });

  it('records the packages published at the new release, found through the known ones, without internal ones', async () => {
    await runUpgrade(environment(), '0.19.0');
    const record = readJson(packagesFile) as LexicalPackagesRecord;
    expect(record).toMatchObject({
      version: '0.19.0',
      // @lexical/newcomer: published from 0.19.0, a dependency of @lexical/extra there.
      packages: ['lexical', '@lexical/extra', '@lexical/newcomer'],
      internal: ['@lexical/hidden'],
    });
    // The next check counts the newly recorded package among the documented ones.
    const {packages} = await runUpgradeCheck(environment());
    expect(packages).toEqual(record.packages);
  });

  it('rewrites the data of the pinned release against the release before it', async () => {
    await runUpgrade(environment(), '0.18.0');
    expect(pins().lexical).toBe('0.18.0');
    const report = readJson(apiChangesFile.json) as ApiChangeReport;
    expect([report.from, report.to]).toEqual(['0.17.0', '0.18.0']);
    expect(report.packages).toEqual([]);
    expect((readJson(packagesFile) as LexicalPackagesRecord).packages).toEqual([
      'lexical',
      '@lexical/extra',
    ]);
  });
});
