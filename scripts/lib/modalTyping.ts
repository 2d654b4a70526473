/**
 * What `npm run bench:search` measures in the search modal of the built site, with the CPU
 * throttled (CDP `Emulation.setCPUThrottlingRate`): for each keystroke, the time from the key
 * until the results list shows that query's results, and the time the engine took in the search
 * worker; and the longest main-thread task (a `longtask` entry) while typing.
 */
import type {Page} from '@playwright/test';

import type {FromWorker} from '../../src/search/embedded/workerProtocol';
import {untilWholeTextsAnswer} from '../../tests/e2e/search/wholeTexts';

/** What the probe records in the page, on the page's own clock (`performance.now()`). */
interface TypingProbe {
  /** When each key went down (the event's timestamp). */
  keys: number[];
  /** Each answer from the search worker: its query, the engine's time, and when it arrived. */
  answers: {query: string; answerMs: number; at: number}[];
  /** When the results list changed (a batch of DOM mutations inside it). */
  renders: number[];
  longTasks: {start: number; duration: number}[];
}

declare global {
  interface Window {
    searchTypingProbe: TypingProbe;
  }
}

/**
 * Runs in the page before its own scripts: wraps `Worker` to read the search worker's answers,
 * and records keys, changes to the results list and long tasks.
 */
function installProbe(): void {
  const probe: TypingProbe = {keys: [], answers: [], renders: [], longTasks: []};
  window.searchTypingProbe = probe;
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener('message', (event: MessageEvent<FromWorker>) => {
        const message = event.data;
        if (message.type !== 'answered') return;
        probe.answers.push({
          query: message.results[0]?.query ?? '',
          answerMs: message.answerMs,
          at: performance.now(),
        });
      });
    }
  };
  document.addEventListener(
    'keydown',
    (event) => {
      probe.keys.push(event.timeStamp);
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probe.longTasks.push({start: entry.startTime, duration: entry.duration});
    }
  }).observe({type: 'longtask', buffered: true});
  // No named function inside: tsx would wrap it in a helper the page does not have.
  new MutationObserver((records) => {
    const changedResults = records.some(({target}) =>
      Boolean(
        (target instanceof Element ? target : target.parentElement)?.closest('.DocSearch-Dropdown'),
      ),
    );
    if (changedResults) probe.renders.push(performance.now());
  }).observe(document, {childList: true, subtree: true, characterData: true, attributes: true});
}

export interface TypingMeasurement {
  rate: number;
  /** Per keystroke, typed one at a time: from the key until the results list showed its answer. */
  inputToResultsMs: number[];
  /**
   * The same time in two parts: from the key until the worker's answer arrived in the page, and
   * from its arrival until the list showed it.
   */
  inputToAnswerMs: number[];
  answerToResultsMs: number[];
  /** Per keystroke: the engine's time in the worker. */
  engineMs: number[];
  /** Keystrokes whose answer changed nothing in the list: timed to the answer's arrival. */
  unchangedRenders: number;
  /** The longest main-thread task while typing (one key at a time, then as fast as keys go). */
  longestTaskMs: number;
  /** Main-thread tasks over 50 ms while typing. */
  longTasks: number;
}

interface KeystrokeTiming {
  inputToResults: number;
  inputToAnswer: number;
  engine: number;
  rendered: boolean;
}

/**
 * How long after an answer a change to the list is looked for, at 1x CPU; throttled, the page's
 * clock runs as fast but the rendering takes `rate` times longer.
 */
const renderWindowMs = 100;

/**
 * Waits for the answer to `query`, typed at key `keyIndex`, and for its results to show, at
 * `rate`x CPU.
 */
function waitForResults(
  page: Page,
  query: string,
  keyIndex: number,
  rate: number,
): Promise<KeystrokeTiming> {
  return page
    .waitForFunction(
      ({query, keyIndex, windowMs}) => {
        const probe = window.searchTypingProbe;
        const key = probe.keys[keyIndex];
        if (key === undefined) return null;
        const answer = probe.answers.find((a) => a.at > key && a.query === query);
        if (!answer) return null;
        const render = probe.renders.find((at) => at >= answer.at);
        // An answer like the last one changes nothing: give the list a moment to show a change.
        if (render === undefined && performance.now() - answer.at < windowMs) return null;
        return {
          inputToResults: (render ?? answer.at) - key,
          inputToAnswer: answer.at - key,
          engine: answer.answerMs,
          rendered: render !== undefined,
        };
      },
      {query, keyIndex, windowMs: renderWindowMs * rate},
    )
    .then((handle) => handle.jsonValue() as Promise<KeystrokeTiming>);
}

const keyCount = (page: Page) => page.evaluate(() => window.searchTypingProbe.keys.length);
const pageNow = (page: Page) => page.evaluate(() => performance.now());

/**
 * Opens the modal and waits until the engine answers from the whole texts (the guide phrase
 * `insertFromPaste` is past its section's lead words), so that every keystroke measured asks the
 * same engine.
 */
async function openLoadedModal(page: Page, siteUrl: string): Promise<void> {
  await page.addInitScript(installProbe);
  await page.goto(`${siteUrl}/docs/intro`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.getByRole('button', {name: 'Search'}).first().click();
  await untilWholeTextsAnswer(page);
  await page.getByPlaceholder('Search docs').fill('');
}

/**
 * Types each query in the modal at `rate`× CPU throttling: one key at a time, each waiting for
 * its results; then each query as fast as keys go, waiting for the whole query's results.
 */
export async function measureModalTyping(
  page: Page,
  siteUrl: string,
  queries: readonly string[],
  rate: number,
): Promise<TypingMeasurement> {
  await openLoadedModal(page, siteUrl);
  const input = page.getByPlaceholder('Search docs');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate});
  const started = await pageNow(page);

  const timings: KeystrokeTiming[] = [];
  for (const query of queries) {
    await input.fill('');
    for (let length = 1; length <= query.length; length += 1) {
      const keyIndex = await keyCount(page);
      await page.keyboard.type(query.charAt(length - 1));
      timings.push(await waitForResults(page, query.slice(0, length), keyIndex, rate));
    }
  }
  for (const query of queries) {
    await input.fill('');
    const keyIndex = await keyCount(page);
    await page.keyboard.type(query);
    await waitForResults(page, query, keyIndex + query.length - 1, rate);
  }

  const longTasks = await page.evaluate(
    (since) =>
      window.searchTypingProbe.longTasks
        .filter((task) => task.start >= since)
        .map((task) => task.duration),
    started,
  );
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
  return {
    rate,
    inputToResultsMs: timings.map((t) => t.inputToResults),
    inputToAnswerMs: timings.map((t) => t.inputToAnswer),
    answerToResultsMs: timings.map((t) => t.inputToResults - t.inputToAnswer),
    engineMs: timings.map((t) => t.engine),
    unchangedRenders: timings.filter((t) => !t.rendered).length,
    longestTaskMs: Math.max(0, ...longTasks),
    longTasks: longTasks.length,
  };
}
