/**
 * The one command a maintainer runs when Lexical releases.
 *
 * Usage:
 *   npm run lexical:upgrade -- --check      which newer releases have every documented package
 *   npm run lexical:upgrade [-- <version>]  move every pin to <version> (default: the newest such
 *                                           release), install, write src/data/lexicalSince.json and
 *                                           the API change report, rebuild and run the doc checks
 *
 * `npm run lexical:upgrade -- <pinned version>` rewrites the data and the report (from the release
 * before) without moving anything. Tarballs are kept in ~/.cache/lexical-website/registry.
 */
import {spawn} from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {npmRegistry} from './lib/lexicalRegistry';
import {runUpgrade, runUpgradeCheck, type UpgradeEnvironment} from './lib/lexicalUpgrade';
import {formatUpgradeCheck} from './lib/upgradeCheck';

const cacheDir = path.join(os.homedir(), '.cache', 'lexical-website', 'registry');

function runCommand(command: string, args: readonly string[]): Promise<boolean> {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    spawn(command, args, {stdio: 'inherit'})
      .on('error', reject)
      .on('close', (code) => {
        resolve(code === 0);
      });
  });
}

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    options: {check: {type: 'boolean', default: false}},
    allowPositionals: true,
  });
  const env: UpgradeEnvironment = {
    siteDir: process.cwd(),
    registry: npmRegistry(cacheDir),
    run: runCommand,
    log: (message) => {
      console.log(message);
    },
  };
  if (values.check) {
    const {check, packages} = await runUpgradeCheck(env);
    console.log(formatUpgradeCheck(check, packages.length));
    return;
  }
  if (positionals.length > 1) {
    throw new Error('Give one version at most.');
  }
  if (!(await runUpgrade(env, positionals[0]))) {
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
