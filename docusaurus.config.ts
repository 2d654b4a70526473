import path from 'node:path';

import type {PluginOptions as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type * as Preset from '@docusaurus/preset-classic';
import type {Config} from '@docusaurus/types';

import {announcement} from './src/data/announcement';
import {lexicalVersion, links} from './src/data/site';
import apiReferencePlugin, {type ApiReferenceOptions} from './src/plugins/api-reference';
import {lexicalEntryPoints} from './src/plugins/api-reference/entryPoints';
import {legacyApiPaths} from './src/plugins/api-reference/redirects';
import {symbolIndexFileName} from './src/plugins/api-reference/symbolIndexFile';
import codeHighlightingPlugin from './src/plugins/code-highlighting';
import remarkHighlightCode, {
  type RemarkHighlightCodeOptions,
} from './src/plugins/code-highlighting/remarkHighlightCode';
import {typeHintPopupsDir} from './src/plugins/code-highlighting/typeHintPopupsModule';
import dependencyPatchesPlugin from './src/plugins/dependency-patches';
import errorCodesPlugin from './src/plugins/error-codes';
import markdownTwinsPlugin, {type MarkdownTwinsOptions} from './src/plugins/markdown-twins';
import recmaContentParts from './src/plugins/mdx-content-parts/recmaContentParts';
import remarkApiChanges, {
  type RemarkApiChangesOptions,
  reportStamp,
} from './src/plugins/remark-api-changes';
import {apiChangesFile} from './src/plugins/remark-api-changes/report';
import remarkApiLinks, {type RemarkApiLinksOptions} from './src/plugins/remark-api-links';
import searchIndexPlugin from './src/plugins/search-index';
import testRoutesPlugin from './src/plugins/test-routes';
import {resolveSearch} from './src/search/searchSettings';

/** The `prism` theme the site config ships: empty, as no page highlights code in the browser. */
const noBrowserCodeTheme = {plain: {}, styles: []};

// Environment flags, read once. Each is optional: the site builds and runs without any of them.
/** Google Analytics (gtag) tracking id; page-view analytics are on only when it is set. */
const gtagTrackingId = process.env.GTAG_TRACKING_ID;

/**
 * Docs search: Algolia when ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME are set,
 * otherwise the embedded in-browser engine (see src/search/searchSettings.ts).
 */
const search = resolveSearch(process.env);
for (const warning of search.warnings) console.warn(`[search] ${warning}`);
const searchBackend = search.backend;

/** The public modules of the pinned Lexical packages, which the API reference documents. */
const apiEntryPoints = lexicalEntryPoints(__dirname);

/** The symbol index the API reference writes: where the guides' symbol links point, in prose,
 * in code samples' type hints and in the "What's new" lists. */
const apiSymbolsFile = path.join(__dirname, 'docs/api', symbolIndexFileName);
/** The API change report `npm run lexical:upgrade` writes: the "What's new" page's lists. */
const apiChangesJson = path.join(__dirname, apiChangesFile.json);

/** Build-time highlighting, with type hints in TypeScript samples, for docs, blog and pages; the
 * hints' popups are written per page beside the bundler's cache. */
const highlightCodePlugin = [
  remarkHighlightCode,
  {
    symbolsFile: apiSymbolsFile,
    popupsDir: typeHintPopupsDir,
  } satisfies RemarkHighlightCodeOptions,
] as const;

/** The docs plugin's options: the guides, and the API reference TypeDoc writes under docs/api. */

const docsOptions = {
  sidebarPath: './sidebars.ts',
  editUrl: links.editDocsBase,
  showLastUpdateTime: true,
  // Before Docusaurus's own: the "What's new" lists' package headings reach the table of contents.
  beforeDefaultRemarkPlugins: [
    [
      remarkApiChanges,
      {
        changesFile: apiChangesJson,
        symbolsFile: apiSymbolsFile,
        reportStamp: reportStamp(apiChangesJson),
      } satisfies RemarkApiChangesOptions,
    ],
  ],
  remarkPlugins: [
    highlightCodePlugin,
    [remarkApiLinks, {symbolsFile: apiSymbolsFile} satisfies RemarkApiLinksOptions],
  ],
  recmaPlugins: [recmaContentParts],
  lastVersion: 'current',
  versions: {current: {label: 'Next'}},
} satisfies DocsOptions;

const config: Config = {
  title: 'Lexical',
  tagline: 'An extensible text editor framework that does things differently',
  favicon: 'img/logo.svg',
  url: 'https://lexical.dev',
  baseUrl: '/',
  organizationName: 'facebook',
  projectName: 'lexical',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  // Spec §5: broken anchors and Markdown links fail the build; broken links are ignored here
  // because the e2e link crawl checks every internal link of the built site instead.
  onBrokenLinks: 'ignore',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  // Spec §4: the colour mode, announcement dismissal and docs version persist under their plain
  // keys ('theme', …); Docusaurus v4 would otherwise suffix every key with a site hash.
  storage: {type: 'localStorage', namespace: false},

  future: {
    v4: true,
    // Rspack + SWC + Lightning CSS: about three times faster builds here than webpack.
    faster: true,
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is added below, wrapped: see src/plugins/docs-api-apart.
        docs: false,
        blog: {
          showReadingTime: true,
          postsPerPage: 3,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          editUrl: links.editDocsBase,
          onInlineAuthors: 'throw',
          onInlineTags: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {type: ['rss', 'atom'], xslt: true},
          remarkPlugins: [highlightCodePlugin],
          recmaPlugins: [recmaContentParts],
        },
        pages: {remarkPlugins: [highlightCodePlugin], recmaPlugins: [recmaContentParts]},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {ignorePatterns: ['/tests/**']},
        gtag: gtagTrackingId ? {trackingID: gtagTrackingId, anonymizeIP: true} : undefined,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // By path, not by function: Docusaurus validates (fills in) the options of a plugin module only.
    [path.join(__dirname, 'src/plugins/docs-api-apart/index.ts'), docsOptions],
    [
      apiReferencePlugin,
      {
        sourceBaseUrl: `${links.repository}/blob/v${lexicalVersion}`,
      } satisfies ApiReferenceOptions,
    ],
    [
      '@docusaurus/plugin-client-redirects',
      {
        createRedirects: (existingPath: string) => legacyApiPaths(existingPath, apiEntryPoints),
      } satisfies Partial<ClientRedirectsOptions>,
    ],
    [errorCodesPlugin, {version: lexicalVersion}],
    codeHighlightingPlugin,
    dependencyPatchesPlugin,
    testRoutesPlugin,
    searchIndexPlugin,
    [
      markdownTwinsPlugin,
      {
        sidebars: [
          {id: 'docs', title: 'Docs', prefixCategories: false},
          {id: 'api', title: 'API reference', prefixCategories: true},
        ],
        apiBasePath: '/docs/api',
      } satisfies MarkdownTwinsOptions,
    ],
  ],

  // Viewport prefetching on an idle-time schedule with a cap per page (see the module).
  clientModules: ['./src/clientModules/scheduledPrefetch.ts'],

  customFields: {search: searchBackend},

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: announcement,
    docs: {sidebar: {autoCollapseCategories: true, hideable: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Lexical',
      hideOnScroll: true,
      // No `logo`: src/theme/Logo draws static/img/logo.svg inline.
      items: [
        {href: links.playground, label: 'Playground', position: 'left'},
        {type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left'},
        {type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left'},
        {to: '/community', label: 'Community', position: 'left'},
        {href: links.iosDocs, label: 'iOS docs', position: 'left'},
        {to: '/gallery', label: 'Gallery', position: 'left'},
        {type: 'docsVersionDropdown', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {href: links.repository, label: 'GitHub', position: 'right'},
        {href: links.iosRepository, label: 'iOS GitHub', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {title: 'Docs', items: [{label: 'Introduction', to: '/docs/intro'}]},
        {
          title: 'Community',
          items: [
            {label: 'Discord', href: links.discord},
            {label: 'Stack Overflow', href: links.stackOverflow},
            {label: 'X', href: links.x},
          ],
        },
        {title: 'More', items: [{label: 'GitHub', href: links.repository}]},
        {
          title: 'Legal',
          items: [
            {label: 'Privacy', href: links.privacy},
            {label: 'Terms', href: links.terms},
          ],
        },
      ],
      copyright: `Copyright © 2025 Meta Platforms, Inc. These docs describe Lexical ${lexicalVersion}.`,
    },
    // The DocSearch modal and /search page. In embedded mode the app id and key are not Algolia's:
    // the modal needs non-empty values to build the client that our engine then replaces.
    algolia: {
      ...(searchBackend.kind === 'hosted'
        ? {
            appId: searchBackend.appId,
            apiKey: searchBackend.apiKey,
            insights: searchBackend.insights,
          }
        : {appId: 'embedded', apiKey: 'embedded', insights: false}),
      indexName: searchBackend.indexName,
      contextualSearch: true,
      searchPagePath: 'search',
    },
    // Code is highlighted at build time (src/plugins/code-highlighting), whose stylesheet carries
    // the colour themes. The code block container still reads this theme: empty, it sets no inline
    // colours, and no theme ships with the config.
    prism: {theme: noBrowserCodeTheme, darkTheme: noBrowserCodeTheme},
  } satisfies Preset.ThemeConfig,
};

export default config;
