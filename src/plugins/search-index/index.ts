import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import type {SearchIndexFile, SearchManifest} from '../../search/indexFormat';
import {collectIndex, writeIndex} from './buildIndex';
import {SourceIndexer} from './sourceIndex';

function logIndex(label: string, index: SearchIndexFile, manifest: SearchManifest): void {
  const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
  console.info(
    `[search-index] ${label}${index.pages.length} pages, ${index.sections.length} sections: ` +
      `${manifest.index} (${kib(manifest.bytes.index)}), ${manifest.texts} (${kib(manifest.bytes.texts)})`,
  );
}

/**
 * Builds the embedded search index. The index is static and content-hashed; the in-browser engine
 * fetches it when a visitor reaches for the search button.
 *
 * - In a build, from the rendered site (docs, API pages, blog posts) after the HTML is written.
 *   Runs in every build, so the embedded engine can take over whenever the hosted one is not
 *   configured, and `npm run search:upload` has records to send.
 * - Under `npm start`, which renders no HTML, from the Markdown sources: written on start and
 *   again whenever content changes, and served by the dev server at the URLs of the built index.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  const siteUrl = new URL(context.baseUrl, context.siteConfig.url).href;
  const isDevServer = process.env.NODE_ENV === 'development';
  const devIndexDirectory = path.join(context.generatedFilesDir, 'lexical-search-index');
  const sourceIndexer = new SourceIndexer({
    siteDir: context.siteDir,
    siteUrl,
    language: context.i18n.currentLocale,
    markdownConfig: context.siteConfig.markdown,
  });
  return {
    name: 'lexical-search-index',
    async allContentLoaded({allContent}) {
      if (!isDevServer) return;
      const index = await sourceIndexer.collect(allContent);
      logIndex('from the sources: ', index, await writeIndex(devIndexDirectory, index));
    },
    configureWebpack(_config, isServer) {
      if (!isDevServer || isServer) return undefined;
      // Docusaurus merges this into its dev server's options, appending to the static
      // directories. Not watched: a page reloads the index when the search modal opens, not
      // when the index is rewritten. (webpack's own types know no `devServer`.)
      const devServer = {
        static: [{directory: devIndexDirectory, publicPath: context.baseUrl, watch: false}],
      };
      return {devServer} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
    async postBuild({outDir, routesPaths}) {
      const index = await collectIndex(outDir, routesPaths, siteUrl);
      logIndex('', index, await writeIndex(outDir, index));
    },
  };
}
