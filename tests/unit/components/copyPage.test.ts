import {copyPage} from '@site/src/components/CopyPageMenu/copyPage';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

const markdown = '# Editor state\n\nURL: https://lexical.dev/docs/concepts/editor-state\n';

/** Records what the live region would say, in order. */
function announcer() {
  const said: (string | null)[] = [];
  return {said, announce: (message: string | null) => said.push(message)};
}

describe('copyPage', () => {
  let written: string[];

  beforeEach(() => {
    written = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url.endsWith('/missing.md')
            ? new Response('Not found', {status: 404})
            : new Response(markdown, {status: 200}),
        ),
      ),
    );
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {writeText: (text: string) => Promise.resolve(void written.push(text))},
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('copies the Markdown and confirms, then clears the confirmation', async () => {
    vi.useFakeTimers();
    const {said, announce} = announcer();
    await copyPage('/docs/concepts/editor-state.md', announce);
    expect(written).toEqual([markdown]);
    expect(said).toEqual([null, 'Copied the page as Markdown.']);
    vi.advanceTimersByTime(4000);
    expect(said.at(-1)).toBeNull();
  });

  it('says the Markdown could not be loaded when the file is missing, and keeps saying it', async () => {
    vi.useFakeTimers();
    const {said, announce} = announcer();
    await copyPage('/docs/missing.md', announce);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(said).toEqual([
      null,
      "Could not load this page's Markdown. Check your connection and try again.",
    ]);
  });

  it('says the browser refused when the clipboard write fails', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))},
    });
    const {said, announce} = announcer();
    await copyPage('/docs/concepts/editor-state.md', announce);
    expect(said.at(-1)).toBe(
      'Your browser did not allow copying to the clipboard. Use View as Markdown and copy from there.',
    );
  });

  it('treats a page without a clipboard as a refusal', async () => {
    Object.defineProperty(navigator, 'clipboard', {configurable: true, value: undefined});
    const {said, announce} = announcer();
    await copyPage('/docs/concepts/editor-state.md', announce);
    expect(said.at(-1)).toMatch(/did not allow copying/);
  });
});
