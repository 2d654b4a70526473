import {extractPage} from '@site/src/plugins/search-index/extractPage';
import {describe, expect, it} from 'vitest';

/** A heading as Docusaurus renders it: an id and a hash link holding a zero-width space. */
function heading(level: number, id: string, text: string): string {
  return `<h${level} class="anchor" id="${id}">${text}<a href="#${id}" class="hash-link" aria-label="Direct link to ${text}" title="Direct link to ${text}">\u200b</a></h${level}>`;
}

const breadcrumbs = `<nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a aria-label="Home page" class="breadcrumbs__link" href="/"></a></li><li class="breadcrumbs__item"><span class="breadcrumbs__link">Concepts</span></li><li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link">Editor state</span></li></ul></nav>`;

interface DocOptions {
  crumbs?: string;
  head?: string;
}

/** A docs page as Docusaurus renders it, around the given Markdown HTML. */
function docPage(body: string, {crumbs = breadcrumbs, head = ''}: DocOptions = {}): string {
  return `<!doctype html><html lang="en" class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page">
<head><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">${head}</head>
<body><nav class="navbar"><a href="/docs/intro">Docs</a></nav><main><article>${crumbs}
<div class="theme-doc-markdown markdown"><header><h1>Editor state</h1></header>${body}</div></article>
<nav class="pagination-nav"><a href="/docs/next">Next page</a></nav></main></body></html>`;
}

/** A blog post as Docusaurus renders it. */
function blogPost(body: string): string {
  return `<!doctype html><html lang="en" class="blog-wrapper blog-post-page plugin-blog plugin-id-default">
<head><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="default"></head>
<body><main><article><header><h1 class="title">Lexical 1.0</h1><time>May 1</time></header>
<div id="__blog-post-container" class="markdown">${body}</div></article></main></body></html>`;
}

function sectionsOf(html: string, path = '/docs/concepts/editor-state') {
  const extracted = extractPage(html, path);
  if (!extracted) throw new Error(`extractPage gave null for ${path}`);
  return extracted.sections;
}

describe('extractPage', () => {
  it('reads the page: path, breadcrumb section, h1 title, language and tag', () => {
    expect(extractPage(docPage('<p>Lead.</p>'), '/docs/concepts/editor-state')?.page).toEqual({
      path: '/docs/concepts/editor-state',
      section: 'Concepts',
      title: 'Editor state',
      language: 'en',
      tag: 'docs-default-current',
    });
  });

  it("reads the page's meta description, whitespace collapsed", () => {
    const head = '<meta name="description" content="How the  editor state\n works.">';
    expect(extractPage(docPage('<p>Lead.</p>', {head}), '/docs/x')?.page.description).toBe(
      'How the editor state works.',
    );
  });

  it('makes the text before the first h2 the level-1 section, without anchor or headings', () => {
    const [lead] = sectionsOf(docPage(`<p>The model.</p><p>Read it.</p>${heading(2, 'x', 'X')}`));
    expect(lead).toEqual({anchor: '', level: 1, headings: [], text: 'The model. Read it.'});
  });

  it('starts a section at each h2 to h6, with its anchor and the text up to the next heading', () => {
    const sections = sectionsOf(
      docPage(
        `<p>Lead.</p>${heading(2, 'reading', 'Reading')}<p>Use read.</p>${heading(2, 'writing', 'Writing')}<p>Use update.</p>`,
      ),
    );
    expect(sections.map(({anchor, level, text}) => ({anchor, level, text}))).toEqual([
      {anchor: '', level: 1, text: 'Lead.'},
      {anchor: 'reading', level: 2, text: 'Use read.'},
      {anchor: 'writing', level: 2, text: 'Use update.'},
    ]);
  });

  it('keeps the headings above a section: an h3 under an h2 has both', () => {
    const sections = sectionsOf(
      docPage(
        `${heading(2, 'a', 'Updates')}<p>a</p>${heading(3, 'b', 'Batching')}<p>b</p>${heading(3, 'c', 'Timing')}<p>c</p>${heading(2, 'd', 'Reads')}<p>d</p>`,
      ),
    );
    expect(sections.map((section) => section.headings)).toEqual([
      [],
      ['Updates'],
      ['Updates', 'Batching'],
      ['Updates', 'Timing'],
      ['Reads'],
    ]);
  });

  it('keeps one heading per level when the page skips a level, so siblings stay siblings', () => {
    const sections = sectionsOf(
      docPage(
        `${heading(3, 'early', 'Before any h2')}<p>x</p>${heading(2, 'a', 'Updates')}<p>a</p>${heading(4, 'b', 'Batching')}<p>b</p>${heading(4, 'c', 'Timing')}<p>c</p>`,
      ),
    );
    expect(sections.map((section) => section.headings)).toEqual([
      [],
      ['', 'Before any h2'],
      ['Updates'],
      ['Updates', '', 'Batching'],
      ['Updates', '', 'Timing'],
    ]);
  });

  it('leaves the hash link and its zero-width space out of the heading text', () => {
    const [, section] = sectionsOf(docPage(`${heading(2, 'x', 'Heading')}<p>Text.</p>`));
    expect(section?.headings).toEqual(['Heading']);
  });

  it('leaves code blocks out of the text', () => {
    const [lead] = sectionsOf(
      docPage(
        '<p>Before.</p><div class="language-ts codeBlockContainer theme-code-block"><div class="codeBlockContent"><pre><code>editor.update(() =&gt; {});</code></pre><button>Copy</button></div></div><p>After.</p>',
      ),
    );
    expect(lead?.text).toBe('Before. After.');
  });

  it('keeps inline code in the prose', () => {
    const [lead] = sectionsOf(docPage('<p>Call <code>$getRoot()</code> first.</p>'));
    expect(lead?.text).toBe('Call $getRoot() first.');
  });

  it('collapses whitespace in the prose', () => {
    const [lead] = sectionsOf(docPage('<p>One\n   two\tthree.</p>'));
    expect(lead?.text).toBe('One two three.');
  });

  it('reads a nested list item once, not again inside its parent item', () => {
    const [lead] = sectionsOf(
      docPage('<ul><li>Outer item<ul><li>Inner item</li></ul></li><li><p>Para item</p></li></ul>'),
    );
    expect(lead?.text).toBe('Outer item Inner item Para item');
  });

  it('skips list items that are only links, as navigation', () => {
    const [lead] = sectionsOf(
      docPage(
        '<ul><li><a href="/a">Link A</a></li><li><a href="/b">Link B</a>, <a href="/c">Link C</a></li><li>See <a href="/d">D</a> for more.</li></ul>',
      ),
    );
    expect(lead?.text).toBe('See D for more.');
  });

  it("skips the API's 'Defined in:' source pointers", () => {
    const sections = sectionsOf(
      docPage(
        `${heading(2, 'methods', 'Methods')}${heading(3, 'append', 'append()')}<p>Appends nodes.</p><p>Defined in: <a href="https://github.com/facebook/lexical">lexical/src/LexicalNode.ts:12</a></p>`,
      ),
      '/docs/api/classes/ElementNode',
    );
    expect(sections.map((section) => section.text)).toEqual(['', '', 'Appends nodes.']);
  });

  it("files API pages under 'API reference', whatever the breadcrumbs say", () => {
    expect(extractPage(docPage('<p>x</p>'), '/docs/api/classes/ElementNode')?.page.section).toBe(
      'API reference',
    );
  });

  it('takes the first breadcrumb that is not the current page, skipping the empty home link', () => {
    expect(extractPage(docPage('<p>x</p>'), '/docs/concepts/editor-state')?.page.section).toBe(
      'Concepts',
    );
  });

  it("files a docs page without breadcrumbs under 'Docs'", () => {
    expect(extractPage(docPage('<p>x</p>', {crumbs: ''}), '/docs/intro')?.page.section).toBe(
      'Docs',
    );
  });

  it("files a blog post under 'Blog', with its h1 as title and its body as sections", () => {
    const extracted = extractPage(
      blogPost(`<p>We shipped.</p>${heading(2, 'whats-new', "What's new")}<p>Much.</p>`),
      '/blog/lexical-1',
    );
    expect(extracted?.page).toMatchObject({section: 'Blog', title: 'Lexical 1.0', tag: 'default'});
    expect(extracted?.sections).toEqual([
      {anchor: '', level: 1, headings: [], text: 'We shipped.'},
      {anchor: 'whats-new', level: 2, headings: ["What's new"], text: 'Much.'},
    ]);
  });

  it('gives null for a page that is neither a doc nor a blog post', () => {
    const html =
      '<html class="plugin-pages plugin-id-default"><body><article><h1>Home</h1><p>Hi.</p></article></body></html>';
    expect(extractPage(html, '/')).toBeNull();
  });

  it('gives null for a page marked noindex', () => {
    const html = docPage('<p>x</p>', {head: '<meta name="robots" content="noindex, nofollow">'});
    expect(extractPage(html, '/docs/draft')).toBeNull();
  });
});
