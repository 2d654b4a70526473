import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const folder = path.join(import.meta.dirname, '../../node_modules/.cache/unit-test-modules');
let written = 0;

/**
 * JavaScript source as a module, fresh each time: written to a file in the bundlers' cache folder
 * (named after `name`), then imported, so that its imports resolve as the app's do.
 */
export async function importSource<T>(name: string, source: string): Promise<T> {
  mkdirSync(folder, {recursive: true});
  const file = path.join(folder, `${name}-${process.pid}-${++written}.mjs`);
  writeFileSync(file, source);
  return (await import(/* @vite-ignore */ file)) as T;
}
