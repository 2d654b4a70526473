import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';

// The stock site must match the Docusaurus we run, so its version is read, never typed.
const {version: docusaurusVersion} = createRequire(import.meta.url)(
  '@docusaurus/core/package.json',
) as {version: string};

/**
 * Where the stock site lives: the user's cache folder, outside the repository so that our lint,
 * type-check, tests and build never see it, and kept across reboots (unlike os.tmpdir()) because
 * creating, installing and building it takes minutes. One folder per Docusaurus version.
 */
export const stockSiteDir = path.join(
  process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'),
  'lexical-website',
  `stock-docusaurus-${docusaurusVersion}`,
);

function run(command: string, args: string[], cwd: string): void {
  console.error(`$ ${command} ${args.join(' ')}   (in ${cwd})`);
  // Their output goes to stderr: stdout is kept for the measurements.
  const result = spawnSync(command, args, {cwd, stdio: ['ignore', 2, 2]});
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})`);
  }
}

/**
 * Returns the build folder of the classic template (TypeScript) of our Docusaurus version,
 * creating, installing and building it first if a finished build is not already cached.
 */
export function ensureStockSite(): {buildDir: string; version: string} {
  const buildDir = path.join(stockSiteDir, 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`Preparing the stock Docusaurus ${docusaurusVersion} site in ${stockSiteDir}`);
    if (!existsSync(path.join(stockSiteDir, 'package.json'))) {
      // create-docusaurus refuses an existing folder, such as one left by an interrupted run.
      rmSync(stockSiteDir, {recursive: true, force: true});
      mkdirSync(path.dirname(stockSiteDir), {recursive: true});
      run(
        'npx',
        [
          '--yes',
          `create-docusaurus@${docusaurusVersion}`,
          path.basename(stockSiteDir),
          'classic',
          '--typescript',
          '--skip-install',
          '--package-manager',
          'npm',
        ],
        path.dirname(stockSiteDir),
      );
    }
    run('npm', ['install', '--no-audit', '--no-fund'], stockSiteDir);
    run('npx', ['docusaurus', 'build'], stockSiteDir);
  }
  return {buildDir, version: docusaurusVersion};
}
