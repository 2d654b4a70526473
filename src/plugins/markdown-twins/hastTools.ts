import type {Element, ElementContent, Nodes, Parent, Text} from 'hast';
import {toString} from 'hast-util-to-string';
import {SKIP, visit} from 'unist-util-visit';

/** The element's class names (hast keeps them as an array of strings). */
function classNames(element: Element): string[] {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

export function hasClass(element: Element, name: string): boolean {
  return classNames(element).includes(name);
}

/** Docusaurus's CSS-module classes carry a hash (`codeBlockTitle_OeMC`): match their stem. */
export function hasClassStem(element: Element, stem: string): boolean {
  return classNames(element).some((name) => name === stem || name.startsWith(`${stem}_`));
}

/** The first class of the element that starts with `prefix`, without the prefix. */
export function classSuffix(element: Element, prefix: string): string | undefined {
  return classNames(element)
    .find((name) => name.startsWith(prefix))
    ?.slice(prefix.length);
}

export function childElements(parent: Parent): Element[] {
  return parent.children.filter((child): child is Element => child.type === 'element');
}

/** Whitespace-normalised text of a node, without zero-width spaces (heading anchors hold one). */
export function plainText(node: Nodes): string {
  return toString(node)
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function text(value: string): Text {
  return {type: 'text', value};
}

export function element(
  tagName: string,
  children: ElementContent[],
  properties: Element['properties'] = {},
): Element {
  return {type: 'element', tagName, properties, children};
}

/**
 * Replaces every element that `matches` with what `replace` returns (nothing removes it), in
 * document order; the replacement itself is not visited again.
 */
export function replaceElements(
  tree: Nodes,
  matches: (element: Element) => boolean,
  replace: (element: Element) => ElementContent[],
): void {
  visit(tree, 'element', (node, index, parent) => {
    if (!parent || index === undefined || !matches(node)) return;
    const replacement = replace(node);
    parent.children.splice(index, 1, ...replacement);
    return [SKIP, index + replacement.length];
  });
}
