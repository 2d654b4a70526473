/**
 * A worker process of scripts/run-doc-samples.ts (which bundles it): it loads jsdom once, then for
 * each bundled sample file the parent sends, installs a fresh jsdom window as the globals a browser
 * has, imports the sample (each bundle holds its own copy of Lexical and React), awaits its default
 * async function, lets its updates settle, and sends back a `SampleRun`.
 */
import {pathToFileURL} from 'node:url';
import {format} from 'node:util';

import {type DOMWindow, JSDOM, VirtualConsole} from 'jsdom';

import type {SampleRun} from './docSamples';

/** The page samples run in: the one the Quick start tells readers to write. */
const page =
  '<!doctype html><html><body><div id="editor" contenteditable="true"></div></body></html>';
/** Globals Node has too that must be jsdom's, so that DOM nodes accept them. */
const replacedGlobals = new Set([
  'Event',
  'EventTarget',
  'CustomEvent',
  'DOMException',
  'navigator',
]);
const nodeGlobals = new Set(Object.getOwnPropertyNames(globalThis));

let current: SampleRun = {logs: [], errors: [], thrown: null};
let window: DOMWindow | null = null;

function recordThrown(error: unknown): void {
  current.thrown ??= error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** Replaces the globals of the previous sample's window with a new window's. */
function installDom(): void {
  window?.close();
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => {
    current.errors.push(`jsdom: ${error.message}`);
  });
  window = new JSDOM(page, {url: 'http://localhost/', pretendToBeVisual: true, virtualConsole})
    .window;
  const source = window as unknown as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key.startsWith('_') || (nodeGlobals.has(key) && !replacedGlobals.has(key))) {
      continue;
    }
    const value = source[key];
    // Methods such as getSelection() are called bare, without `window.` before them.
    const bound =
      typeof value === 'function' && /^[a-z]/.test(key)
        ? (value as (...args: unknown[]) => unknown).bind(window)
        : value;
    Object.defineProperty(globalThis, key, {value: bound, configurable: true, writable: true});
  }
  Object.assign(globalThis, {window, self: window});
}

function captureConsole(): void {
  console.log = (...args: unknown[]) => {
    current.logs.push(format(...args));
  };
  console.error = (...args: unknown[]) => {
    current.errors.push(format(...args));
  };
  console.warn = console.info = console.debug = () => undefined;
}

/** Lets Lexical's queued updates, their listeners and short timers run. */
async function settle(): Promise<void> {
  for (let tick = 0; tick < 5; tick += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function isAsyncFunction(value: unknown): value is () => Promise<unknown> {
  return typeof value === 'function' && value.constructor.name === 'AsyncFunction';
}

async function runSample(file: string): Promise<SampleRun> {
  current = {logs: [], errors: [], thrown: null};
  installDom();
  try {
    const sample = (await import(pathToFileURL(file).href)) as {default?: unknown};
    if (isAsyncFunction(sample.default)) {
      await sample.default();
    }
  } catch (error) {
    recordThrown(error);
  }
  await settle();
  return current;
}

process.on('uncaughtException', recordThrown);
process.on('unhandledRejection', recordThrown);
captureConsole();
process.on('message', (file: string) => {
  void runSample(file).then((run) => process.send?.(run));
});
// jsdom is loaded: the parent starts timing samples from here.
process.send?.('ready');
