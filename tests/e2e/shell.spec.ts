import {colorModeToggleName, expect, gotoHydrated, linkName, test} from './fixtures';

test.describe('navbar', () => {
  const items = [
    {name: 'Playground', href: 'https://playground.lexical.dev/'},
    {name: 'Docs', href: '/docs/intro'},
    {name: 'API', href: '/docs/api/'},
    {name: 'Community', href: '/community'},
    {name: 'iOS docs', href: 'https://facebook.github.io/lexical-ios/'},
    {name: 'Gallery', href: '/gallery'},
    {name: 'GitHub', href: 'https://github.com/facebook/lexical'},
    {name: 'iOS GitHub', href: 'https://github.com/facebook/lexical-ios'},
  ];

  for (const item of items) {
    test(`has the ${item.name} item`, async ({page}) => {
      await gotoHydrated(page, '/');
      const navbar = page.getByRole('navigation', {name: 'Main'});
      const link = navbar.getByRole('link', {name: linkName(item.name)});
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', item.href);
    });
  }

  test('brand links to the home page', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: /Lexical/})
      .first()
      .click();
    await expect(page).toHaveURL('/');
  });

  test('draws the logo inline, in the colours of the colour mode, with no image to fetch', async ({
    page,
  }) => {
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(request.url());
    });
    await gotoHydrated(page, '/docs/intro');
    const logo = page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('img', {name: 'Lexical logo'})
      .first();
    const tile = logo.locator('rect');
    await expect(tile).toHaveCSS('fill', 'rgb(11, 61, 145)');
    await page.getByRole('button', {name: colorModeToggleName}).click();
    await expect(tile).toHaveCSS('fill', 'rgb(232, 241, 255)');
    expect(images).toEqual([]);
  });

  test('offers a skip link to the main content as the first tab stop', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
  });
});

test.describe('footer', () => {
  test('has the Docs, Community, More and Legal groups with their links', async ({page}) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    for (const title of ['Docs', 'Community', 'More', 'Legal']) {
      await expect(footer.getByText(title, {exact: true})).toBeVisible();
    }
    for (const name of [
      'Introduction',
      'Discord',
      'Stack Overflow',
      'X',
      'GitHub',
      'Privacy',
      'Terms',
    ]) {
      await expect(footer.getByRole('link', {name: linkName(name)})).toBeVisible();
    }
    await expect(footer).toContainText('Copyright © 2025');
  });
});

test('every outside link opens in a new tab without an opener', async ({page}) => {
  for (const path of ['/', '/community', '/gallery', '/docs/intro']) {
    await gotoHydrated(page, path);
    const outside = page.locator('a[href^="http"]:not([href^="http://localhost"])');
    const count = await outside.count();
    expect(count, `${path} has outside links`).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const link = outside.nth(index);
      const href = await link.getAttribute('href');
      await expect(link, `${href} on ${path}`).toHaveAttribute('target', '_blank');
      await expect(link, `${href} on ${path}`).toHaveAttribute('rel', /noopener/);
    }
  }
});

test('the document root is marked hydrated', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
});

test.describe('on a phone-sized screen (below 996 px)', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the navigation drawer opens with the main menu', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer.getByRole('link', {name: 'Community'})).toBeVisible();
    await expect(drawer.getByRole('link', {name: 'Gallery'})).toBeVisible();
  });

  test('on a docs page the drawer shows the docs menu and goes back to the main menu', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/intro');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer.getByRole('link', {name: 'Introduction'})).toBeVisible();
    await drawer.getByRole('button', {name: '← Back to main menu'}).click();
    await expect(drawer.getByRole('link', {name: 'Community'})).toBeVisible();
  });

  test('the drawer is rendered when the reader comes near its toggle, then slides in', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/api/classes/lexical.LexicalEditor');
    const drawer = page.locator('.navbar-sidebar');
    // Not at page load: on an API page it holds hundreds of links of the API sidebar.
    await expect(drawer).toHaveCount(0);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.hover();
    await expect(drawer).toBeAttached();
    await expect(drawer).toBeHidden();
    // Rendered closed before the click, it slides in rather than appearing at once: a CSS
    // transition of its transform runs only for an element whose closed style was computed.
    await drawer.evaluate((element) => {
      element.addEventListener('transitionrun', (event) => {
        if ((event as TransitionEvent).propertyName === 'transform')
          element.setAttribute('data-test-slid', 'true');
      });
    });
    await toggle.click();
    await expect(drawer.getByRole('link', {name: 'LexicalEditor', exact: true})).toBeVisible();
    await expect(drawer).toHaveAttribute('data-test-slid', 'true');
  });

  test('the drawer opens from the keyboard', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer.getByRole('link', {name: 'Introduction'})).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
