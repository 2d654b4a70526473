/** Addresses and facts about Lexical that the config, pages and footer share. */

import sitePackage from '../../package.json';

/** The one version of `lexical` and `@lexical/*` that the docs and the API reference describe. */
export const lexicalVersion: string = sitePackage.dependencies.lexical;

/** The release line of {@link lexicalVersion} as the "What's new" page names it: `0.50`. */
export const lexicalRelease = lexicalVersion.split('.').slice(0, 2).join('.');

/** The page that explains the pinned release (docs/whats-new.mdx), at an address that stays. */
export const whatsNewPath = '/docs/whats-new';

/** What Lexical is, in one paragraph: it opens llms.txt. */
export const siteSummary =
  'Lexical is an extensible text editor framework for the web from Meta. Its small core turns a ' +
  'contenteditable element into an editor whose document is an immutable editor state of nodes, ' +
  'changed only inside updates; packages add rich text, lists, tables, links, code, Markdown, ' +
  'history and real-time collaboration (Yjs), and extensions compose them into an editor, with or ' +
  'without React.';

export const links = {
  repository: 'https://github.com/facebook/lexical',
  iosRepository: 'https://github.com/facebook/lexical-ios',
  iosDocs: 'https://facebook.github.io/lexical-ios/',
  playground: 'https://playground.lexical.dev/',
  discord: 'https://discord.gg/KmG4wQnnD9',
  stackOverflow: 'https://stackoverflow.com/questions/tagged/lexicaljs',
  x: 'https://x.com/lexicaljs',
  codeOfConduct: 'https://github.com/facebook/lexical/blob/main/CODE_OF_CONDUCT.md',
  contributorCovenant: 'https://www.contributor-covenant.org/',
  contributing: 'https://github.com/facebook/lexical/blob/main/CONTRIBUTING.md',
  contributors: 'https://github.com/facebook/lexical/graphs/contributors',
  goodFirstIssues:
    'https://github.com/facebook/lexical/issues?q=is%3Aissue+is%3Aopen+label%3A%22good+first+issue%22',
  privacy: 'https://opensource.fb.com/legal/privacy',
  terms: 'https://opensource.fb.com/legal/terms',
  editDocsBase: 'https://github.com/facebook/lexical/tree/main/packages/lexical-website/',
} as const;
