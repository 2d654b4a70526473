import {createHash} from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {mcpDataDirectory, type SymbolsFile, symbolsFileName} from '../../../mcp/dataFormat';
import {lexicalVersion} from '../../data/site';
import {type ApiEntryPoint, lexicalEntryPoints} from './entryPoints';
import {sidebarFileName} from './readSidebar';
import {readSinceData, sinceDataFile} from './sinceNotes';
import {symbolIndexFileName} from './symbolIndexFile';

export interface ApiReferenceOptions {
  /** GitHub address of the Lexical repository at the pinned tag, for "Defined in" links. */
  sourceBaseUrl: string;
}

/** The plugin's options, checked: a config mistake fails the build with a clear message. */
export function validateApiReferenceOptions(options: unknown): ApiReferenceOptions {
  const sourceBaseUrl = (options as Partial<ApiReferenceOptions> | undefined)?.sourceBaseUrl;
  if (typeof sourceBaseUrl !== 'string' || !/^https:\/\/\S+[^/]$/.test(sourceBaseUrl)) {
    throw new Error(
      `api-reference: "sourceBaseUrl" must be an https address without a trailing slash, got ${JSON.stringify(sourceBaseUrl)}.`,
    );
  }
  return {sourceBaseUrl};
}

/** The docs folder the reference is written to; its hand-written index.md stays. */
const apiDocsFolder = 'api';
/** The symbol records for the MCP server, kept with the Markdown and copied into each build. */
const symbolRecordsFile = 'mcp-symbols.json';
/** What the generator owns inside the API folder; removed before every generation. */
const generatedEntries = [
  'modules',
  'classes',
  'interfaces',
  'modules.md',
  sidebarFileName,
  symbolIndexFileName,
  symbolRecordsFile,
];
const cacheKeyFile = '.generated-key';

/**
 * A key for one generation: the Lexical packages and versions, the options, and this plugin's
 * own code. An unchanged key means the Markdown on disk is current, so `npm start` skips TypeDoc.
 */
function cacheKey(
  siteDir: string,
  entryPoints: readonly ApiEntryPoint[],
  options: ApiReferenceOptions,
): string {
  const hash = createHash('sha256');
  for (const entry of entryPoints) {
    const manifest = path.join(siteDir, 'node_modules', entry.packageName, 'package.json');
    hash.update(
      `${entry.importPath}@${(JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version}\n`,
    );
  }
  hash.update(JSON.stringify(options));
  hash.update(readFileSync(path.join(siteDir, sinceDataFile)));
  for (const file of readdirSync(__dirname).sort()) {
    hash.update(readFileSync(path.join(__dirname, file)));
  }
  return hash.digest('hex');
}

/**
 * Generates the API reference (spec §2, 'api' sidebar) into docs/api/ with TypeDoc, from the
 * declaration files of the pinned `lexical` and `@lexical/*` packages, when the site loads.
 */
export default async function apiReferencePlugin(
  context: LoadContext,
  rawOptions: unknown,
): Promise<Plugin> {
  const options = validateApiReferenceOptions(rawOptions);
  const apiFolder = path.join(context.siteDir, 'docs', apiDocsFolder);
  const entryPoints = lexicalEntryPoints(context.siteDir);
  const key = cacheKey(context.siteDir, entryPoints, options);
  const keyFile = path.join(apiFolder, cacheKeyFile);
  if (!existsSync(keyFile) || readFileSync(keyFile, 'utf8') !== key) {
    const started = performance.now();
    for (const entry of generatedEntries) {
      rmSync(path.join(apiFolder, entry), {recursive: true, force: true});
    }
    mkdirSync(apiFolder, {recursive: true});
    // Loaded here, not at the top: Docusaurus evaluates the config more than once, and TypeDoc
    // must only be loaded once per process.
    const {generateApiMarkdown} = await import('./generate');
    const {buildApiSidebar} = await import('./sidebar');
    const {project, splits, symbols, symbolRecords} = await generateApiMarkdown({
      entryPoints,
      outDir: apiFolder,
      tsconfig: path.join(__dirname, 'tsconfig.typedoc.json'),
      sourceBaseUrl: options.sourceBaseUrl,
      urlBase: `${context.baseUrl}docs/${apiDocsFolder}/`,
      since: readSinceData(context.siteDir, lexicalVersion),
    });
    const {writePackageIndexPages} = await import('./packageIndexPages');
    const packageIndexPages = writePackageIndexPages(apiFolder, project, entryPoints);
    const sidebar = buildApiSidebar(project, entryPoints, apiDocsFolder, splits, packageIndexPages);
    writeFileSync(path.join(apiFolder, sidebarFileName), `${JSON.stringify(sidebar, null, 2)}\n`);
    writeFileSync(
      path.join(apiFolder, symbolIndexFileName),
      `${JSON.stringify(symbols, null, 2)}\n`,
    );
    const records: SymbolsFile = {
      generatedBy: 'src/plugins/api-reference (npm run build)',
      lexicalVersion,
      siteUrl: new URL(context.baseUrl, context.siteConfig.url).href,
      symbols: symbolRecords,
    };
    writeFileSync(path.join(apiFolder, symbolRecordsFile), JSON.stringify(records));
    writeFileSync(keyFile, key);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `[api-reference] Generated ${entryPoints.length} modules with TypeDoc in ${seconds} s.`,
    );
  }
  return {
    name: 'lexical-api-reference',
    postBuild({outDir}) {
      const mcpFolder = path.join(outDir, mcpDataDirectory);
      mkdirSync(mcpFolder, {recursive: true});
      copyFileSync(path.join(apiFolder, symbolRecordsFile), path.join(mcpFolder, symbolsFileName));
    },
  };
}
