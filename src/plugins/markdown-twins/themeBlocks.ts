/**
 * Rewrites the theme's rendered widgets in a page's HTML tree into the plain elements that
 * Markdown has: a code block becomes `<pre>` holding its exact text, an admonition a blockquote
 * led by its kind, tabs one labelled section per tab, a live example its caption and source.
 * What is left of the page chrome (buttons, icons, heading anchors) is removed.
 */
import type {Element, ElementContent, Root} from 'hast';
import {selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import {SKIP, visit} from 'unist-util-visit';

import {annotationOnlyClasses} from '../code-highlighting/typeHintHtml';
import {
  childElements,
  classSuffix,
  element,
  hasClass,
  hasClassStem,
  plainText,
  replaceElements,
  text,
} from './hastTools';

/** One source file of a live example, as the page's Source tab shows it. */
export interface ExampleSourceFile {
  /** The file's path in the repository, shown as the code block's title. */
  path: string;
  language: string;
  code: string;
}

export interface ThemeBlockOptions {
  /** The source files of the live example called `name`, shown under `caption`. */
  exampleSources: (name: string, caption: string) => ExampleSourceFile[];
}

/**
 * A code block as the converter's `pre` handler reads it: its text in one text node, its language
 * and title as properties.
 */
export function codeElement(code: string, language: string | undefined, title?: string): Element {
  return element('pre', [text(code)], {dataLanguage: language, dataTitle: title});
}

/** Takes out what type hints and expected errors add to a block's lines (typeHintHtml.ts). */
function removeAnnotations(pre: Element): void {
  visit(pre, 'element', (node, index, parent) => {
    if (
      parent &&
      index !== undefined &&
      annotationOnlyClasses.some((name) => hasClass(node, name))
    ) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    return undefined;
  });
}

/** The exact text of a rendered code block: one line per line element, or the element's text. */
function codeText(pre: Element): string {
  removeAnnotations(pre);
  const lines = selectAll('.token-line, .line', pre);
  const code = lines.length > 0 ? lines.map((line) => toString(line)).join('\n') : toString(pre);
  return code.replace(/\n+$/, '');
}

function rewriteCodeBlocks(tree: Root): void {
  replaceElements(
    tree,
    (node) => hasClass(node, 'theme-code-block'),
    (block) => {
      const pre = selectAll('pre', block)[0];
      if (!pre) return [];
      const title = selectAll('div', block).find((div) => hasClassStem(div, 'codeBlockTitle'));
      return [
        codeElement(
          codeText(pre),
          classSuffix(block, 'language-'),
          title ? plainText(title) : undefined,
        ),
      ];
    },
  );
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `:::tip[Title]` → a blockquote whose first line is `**Tip: Title**` (`**Tip**` untitled). */
function rewriteAdmonitions(tree: Root): void {
  replaceElements(
    tree,
    (node) => hasClass(node, 'theme-admonition'),
    (admonition) => {
      const kind = classSuffix(admonition, 'theme-admonition-') ?? 'note';
      const parts = childElements(admonition);
      const heading = parts.find((part) => hasClassStem(part, 'admonitionHeading'));
      const content = parts.find((part) => hasClassStem(part, 'admonitionContent'));
      const title = heading ? plainText(heading) : '';
      const label =
        title && title.toLowerCase() !== kind
          ? `${capitalized(kind)}: ${title}`
          : capitalized(kind);
      return [
        element('blockquote', [
          element('p', [element('strong', [text(label)])]),
          ...(content?.children ?? []),
        ]),
      ];
    },
  );
}

/** Tabs → each tab's label in bold, then its panel, in tab order (hidden panels included). */
function rewriteTabs(tree: Root): void {
  replaceElements(
    tree,
    (node) => hasClass(node, 'tabs-container'),
    (container) => {
      const parts = childElements(container);
      const labels = parts
        .filter((part) => part.properties.role === 'tablist')
        .flatMap(childElements)
        .map(plainText);
      const panels = parts
        .filter((part) => part.properties.role !== 'tablist')
        .flatMap(childElements)
        .filter((panel) => panel.properties.role === 'tabpanel');
      return panels.flatMap((panel, index): ElementContent[] => [
        element('p', [element('strong', [text(labels[index] ?? '')])]),
        ...panel.children,
      ]);
    },
  );
}

/**
 * A live example's frame holds buttons until the editor loads; in Markdown it becomes its caption
 * and the source files it runs, which is what a reader of the Markdown can use.
 */
function rewriteLiveExamples(tree: Root, options: ThemeBlockOptions): void {
  replaceElements(
    tree,
    (node) => node.tagName === 'figure' && typeof node.properties.dataLiveExample === 'string',
    (figure) => {
      const figcaption = selectAll('figcaption', figure)[0];
      const caption = figcaption ? plainText(figcaption) : '';
      const files = options.exampleSources(String(figure.properties.dataLiveExample), caption);
      return [
        element('p', [
          element('strong', [text(`Live example: ${caption}`)]),
          text(
            files.length > 0
              ? ' (an editor that runs on the web page). Its source:'
              : ' (an editor that runs on the web page).',
          ),
        ]),
        ...files.map((file) => codeElement(file.code, file.language, file.path)),
      ];
    },
  );
}

/** A tag link with its post count (`Docusaurus<span>2</span>`) reads "Docusaurus (2)". */
function rewriteTagCounts(tree: Root): void {
  replaceElements(
    tree,
    (node) => node.tagName === 'a' && hasClassStem(node, 'tagWithCount'),
    (tag) => {
      const count = childElements(tag).at(-1);
      const label = tag.children.filter((child) => child !== count);
      return [{...tag, children: [...label, text(count ? ` (${plainText(count)})` : '')]}];
    },
  );
}

/** Page chrome inside the content: controls, icons, heading anchors, in-page navigation. */
const chromeSelector = [
  'button',
  'svg',
  'script',
  'style',
  'noscript',
  'nav',
  'a.hash-link',
  '.theme-edit-this-page',
].join(', ');

function removeChrome(tree: Root): void {
  const chrome = new Set(selectAll(chromeSelector, tree));
  replaceElements(
    tree,
    (node) => chrome.has(node),
    () => [],
  );
  // Anchors without an address (typedoc's `<a id>` targets) are not links: keep only their text.
  replaceElements(
    tree,
    (node) => node.tagName === 'a' && typeof node.properties.href !== 'string',
    (anchor) => anchor.children,
  );
  // React's SSR leaves `<!-- -->` between adjacent text parts; Markdown has no use for comments.
  visit(tree, 'comment', (_node, index, parent) => {
    if (!parent || index === undefined) return;
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
}

export function rewriteThemeBlocks(tree: Root, options: ThemeBlockOptions): void {
  rewriteLiveExamples(tree, options);
  rewriteCodeBlocks(tree);
  rewriteAdmonitions(tree);
  rewriteTabs(tree);
  rewriteTagCounts(tree);
  removeChrome(tree);
}
