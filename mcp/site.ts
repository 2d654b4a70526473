import {readBuiltSearchIndex} from '../scripts/lib/builtSearchIndex';
import type {SearchIndexFile} from '../src/search/indexFormat';
import {BuildDirectory} from './buildDirectory';
import {
  type ExamplesFile,
  examplesFileName,
  mcpDataDirectory,
  type SymbolsFile,
  symbolsFileName,
} from './dataFormat';
import {TwinPages} from './pages';
import {SymbolTable} from './tools/getSymbol';
import {DocsSearch} from './tools/searchDocs';

/** What the server answers from: one build of the site, read once. */
export class Site {
  readonly build: BuildDirectory;
  readonly siteUrl: string;
  readonly lexicalVersion: string;
  readonly pages: TwinPages;
  readonly symbols: SymbolTable;
  readonly examples: ExamplesFile;
  private readonly searchIndex: SearchIndexFile;
  private docsSearch: DocsSearch | undefined;

  /** Reads the build in `dir`; fails with how to make one when there is none. */
  constructor(dir: string) {
    this.build = new BuildDirectory(dir);
    const symbolsFile = this.build.readJson(
      `${mcpDataDirectory}/${symbolsFileName}`,
    ) as SymbolsFile;
    this.siteUrl = symbolsFile.siteUrl;
    this.lexicalVersion = symbolsFile.lexicalVersion;
    this.searchIndex = readBuiltSearchIndex(this.build.root).wholeTexts;
    this.pages = new TwinPages(this.build, this.siteUrl, this.searchIndex);
    this.symbols = new SymbolTable(symbolsFile, this.pages);
    this.examples = this.build.readJson(`${mcpDataDirectory}/${examplesFileName}`) as ExamplesFile;
  }

  /** The search engine over the whole texts, built at its first use (most of a second). */
  search(): DocsSearch {
    this.docsSearch ??= new DocsSearch(this.searchIndex);
    return this.docsSearch;
  }
}
