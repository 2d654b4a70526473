/**
 * What `npm run bench:search` runs inside Chromium: the embedded engine's own modules, bundled
 * as they are, exposed on `window` for the benchmark page.
 */
import {answerQuery} from '../../src/search/embedded/answerQueries';
import {SearchEngine} from '../../src/search/embedded/engine';
import {toDocSearchRecords} from '../../src/search/toDocSearchRecords';
import {docSearchDisplayOrder} from './docSearchDisplayOrder';

declare global {
  interface Window {
    searchBench: typeof searchBench;
  }
}

const searchBench = {answerQuery, SearchEngine, toDocSearchRecords, docSearchDisplayOrder};
window.searchBench = searchBench;
