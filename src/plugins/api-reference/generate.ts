import path from 'node:path';

import {Application, type ProjectReflection} from 'typedoc';
import {load as loadMarkdownPlugin} from 'typedoc-plugin-markdown';

import type {SymbolRecord} from '../../../mcp/dataFormat';
import {guideLinkRewriter} from './docCommentLinks';
import type {ApiEntryPoint} from './entryPoints';
import {addLegacyAnchorRedirects} from './legacyAnchors';
import {addSinceNotes, type LexicalSinceData} from './sinceNotes';
import {type ModulePart, splitLargeModulePages} from './splitModulePages';
import {buildSymbolIndex, symbolAddresses} from './symbolIndex';
import {buildSymbolRecords} from './symbolRecords';
import {apiRouterName, generatedHeader, lexicalTypedocPlugin} from './typedocPlugin';

/**
 * Module pages with more Markdown than this are split into parts (see splitModulePages.ts). The
 * HTML of a page is about 2.5 times its Markdown; the budget is 250 KB of HTML per page.
 */
const maxModulePageChars = 80_000;

export interface GenerateOptions {
  entryPoints: readonly ApiEntryPoint[];
  /** Folder the Markdown is written to (absolute). */
  outDir: string;
  /** The tsconfig that makes TypeDoc's program: the packages' declaration files. */
  tsconfig: string;
  /** GitHub address of the repository at the pinned tag, for "Defined in" links. */
  sourceBaseUrl: string;
  /** Site address of the API folder, e.g. `/docs/api/`, for the redirects of old anchors. */
  urlBase: string;
  /** The release each symbol arrived in, for the note under its heading. */
  since: LexicalSinceData;
}

export interface GeneratedApi {
  project: ProjectReflection;
  /** Address of every exported symbol, by name (see symbolIndex.ts). */
  symbols: Record<string, string>;
  /** Every exported symbol of every module, for the MCP server (see symbolRecords.ts). */
  symbolRecords: SymbolRecord[];
  /** The part pages of each module page that was split, keyed by the module page's path. */
  splits: Map<string, ModulePart[]>;
}

/**
 * Runs TypeDoc with typedoc-plugin-markdown over the packages' declaration files and writes one
 * Markdown page per module, class and interface into `outDir`. Plugins are passed as functions so
 * that TypeDoc, the Markdown plugin and our router share one module instance.
 */
export async function generateApiMarkdown(options: GenerateOptions): Promise<GeneratedApi> {
  const app = await Application.bootstrapWithPlugins({
    entryPoints: options.entryPoints.map((entry) => entry.typesFile),
    tsconfig: options.tsconfig,
    plugin: [
      loadMarkdownPlugin,
      lexicalTypedocPlugin(
        options.entryPoints,
        options.sourceBaseUrl,
        // Guide links in doc comments go to our pages (the docs folder holds the API folder).
        guideLinkRewriter(path.dirname(options.outDir)),
      ),
    ],
    router: apiRouterName,
    out: options.outDir,
    // Our own docs/api/index.md introduces the packages; the project page lists the modules.
    readme: 'none',
    entryFileName: 'modules',
    membersWithOwnFile: ['Class', 'Interface'],
    cleanOutputDir: false,
    skipErrorChecking: true,
    excludePrivate: true,
    excludeInternal: true,
    // TypeDoc's defaults, plus @noInheritDoc, which would otherwise render as a section heading.
    excludeTags: [
      '@override',
      '@virtual',
      '@privateRemarks',
      '@satisfies',
      '@overload',
      '@inline',
      '@inlineType',
      '@noInheritDoc',
    ],
    disableGit: true,
    sourceLinkTemplate: `${options.sourceBaseUrl}/{path}#L{line}`,
    // Markdown shaped for Docusaurus pages: the theme draws breadcrumbs and titles.
    hideBreadcrumbs: true,
    hidePageHeader: true,
    sanitizeComments: true,
    // Explicit heading ids, so that each heading carries exactly the anchor links point at.
    useCustomAnchors: true,
    customAnchorsFormat: 'escapedCurlyBrace',
    // Signatures as Markdown, not code blocks: their types link to their pages, and the HTML is
    // several times smaller than syntax-highlighted code.
    useCodeBlocks: false,
    // Parameters and object types as tables rather than a heading per entry: the core module
    // documents hundreds of functions, and every heading costs an anchored element.
    parametersFormat: 'table',
    typeDeclarationFormat: 'table',
    typeDeclarationVisibility: 'compact',
    interfacePropertiesFormat: 'list',
    classPropertiesFormat: 'list',
    logLevel: 'Warn',
  } as Parameters<typeof Application.bootstrapWithPlugins>[0]);
  const project = await app.convert();
  if (!project) {
    throw new Error('TypeDoc could not convert the Lexical packages; see the messages above.');
  }
  await app.generateOutputs(project);
  addSinceNotes(options.outDir, options.entryPoints, options.since);
  const splits = splitLargeModulePages(options.outDir, maxModulePageChars, generatedHeader);
  addLegacyAnchorRedirects(options.outDir, splits, options.urlBase);
  const addresses = symbolAddresses(project, options.outDir, splits, options.urlBase);
  return {
    project,
    splits,
    symbols: buildSymbolIndex(addresses),
    symbolRecords: buildSymbolRecords(project, options.entryPoints, addresses, options.since),
  };
}
