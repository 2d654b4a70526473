import type {LoadContext, Plugin} from '@docusaurus/types';

import {collectIndex, writeIndex} from './buildIndex';

/**
 * Builds the embedded search index from the rendered site (docs, API pages, blog posts) after the
 * HTML is written. The index is static and content-hashed; the in-browser engine fetches it when
 * a visitor reaches for the search button. Runs in every build, so the embedded engine can take
 * over whenever the hosted one is not configured, and `npm run search:upload` has records to send.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'lexical-search-index',
    async postBuild({outDir, routesPaths}) {
      const siteUrl = new URL(context.baseUrl, context.siteConfig.url).href;
      const index = await collectIndex(outDir, routesPaths, siteUrl);
      const manifest = await writeIndex(outDir, index);
      const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
      console.info(
        `[search-index] ${index.pages.length} pages, ${index.sections.length} sections: ` +
          `${manifest.index} (${kib(manifest.bytes.index)}), ${manifest.texts} (${kib(manifest.bytes.texts)})`,
      );
    },
  };
}
