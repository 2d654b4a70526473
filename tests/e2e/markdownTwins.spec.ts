import {type APIRequestContext} from '@playwright/test';
import {load} from 'cheerio';

import {annotationOnlySelector} from '../../src/plugins/code-highlighting/typeHintHtml';
import {hasMarkdownTwin, markdownTwinPath} from '../../src/utils/markdownTwinPath';
import {expect, sitemapPaths, test} from './fixtures';

/** The sitemap's pages that have a Markdown twin. */
async function twinnedPaths(request: APIRequestContext): Promise<string[]> {
  return (await sitemapPaths(request)).filter(hasMarkdownTwin);
}

/** What the rendered page says first: its title, first section heading and first code line. */
function firstParts(html: string) {
  const $ = load(html);
  const content = $('.theme-doc-markdown, #__blog-post-container').first();
  const scope = content.length > 0 ? content : $('main');
  // What type hints add to code lines is not code (see typeHintHtml.ts).
  scope.find(annotationOnlySelector).remove();
  const firstCodeLine = scope
    .find('pre')
    .first()
    .find('.token-line')
    .toArray()
    .map((line) => $(line).text())
    .find((line) => line.trim() !== '');
  return {
    title: $('main h1')
      .first()
      .text()
      .replace(/\u200b/g, '')
      .trim(),
    heading: scope
      .find('h2')
      .first()
      .text()
      .replace(/\u200b/g, '')
      .trim(),
    firstCodeLine,
  };
}

test.describe('Markdown twins', () => {
  test.describe.configure({timeout: 180_000});

  test('every docs and blog page in the sitemap has its .md, made from the rendered page', async ({
    request,
  }) => {
    const paths = await twinnedPaths(request);
    expect(paths.length).toBeGreaterThan(300);
    const problems: string[] = [];
    for (const path of paths) {
      const [page, twin] = await Promise.all([
        request.get(path),
        request.get(markdownTwinPath(path)),
      ]);
      if (twin.status() !== 200) {
        problems.push(`${path}: ${markdownTwinPath(path)} answered ${twin.status()}`);
        continue;
      }
      const markdown = await twin.text();
      const {title, heading, firstCodeLine} = firstParts(await page.text());
      if (title && !markdown.startsWith(`# ${title}\n`)) problems.push(`${path}: title`);
      if (!markdown.includes('Lexical 0.50.0')) problems.push(`${path}: version`);
      // Headings may hold Markdown escapes (`\_`), so compare their words.
      const words = (text: string) => text.replace(/[\\`*_]/g, '');
      if (heading && !words(markdown).includes(words(heading))) problems.push(`${path}: heading`);
      if (firstCodeLine && !markdown.includes(firstCodeLine)) problems.push(`${path}: code`);
    }
    expect(problems).toEqual([]);
  });

  test('pages name their twin in <head>', async ({request}) => {
    for (const path of [
      '/docs/intro',
      '/docs/react/',
      '/docs/api/classes/lexical.LexicalEditor',
      // Docusaurus writes a route ending in `.Html` to a file of that name, not to a folder.
      '/docs/api/interfaces/lexical_mdast.Html',
    ]) {
      const $ = load(await (await request.get(path)).text());
      expect($('link[rel=alternate][type="text/markdown"]').attr('href')).toBe(
        markdownTwinPath(path),
      );
      expect((await request.get(markdownTwinPath(path))).status()).toBe(200);
    }
  });

  test('/llms.txt lists every docs page once, and every link in it resolves', async ({request}) => {
    const llms = await (await request.get('/llms.txt')).text();
    expect(llms.startsWith('# Lexical\n\n> ')).toBe(true);
    const links = [...llms.matchAll(/^- \[.+?\]\((https:\/\/lexical\.dev[^)]+)\)/gm)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    const docs = (await sitemapPaths(request)).filter((path) => path.startsWith('/docs'));
    for (const path of docs) {
      expect(
        links.filter((link) => link === markdownTwinPath(path)),
        path,
      ).toHaveLength(1);
    }
    const failing: string[] = [];
    for (const link of links) {
      const status = (await request.get(link)).status();
      if (status !== 200) failing.push(`${link}: ${status}`);
    }
    expect(failing).toEqual([]);
  });

  test('/llms-full.txt holds the guides and /llms-api.txt the API reference', async ({request}) => {
    const full = await (await request.get('/llms-full.txt')).text();
    const api = await (await request.get('/llms-api.txt')).text();
    expect(full.startsWith('# Introduction\n')).toBe(true);
    expect(full).toContain('URL: https://lexical.dev/docs/concepts/editor-state');
    expect(full).not.toContain('URL: https://lexical.dev/docs/api/');
    expect(api).toContain('URL: https://lexical.dev/docs/api/classes/lexical.LexicalEditor');
    expect(api).not.toContain('URL: https://lexical.dev/docs/concepts/');
  });
});
