import {encodeSearchIndex} from '@site/src/search/indexEncoding';
import {searchIndexFormatVersion, type SearchManifest} from '@site/src/search/indexFormat';
import {splitSectionTexts} from '@site/src/search/sectionTexts';
import {vi} from 'vitest';

import {sampleIndex} from './sampleIndex';

/** The sample index as a build under the base URL `/base/` serves it. */
export const baseUrl = '/base/';
export const manifestUrl = '/base/search-index/manifest.json';
export const indexUrl = '/base/search-index/index.abc123.json';
export const textsUrl = '/base/search-index/texts.def456.json';
export const manifest: SearchManifest = {
  version: searchIndexFormatVersion,
  index: 'index.abc123.json',
  texts: 'texts.def456.json',
  bytes: {index: 1000, texts: 2000},
};
// Six lead words: the sample's longer sections go on in the texts file.
export const shipped = splitSectionTexts(sampleIndex, 6);
/** The index file as written: in columns. */
export const indexFile = encodeSearchIndex(shipped.index);
export const allFiles: Record<string, unknown> = {
  [manifestUrl]: manifest,
  [indexUrl]: indexFile,
  [textsUrl]: shipped.texts,
};

/** A fetch serving the manifest, index and texts (or `files`), and 404 for anything else. */
export function serveFiles(files: Record<string, unknown> = allFiles) {
  return vi.fn((url: string) =>
    Promise.resolve(
      url in files ? Response.json(files[url]) : new Response('Not found', {status: 404}),
    ),
  );
}

/** A request the sample index answers with {@link expectedHit} alone. */
export const request = {indexName: 'lexical_docs', query: 'registerNodeTransform'};
export const expectedHit = '/docs/concepts/listeners#node-listeners:content';
/** "DOM" is the tenth word of the node listeners section: past its lead words. */
export const domRequest = {indexName: 'lexical_docs', query: 'DOM'};
