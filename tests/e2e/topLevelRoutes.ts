/** The top-level routes of spec §2, each with the heading that proves its real page rendered. */
export interface TopLevelRoute {
  path: string;
  /** Accessible name of the page's main heading (level 1 unless `level` says otherwise). */
  heading: string | RegExp;
  level?: number;
}

export const topLevelRoutes: readonly TopLevelRoute[] = [
  {path: '/', heading: 'Lexical'},
  {path: '/docs/intro', heading: 'Introduction'},
  {path: '/docs/api/', heading: 'API reference'},
  {path: '/community', heading: "We're here to help"},
  {path: '/gallery', heading: 'Gallery'},
  {path: '/markdown-page', heading: 'Markdown page'},
  {path: '/search', heading: 'Search the documentation'},
  {path: '/blog', heading: /.+/, level: 2},
  {path: '/blog/archive', heading: 'Archive'},
  {path: '/blog/authors', heading: 'Authors'},
  {path: '/blog/tags', heading: 'Tags'},
  {path: '/blog/welcome', heading: /Welcome/},
  {path: '/blog/first-blog-post', heading: /.+/},
  {path: '/blog/long-blog-post', heading: /.+/},
  {path: '/blog/mdx-blog-post', heading: /.+/},
  {path: '/blog/tags/docusaurus', heading: /tagged with "Docusaurus"/i},
  {path: '/blog/tags/facebook', heading: /tagged with "Facebook"/i},
  {path: '/blog/tags/hello', heading: /tagged with "Hello"/i},
  {path: '/blog/tags/hola', heading: /tagged with "Hola"/i},
];
