/**
 * Renders the social card (`themeConfig.image`: the picture link previews show for every page)
 * from the logo and the site's title and tagline, in Debian's Chromium, to
 * `static/img/social-card.png` at 1200×630, the size Open Graph and X cards display. The PNG is
 * committed; run this again when the logo, title or tagline change.
 *
 * Usage: npm run render:social-card
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {chromium} from '@playwright/test';

import config from '../docusaurus.config';
import {escapeHtml} from '../src/utils/escapeHtml';
import {chromiumLaunchOptions} from '../tests/chromium';

const socialCardSize = {width: 1200, height: 630};

const siteDir = path.resolve(import.meta.dirname, '..');

function cardHtml(logoSvg: string, title: string, tagline: string): string {
  return `<!doctype html>
<html><head><style>
  body { margin: 0; }
  .card {
    box-sizing: border-box; width: ${socialCardSize.width}px; height: ${socialCardSize.height}px;
    padding: 96px; display: flex; flex-direction: column; justify-content: center; gap: 40px;
    background: #0b3d91; color: #ffffff;
    font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif;
  }
  .brand { display: flex; align-items: center; gap: 36px; }
  .brand svg { width: 148px; height: 148px;
    --lexical-logo-tile: #e8f1ff; --lexical-logo-letter: #0b3d91; --lexical-logo-bar: #1f6fd1; }
  h1 { margin: 0; font-size: 112px; letter-spacing: -2px; }
  p { margin: 0; font-size: 46px; line-height: 1.3; max-width: 980px; color: #e8f1ff; }
</style></head>
<body><div class="card">
  <div class="brand">${logoSvg}<h1>${escapeHtml(title)}</h1></div>
  <p>${escapeHtml(tagline)}</p>
</div></body></html>`;
}

async function main(): Promise<void> {
  const image = config.themeConfig?.image;
  if (typeof image !== 'string') throw new Error('docusaurus.config.ts sets no themeConfig.image.');
  const logoSvg = readFileSync(path.join(siteDir, 'static/img/logo.svg'), 'utf8');
  const output = path.join(siteDir, 'static', image);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({viewport: socialCardSize});
    await page.setContent(cardHtml(logoSvg, config.title, config.tagline ?? ''));
    await page.screenshot({path: output, type: 'png'});
  } finally {
    await browser.close();
  }
  console.log(
    `Wrote ${path.relative(siteDir, output)} (${socialCardSize.width}×${socialCardSize.height}).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
