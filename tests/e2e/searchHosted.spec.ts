import type {Page, Request} from '@playwright/test';

import {expect, gotoHydrated, test} from './fixtures';
import {type HeldAnswerHost, startHeldAnswerHost} from './search/heldAnswerHost';
import {hostedE2eSearch} from './search/hostedBuild';
import {searchOffline} from './search/offline';

// These run against the build made with hosted-search settings whose only host is a closed local
// port: every query fails the way it does when all of Algolia's hosts are unreachable, unless the
// test answers for that host itself (`answerSearches`, below).
test.use({
  baseURL: hostedE2eSearch.baseUrl,
  // The browser logs each refused connection, and the client logs the final retry error.
  expectedConsoleErrors: /ERR_CONNECTION_REFUSED|Unreachable hosts/,
});

/** Every test here runs with the network outside this machine cut off. */
searchOffline();

test.describe('hosted search with every host unreachable', () => {
  test('the page preconnects to the search host', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await expect(page.locator('link[rel="preconnect"]')).toHaveAttribute(
      'href',
      hostedE2eSearch.hostOrigin,
    );
  });

  test("the modal shows 'Unable to fetch results'", async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Search docs').fill('editor');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });

  test('after the error screen, the reader types on where they were', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await page.keyboard.press('Control+k');
    const input = page.getByPlaceholder('Search docs');
    await input.pressSequentially('editor');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(input).toHaveValue('editor');
    await input.pressSequentially(' state');
    await expect(input).toHaveValue('editor state');
  });

  test('the search page says so too, and credits Algolia', async ({page}) => {
    await gotoHydrated(page, '/search?q=editor');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    await expect(page.getByText('Search by Algolia')).toBeVisible();
  });
});

/** The one hit the fake host answers with, as an Algolia DocSearch index stores it. */
const fakeHit = {
  objectID: 'e2e-reading-the-editor-state',
  // Absolute, as the crawler records it: the theme turns the site's URLs into local paths.
  url: 'https://lexical.dev/docs/concepts/editor-state#reading-state',
  type: 'lvl2',
  hierarchy: {
    lvl0: 'Concepts',
    lvl1: 'Editor state',
    lvl2: 'Reading the editor state',
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content: null,
  _highlightResult: {
    hierarchy: {
      lvl0: {value: 'Concepts', matchLevel: 'none', matchedWords: []},
      lvl1: {value: '<mark>Editor</mark> state', matchLevel: 'full', matchedWords: ['editor']},
      lvl2: {
        value: 'Reading the <mark>editor</mark> state',
        matchLevel: 'full',
        matchedWords: ['editor'],
      },
    },
  },
  _snippetResult: {
    hierarchy: {
      lvl1: {value: '<mark>Editor</mark> state', matchLevel: 'full'},
      lvl2: {value: 'Reading the <mark>editor</mark> state', matchLevel: 'full'},
    },
  },
};

/** The fake hit's path on this site. */
const fakeHitPath = '/docs/concepts/editor-state#reading-state';

interface AlgoliaQuery {
  query?: string;
  indexName?: string;
  hitsPerPage?: number;
  [parameter: string]: unknown;
}

/** Algolia's answer to a multi-query request body: the fake hit for each query. */
function fakeAnswer(requestBody: string): string {
  const {requests} = JSON.parse(requestBody) as {requests: AlgoliaQuery[]};
  return JSON.stringify({
    results: requests.map(({query = '', indexName, hitsPerPage = 20}) => ({
      // The search page's facet-count queries ask for no hits.
      hits: hitsPerPage > 0 ? [fakeHit] : [],
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage,
      processingTimeMS: 1,
      query,
      params: '',
      exhaustiveNbHits: true,
      index: indexName,
      facets: {docusaurus_tag: {'docs-default-current': 1}, language: {en: 1}},
    })),
  });
}

/**
 * Answers every multi-query sent to the build's (closed) search host with the fake hit, the way
 * Algolia does, and returns the requests it answered.
 */
async function answerSearches(page: Page): Promise<Request[]> {
  const answered: Request[] = [];
  await page.route(`${hostedE2eSearch.hostOrigin}/**`, async (route) => {
    const request = route.request();
    answered.push(request);
    await route.fulfill({
      contentType: 'application/json',
      headers: {'access-control-allow-origin': '*'},
      body: fakeAnswer(request.postData() ?? ''),
    });
  });
  return answered;
}

/** Opens the modal on /docs/intro and types `query`; returns what the modal sent for it. */
async function searchInModal(page: Page, answered: Request[], query: string) {
  await gotoHydrated(page, '/docs/intro');
  await page.keyboard.press('Control+k');
  await page.getByPlaceholder('Search docs').fill(query);
  await expect.poll(() => answered.length, 'the modal sent no query to the host').toBe(1);
  const [request] = answered;
  if (!request) throw new Error('no query reached the search host');
  const {requests} = request.postDataJSON() as {requests: AlgoliaQuery[]};
  return {url: new URL(request.url()), method: request.method(), requests};
}

test.describe('hosted search with a host that answers', () => {
  // The answers are intercepted before the browser connects: nothing is refused, nothing logged.
  test.use({expectedConsoleErrors: null});

  test("the modal sends DocSearch's query, filtered to this site's language and docs", async ({
    page,
  }) => {
    const answered = await answerSearches(page);
    const {url, method, requests} = await searchInModal(page, answered, 'editor');
    expect(method).toBe('POST');
    expect(url.origin).toBe(hostedE2eSearch.hostOrigin);
    expect(url.pathname).toBe('/1/indexes/*/queries');
    // algoliasearch v5 (lite, browser) sends its credentials as query parameters, not headers,
    // so that the request needs no CORS preflight.
    expect(url.searchParams.get('x-algolia-application-id')).toBe('LEXICALE2E');
    expect(url.searchParams.get('x-algolia-api-key')).toBe('e2e-search-only-key');
    expect(url.searchParams.get('x-algolia-agent')).toMatch(/; docusaurus \(\d+\.\d+\.\d+\)/);

    expect(requests).toEqual([
      {
        query: 'editor',
        indexName: 'lexical_e2e',
        attributesToRetrieve: [
          'hierarchy.lvl0',
          'hierarchy.lvl1',
          'hierarchy.lvl2',
          'hierarchy.lvl3',
          'hierarchy.lvl4',
          'hierarchy.lvl5',
          'hierarchy.lvl6',
          'content',
          'type',
          'url',
        ],
        attributesToSnippet: [
          'hierarchy.lvl1:10',
          'hierarchy.lvl2:10',
          'hierarchy.lvl3:10',
          'hierarchy.lvl4:10',
          'hierarchy.lvl5:10',
          'hierarchy.lvl6:10',
          'content:10',
        ],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        // Insights is off in this build.
        clickAnalytics: false,
        facetFilters: [
          'language:en',
          ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
        ],
      },
    ]);
  });

  test("the modal shows the answer's hit, highlighted, at its path on this site", async ({
    page,
  }) => {
    const answered = await answerSearches(page);
    await searchInModal(page, answered, 'editor');
    const hit = page.locator('.DocSearch-Hit');
    await expect(hit).toHaveCount(1);
    await expect(page.locator('.DocSearch-Hit-source')).toHaveText('Concepts');
    await expect(hit.locator('.DocSearch-Hit-title')).toHaveText('Reading the editor state');
    await expect(hit.locator('.DocSearch-Hit-title mark')).toHaveText('editor');
    await expect(hit.locator('.DocSearch-Hit-path')).toHaveText('Editor state');
    await expect(hit.locator('a')).toHaveAttribute('href', fakeHitPath);
  });

  test.describe('with the answer held until the modal stalls', () => {
    // The build's host is sent to a local one that starts the answer at once and finishes it
    // when the page, having seen the stall, asks for the rest. algoliasearch's 1 s connect timeout
    // ends when the answer starts (then 2 s to read it), so nothing races the 300 ms stall: held
    // for 900 ms after the stall, the test still passes.
    let host: HeldAnswerHost;
    test.beforeEach(async ({page}) => {
      host = await startHeldAnswerHost(fakeAnswer);
      await page.route(`${hostedE2eSearch.hostOrigin}/**`, (route) =>
        route.continue({
          url: route.request().url().replace(hostedE2eSearch.hostOrigin, host.origin),
        }),
      );
    });
    test.afterEach(() => host.close());

    test('while the answer is on its way, the modal shows its loading indicator', async ({
      page,
    }) => {
      await gotoHydrated(page, '/docs/intro');
      await page.keyboard.press('Control+k');
      await expect(page.getByPlaceholder('Search docs')).toBeFocused();
      // What the modal shows the moment the search turns 'stalled' (DocSearch's class for it),
      // taken in the page, which then releases the answer.
      await page.evaluate((releaseUrl) => {
        const watched = window as unknown as {stalledModal?: Promise<Record<string, unknown>>};
        watched.stalledModal = new Promise((resolve) => {
          new MutationObserver((_, observer) => {
            const stalled = document.querySelector('.DocSearch-Container--Stalled');
            if (!stalled) return;
            observer.disconnect();
            const display = (selector: string) => {
              const element = stalled.querySelector(selector);
              return element ? getComputedStyle(element).display : null;
            };
            resolve({
              loadingIndicator: display('.DocSearch-LoadingIndicator'),
              magnifier: display('.DocSearch-MagnifierLabel'),
              hits: stalled.querySelectorAll('.DocSearch-Hit').length,
            });
            void fetch(releaseUrl, {mode: 'no-cors'});
          }).observe(document.body, {subtree: true, attributes: true, attributeFilter: ['class']});
        });
      }, host.releaseUrl);
      await page.getByPlaceholder('Search docs').fill('editor');
      const whileStalled = await page.evaluate(
        () => (window as unknown as {stalledModal: Promise<Record<string, unknown>>}).stalledModal,
      );
      expect(whileStalled, 'DocSearch shows its spinner in place of the magnifier').toEqual({
        loadingIndicator: 'flex',
        magnifier: 'none',
        hits: 0,
      });

      await expect(page.locator('.DocSearch-Hit')).toHaveCount(1);
      await expect(page.locator('.DocSearch-Container')).not.toHaveClass(
        /\bDocSearch-Container--Stalled\b/,
      );
      await expect(page.locator('.DocSearch-LoadingIndicator')).toBeHidden();
      await expect(page.locator('.DocSearch-MagnifierLabel')).toBeVisible();
    });
  });

  test("the search page shows the answer: one document, its title, and 'Search by Algolia'", async ({
    page,
  }) => {
    await answerSearches(page);
    await gotoHydrated(page, '/search?q=editor');
    await expect(page.getByText('One document found')).toBeVisible();
    const title = page.getByRole('heading', {level: 2, name: 'Reading the editor state'});
    await expect(title.getByRole('link')).toHaveAttribute('href', fakeHitPath);
    await expect(title.locator('mark')).toHaveText('editor');
    await expect(page.getByText('Search by Algolia')).toBeVisible();
  });
});

test.describe('hosted search on a 390 px wide screen', () => {
  test.use({expectedConsoleErrors: null, viewport: {width: 390, height: 844}});

  test('the modal asks for 5-word snippets', async ({page}) => {
    const answered = await answerSearches(page);
    const {requests} = await searchInModal(page, answered, 'editor');
    expect(requests[0]?.attributesToSnippet).toEqual([
      'hierarchy.lvl1:5',
      'hierarchy.lvl2:5',
      'hierarchy.lvl3:5',
      'hierarchy.lvl4:5',
      'hierarchy.lvl5:5',
      'hierarchy.lvl6:5',
      'content:5',
    ]);
  });
});
