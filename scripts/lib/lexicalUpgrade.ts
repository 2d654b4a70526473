import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import prettier from 'prettier';
import semver from 'semver';

import {isLexicalPackage} from '../../src/plugins/api-reference/entryPoints';
import {sinceDataFile} from '../../src/plugins/api-reference/sinceNotes';
import {apiChangesFile} from '../../src/plugins/remark-api-changes/report';
import {type ApiChangeReport, compareReleases} from './apiChanges';
import {apiChangesMarkdown} from './apiChangesMarkdown';
import {guideMentions} from './guideMentions';
import {
  findPublishedPackages,
  type LexicalPackagesRecord,
  packageSetSource,
  packagesFile,
} from './lexicalPackages';
import type {LexicalRegistry} from './lexicalRegistry';
import {
  documentedPackages,
  firstPublished,
  publishedVersions,
  readRelease,
  readReleases,
  releasesBetween,
} from './lexicalReleases';
import {buildSinceData} from './sinceData';
import {checkUpgrade, type UpgradeCheck} from './upgradeCheck';

/**
 * The oldest release whose declarations the since data reads: 0.17.0 came out in August 2024, two
 * years before the 0.50.0 the site first pinned. Symbols it already exports say "0.17.0 or earlier".
 */
export const oldestReleaseRead = '0.17.0';

const generatedBy = 'scripts/lexical-upgrade.ts (npm run lexical:upgrade)';

export {apiChangesFile};

/** The "What's new" page: lists generated from the change report, prose by hand. */
const whatsNewPage = 'docs/whats-new.mdx';

/** What the upgrade needs from the world; tests pass a fake registry and runner. */
export interface UpgradeEnvironment {
  siteDir: string;
  registry: LexicalRegistry;
  /** Runs a command in the site's folder and resolves to whether it exited with 0. */
  run: (command: string, args: readonly string[]) => Promise<boolean>;
  log: (message: string) => void;
}

interface SiteManifest {
  dependencies: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function readSiteManifest(siteDir: string): SiteManifest {
  return JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as SiteManifest;
}

/** The version of `lexical` the site pins. */
export function pinnedVersion(siteDir: string): string {
  const pinned = readSiteManifest(siteDir).dependencies.lexical;
  if (!pinned || !semver.valid(pinned)) {
    throw new Error(
      `package.json must pin lexical to one exact version, found ${JSON.stringify(pinned)}.`,
    );
  }
  return pinned;
}

/** Moves every `lexical` and `@lexical/*` pin of the site's package.json to `version`. */
export function movePins(siteDir: string, version: string): void {
  const file = path.join(siteDir, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  for (const field of ['dependencies', 'devDependencies']) {
    const pins = manifest[field] as Record<string, string> | undefined;
    for (const name of Object.keys(pins ?? {})) {
      if (pins && isLexicalPackage(name)) pins[name] = version;
    }
  }
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Writes JSON as Prettier would, so that `format:check` passes on generated files. */
async function writeJson(siteDir: string, file: string, data: unknown): Promise<void> {
  const target = path.join(siteDir, file);
  const config = await prettier.resolveConfig(target);
  writeFileSync(target, await prettier.format(JSON.stringify(data), {...config, filepath: target}));
}

/** What `--check` finds, with the packages and their published versions it looked at. */
export interface UpgradeCheckResult {
  check: UpgradeCheck;
  packages: string[];
  published: Map<string, string[]>;
}

/** `--check`: which newer releases the site could move to. Changes nothing. */
export async function runUpgradeCheck(env: UpgradeEnvironment): Promise<UpgradeCheckResult> {
  const packages = documentedPackages(env.siteDir);
  const published = await publishedVersions(env.registry, packages);
  return {check: checkUpgrade(pinnedVersion(env.siteDir), published), packages, published};
}

/**
 * Records the Lexical packages published at `version` that the known ones (the documented
 * packages and the site's pins) lead to, so that a package new in that release becomes documented
 * (and a missing guide page in `npm test`). Returns the record.
 */
export async function writePackagesRecord(
  env: UpgradeEnvironment,
  version: string,
): Promise<LexicalPackagesRecord> {
  const pinned = Object.keys(readSiteManifest(env.siteDir).dependencies).filter(isLexicalPackage);
  const found = await findPublishedPackages(env.registry, version, [
    ...documentedPackages(env.siteDir),
    ...pinned,
  ]);
  const record = {generatedBy, version, source: packageSetSource, ...found};
  await writeJson(env.siteDir, packagesFile, record);
  return record;
}

/**
 * Writes the record of the packages published at `version`, the since data for `version` (from
 * {@link oldestReleaseRead}) and the API change report from `from` to `version`, all read from
 * the registry; returns the report.
 */
export async function writeReleaseData(
  env: UpgradeEnvironment,
  version: string,
  from: string,
): Promise<ApiChangeReport> {
  await writePackagesRecord(env, version);
  const published = await publishedVersions(env.registry, documentedPackages(env.siteDir));
  const reads = await readReleases(
    env.registry,
    published,
    releasesBetween(published, oldestReleaseRead, version),
    env.log,
  );
  await writeJson(
    env.siteDir,
    sinceDataFile,
    buildSinceData(reads, firstPublished(published), generatedBy),
  );
  const to = reads.at(-1);
  if (!to) {
    throw new Error(`No release of lexical from ${oldestReleaseRead} to ${version} is published.`);
  }
  const before =
    reads.find((read) => read.version === from) ??
    (await readRelease(env.registry, published, from));
  const report = compareReleases(
    before,
    to,
    (symbols) => guideMentions(env.siteDir, symbols),
    generatedBy,
  );
  await writeJson(env.siteDir, apiChangesFile.json, report);
  writeFileSync(path.join(env.siteDir, apiChangesFile.markdown), apiChangesMarkdown(report));
  return report;
}

/** The release of `lexical` before `version` on the registry. */
function previousRelease(versions: readonly string[], version: string): string {
  const previous = versions.filter((candidate) => semver.lt(candidate, version)).at(-1);
  if (!previous) {
    throw new Error(`No release of lexical is older than ${version}.`);
  }
  return previous;
}

/**
 * `<version>`: moves every pin to `version` (default: the newest release with every documented
 * package), installs, writes the since data and the change report from the old pin (from the
 * release before, when `version` is the pin), then rebuilds the site, which regenerates the API
 * reference and the error codes, and runs the doc-code and doc-run checks. Refuses a version at
 * which a documented package is not published. Resolves to whether every step passed.
 */
export async function runUpgrade(env: UpgradeEnvironment, requested?: string): Promise<boolean> {
  const {check, packages, published} = await runUpgradeCheck(env);
  const version = requested ?? check.newestComplete;
  if (version === undefined) {
    env.log(`No release newer than ${check.pinned} has every documented package; nothing to do.`);
    return true;
  }
  if (!semver.valid(version) || semver.lt(version, check.pinned)) {
    throw new Error(`${version} is not a release at or after the pinned ${check.pinned}.`);
  }
  const missing = packages.filter((name) => !published.get(name)?.includes(version));
  if (missing.length > 0) {
    throw new Error(
      `Lexical ${version} cannot be pinned: not published at ${version}: ${missing.join(', ')}.`,
    );
  }
  const from =
    version === check.pinned
      ? previousRelease(published.get('lexical') ?? [], version)
      : check.pinned;
  env.log(`Pinning every Lexical package to ${version}.`);
  movePins(env.siteDir, version);
  if (!(await env.run('npm', ['install', '--no-audit', '--no-fund']))) {
    env.log('npm install failed; the pins are moved, nothing else is.');
    return false;
  }
  const report = await writeReleaseData(env, version, from);
  env.log(
    `Wrote ${sinceDataFile} and the change report ${from} → ${version} (${apiChangesFile.markdown}): ` +
      `${report.packages.length} packages changed, ${report.guideMentions.length} guide pages to revisit.`,
  );
  if (version !== check.pinned) {
    // The page's lists follow the report; its prose is written by hand (issue 42).
    env.log(
      `The lists of ${whatsNewPage} now report ${from} → ${version}; rewrite its prose and title ` +
        `for the new release (tests/unit/content/whatsNew.test.ts fails until then).`,
    );
  }
  const failed: string[] = [];
  for (const script of ['build', 'check:doc-code', 'check:doc-run']) {
    if (!(await env.run('npm', ['run', script]))) failed.push(script);
  }
  if (failed.length > 0) {
    env.log(
      `Failed: ${failed.map((script) => `npm run ${script}`).join(', ')}; see above and ${apiChangesFile.markdown}.`,
    );
  }
  return failed.length === 0;
}
