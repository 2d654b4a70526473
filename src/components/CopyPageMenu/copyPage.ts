import {translate} from '@docusaurus/Translate';

/** What the live region says after a copy: that it worked, or why it did not. */
const outcomes = {
  copied: translate({id: 'lexical.copyPage.copied', message: 'Copied the page as Markdown.'}),
  unavailable: translate({
    id: 'lexical.copyPage.unavailable',
    message: "Could not load this page's Markdown. Check your connection and try again.",
  }),
  refused: translate({
    id: 'lexical.copyPage.refused',
    message:
      'Your browser did not allow copying to the clipboard. Use View as Markdown and copy from there.',
  }),
};

type CopyOutcome = keyof typeof outcomes;

/** How long the confirmation stays; a failure stays until the next action. */
const confirmationMs = 4000;
let clearConfirmation: ReturnType<typeof setTimeout> | undefined;

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Puts the Markdown at `url` on the clipboard. Call it straight from the click: the text goes to
 * the clipboard as a promise (`ClipboardItem`), so the write still counts as part of the click in
 * browsers that require that (Safari) although the file is fetched first.
 */
async function copyMarkdown(url: string): Promise<CopyOutcome> {
  const markdown = fetchMarkdown(url);
  markdown.catch(() => {}); // Awaited below; this only keeps an early failure from going unhandled.
  try {
    // Without a clipboard (an insecure page), the calls below throw: that is a refusal too.
    if (typeof ClipboardItem === 'function') {
      const blob = markdown.then((text) => new Blob([text], {type: 'text/plain'}));
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    } else {
      await navigator.clipboard.writeText(await markdown);
    }
    return 'copied';
  } catch {
    // A failed fetch also fails the write: tell the two apart.
    return markdown.then(
      () => 'refused',
      () => 'unavailable',
    );
  }
}

/** Copies the page's Markdown and says how it went through `announce` (null clears it). */
export async function copyPage(url: string, announce: (message: string | null) => void) {
  clearTimeout(clearConfirmation);
  announce(null);
  const outcome = await copyMarkdown(url);
  announce(outcomes[outcome]);
  if (outcome === 'copied') {
    clearConfirmation = setTimeout(() => {
      announce(null);
    }, confirmationMs);
  }
}
