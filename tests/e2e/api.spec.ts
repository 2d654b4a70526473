import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {Response} from '@playwright/test';

import type {ApiSidebarItem} from '../../src/plugins/api-reference/readSidebar';
import {expect, gotoHydrated, test} from './fixtures';

/** Every class and interface page the generated 'api' sidebar lists. */
function sidebarPages(items: readonly ApiSidebarItem[]): string[] {
  return items.flatMap((item) =>
    item.type === 'doc'
      ? [`/docs/${item.id}`]
      : [...(item.link ? [`/docs/${item.link.id}`] : []), ...sidebarPages(item.items)],
  );
}

// Written by the build that `npm test` runs before this suite (tests run from the site root).
const generatedSidebar = JSON.parse(
  readFileSync(path.resolve('docs/api/sidebar.json'), 'utf8'),
) as ApiSidebarItem[];
const memberPages = sidebarPages(generatedSidebar).filter((page) =>
  /\/(classes|interfaces)\//.test(page),
);

test('the sidebar starts with the core package', () => {
  expect(generatedSidebar[0]?.label).toBe('lexical');
});

test('the sidebar lists the spec classes and interfaces', () => {
  for (const page of [
    '/docs/api/classes/lexical.LexicalEditor',
    '/docs/api/classes/lexical.EditorState',
    '/docs/api/classes/lexical.RangeSelection',
    '/docs/api/classes/lexical_link.AutoLinkNode',
    '/docs/api/classes/lexical_offset.OffsetView',
    '/docs/api/interfaces/lexical.BaseSelection',
    '/docs/api/interfaces/lexical.SerializedEditorState',
    '/docs/api/interfaces/lexical_yjs.Provider',
    '/docs/api/interfaces/lexical_react_LexicalTablePlugin.TablePluginProps',
  ]) {
    expect(memberPages).toContain(page);
  }
});

test.describe('a sample of 20 class and interface pages', () => {
  const step = Math.max(1, Math.floor(memberPages.length / 20));
  const sample = memberPages.filter((_page, index) => index % step === 0).slice(0, 20);
  for (const page of sample) {
    test(`${page} renders its declaration`, async ({page: browser}) => {
      const response = await browser.goto(page);
      expect(response?.status()).toBe(200);
      await expect(browser.getByRole('heading', {level: 1})).toHaveText(
        /^(Class|Abstract Class|Interface): \S+/,
      );
      await expect(browser.getByText(/^Defined in:/).first()).toBeVisible();
      // Lexical's own declarations link to their source at the pinned tag; nothing else links
      // into the repository (types re-exported from other packages show their path as text).
      const repositoryLinks = browser.locator(
        'a[href^="https://github.com/facebook/lexical/blob/"]',
      );
      for (const href of await repositoryLinks.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      )) {
        expect(href).toMatch(
          /^https:\/\/github\.com\/facebook\/lexical\/blob\/v\d+\.\d+\.\d+\/packages\/lexical[\w-]*\/src\//,
        );
      }
    });
  }
});

test('a class page has its signatures, source links and no edit link', async ({page}) => {
  await gotoHydrated(page, '/docs/api/classes/lexical.LexicalEditor');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Class: LexicalEditor');
  await expect(page.getByRole('heading', {name: 'Methods'})).toBeVisible();
  await expect(page.locator('[id="registercommand"]')).toHaveCount(1);
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveCount(0);
});

test('a node class lists its inherited members once, linked to the declaring class', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/api/classes/lexical.TextNode');
  const inherited = page.locator('h2#inherited-members + p');
  await expect(inherited.getByRole('link', {name: 'LexicalNode', exact: true})).toBeVisible();
  await inherited.getByRole('link', {name: 'getKey', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/api\/classes\/lexical\.LexicalNode#getkey$/);
});

test('a type in a signature links to its own page', async ({page}) => {
  await gotoHydrated(page, '/docs/api/classes/lexical.LexicalEditor');
  await page
    .locator('#geteditorstate')
    .locator('xpath=following::a[normalize-space()="EditorState"][1]')
    .click();
  await expect(page).toHaveURL(/\/docs\/api\/classes\/lexical\.EditorState$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Class: EditorState');
});

test('the api sidebar shows on API pages and not on guides, also when moving between them', async ({
  page,
}) => {
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const apiPackage = sidebar.getByText('@lexical/rich-text', {exact: true});
  await gotoHydrated(page, '/docs/intro');
  await expect(sidebar.getByRole('link', {name: 'Introduction', exact: true})).toBeVisible();
  await expect(apiPackage).toHaveCount(0);
  // The guides and the API reference are separate routes with their own metadata: each sidebar
  // must come with its pages when the app moves between them without a page load.
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API'}).click();
  await expect(page).toHaveURL(/\/docs\/api\/?$/);
  await expect(apiPackage).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(sidebar.getByRole('link', {name: 'Introduction', exact: true})).toBeVisible();
  await expect(apiPackage).toHaveCount(0);
});

test('a guide loads the sidebars and doc metadata of the guides only, an API page of the API', async ({
  page,
}) => {
  /** The sidebars named by the docs version metadata the page fetched (main.js holds none). */
  async function sidebarsLoadedBy(path: string): Promise<string[]> {
    const bodies: Promise<string>[] = [];
    const collect = (response: Response) => {
      if (
        response.request().resourceType() === 'script' &&
        !/\/main\.[0-9a-f]+\.js$/.test(response.url())
      ) {
        bodies.push(response.text());
      }
    };
    page.on('response', collect);
    await gotoHydrated(page, path);
    page.off('response', collect);
    const texts = await Promise.all(bodies);
    return texts.flatMap((text) =>
      [...text.matchAll(/"docsSidebars":\{"(\w+)"/g)].map((match) => match[1] ?? ''),
    );
  }
  expect(await sidebarsLoadedBy('/docs/intro')).toEqual(['docs']);
  expect(await sidebarsLoadedBy('/docs/api/classes/lexical.LexicalEditor')).toEqual(['api']);
});

test.describe('the core module', () => {
  test('its page lists classes and interfaces, and links to its member pages', async ({page}) => {
    await gotoHydrated(page, '/docs/api/modules/lexical');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('lexical');
    const content = page.locator('article');
    await expect(content.getByRole('link', {name: 'LexicalEditor', exact: true})).toBeVisible();
    await content.getByRole('link', {name: '$ functions'}).click();
    await expect(page).toHaveURL(/\/docs\/api\/modules\/lexical\/dollar-functions$/);
    await expect(page.locator('[id="$getroot"]')).toHaveCount(1);
  });

  test('commands are documented under an anchor named after them', async ({page}) => {
    await gotoHydrated(page, '/docs/api/modules/lexical/variables');
    await expect(page.locator('[id="key_enter_command"]')).toHaveCount(1);
  });
});

test.describe('addresses lexical.dev used before', () => {
  test('a hyphenated module name redirects to the module page', async ({page}) => {
    await page.goto('/docs/api/modules/lexical_rich-text');
    await expect(page).toHaveURL(/\/docs\/api\/modules\/lexical_rich_text$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('@lexical/rich-text');
  });

  test('a hyphenated class address redirects to the class page', async ({page}) => {
    await page.goto('/docs/api/classes/lexical_rich-text.HeadingNode');
    await expect(page).toHaveURL(/\/docs\/api\/classes\/lexical_rich_text\.HeadingNode$/);
  });

  test('a class anchor on its module page goes to the class page', async ({page}) => {
    await page.goto('/docs/api/modules/lexical#lexicaleditor');
    await expect(page).toHaveURL(/\/docs\/api\/classes\/lexical\.LexicalEditor$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Class: LexicalEditor');
  });

  test('a function anchor on the core module page goes to where it is documented', async ({
    page,
  }) => {
    await page.goto('/docs/api/modules/lexical#getroot');
    await expect(page).toHaveURL(/\/docs\/api\/modules\/lexical\/dollar-functions#\$getroot$/);
  });
});

test.describe('on a phone-sized screen', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('long module and interface titles fit the page', async ({page}) => {
    for (const path of [
      '/docs/api/modules/lexical_react_LexicalExtensionEditorComposer',
      '/docs/api/interfaces/lexical_react_LexicalExtensionEditorComposer.LexicalExtensionEditorComposerProps',
    ]) {
      await gotoHydrated(page, path);
      const overflow = await page.evaluate(() => {
        const heading = document.querySelector('h1');
        return {
          heading: heading ? heading.scrollWidth - heading.clientWidth : -1,
          page: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      expect(overflow, path).toEqual({heading: 0, page: 0});
    }
  });
});

test('API pages describe themselves to search engines by their heading and summary', async ({
  page,
}) => {
  for (const [path, heading, description] of [
    [
      '/docs/api/classes/lexical.LexicalEditor',
      'Class: LexicalEditor',
      /^LexicalEditor, a class of lexical: /,
    ],
    ['/docs/api/classes/lexical.DOMSlot', 'Class: DOMSlot<T>', /^DOMSlot, a class of lexical/],
    ['/docs/api/modules/lexical_link', '@lexical/link', /^The API of @lexical\/link: /],
    [
      '/docs/api/modules/lexical/dollar-functions',
      'lexical: $ functions',
      /^The \$ functions exported by lexical, /,
    ],
  ] as const) {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    // Not the file name (`lexical.LexicalEditor`) nor the generator's notice.
    await expect(page).toHaveTitle(`${heading} | Lexical`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${heading} | Lexical`,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  }
});

test("@lexical/react's address is a page: its modules, grouped, linked to their pages", async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/api/modules/lexical_react');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('@lexical/react');
  for (const group of ['Extension API', 'Composers', 'Plugins', 'Hooks']) {
    await expect(page.getByRole('heading', {level: 2, name: group})).toBeVisible();
  }
  await page
    .locator('article')
    .getByRole('link', {name: '@lexical/react/LexicalExtensionComposer', exact: true})
    .click();
  await expect(page).toHaveURL(/\/docs\/api\/modules\/lexical_react_LexicalExtensionComposer$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    '@lexical/react/LexicalExtensionComposer',
  );
});

test('guide links in doc comments lead to our guide pages', async ({page}) => {
  await gotoHydrated(page, '/docs/api/modules/lexical_react_LexicalComposer');
  const guide = page.locator('article a[href="/docs/collaboration/react"]').first();
  await expect(guide).toBeVisible();
  await guide.click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Collaboration with React');
});

test('the packages installed with the pinned ones are documented too', async ({page}) => {
  for (const [path, title] of [
    ['/docs/api/modules/lexical_a11y', '@lexical/a11y'],
    ['/docs/api/modules/lexical_code_core', '@lexical/code-core'],
  ] as const) {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
  }
});
