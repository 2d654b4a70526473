import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {anchoredHeadings} from '../api-reference/headings';
import {readSymbolIndex} from '../api-reference/symbolIndexFile';

/** Where type hints link: the API reference's entries of exported names and of class members. */
export interface ApiAddresses {
  /** An exported name's entry (see the API plugin's symbols.json). */
  of(name: string): string | undefined;
  /**
   * A member's entry: its anchor on the page of the class or interface named in the hint, or on
   * the page of the class it inherits the member from (the page links it there).
   */
  member(owner: string, member: string): string | undefined;
}

/** An inherited member's link on a class page: [`getKey`](lexical.LexicalNode.md#getkey). */
const inheritedLink = /\[`([\w$]+)`\]\(([\w.$-]+)\.md#([\w$-]+)\)/g;

/**
 * The addresses the API reference writes at load time, read when first needed: the symbol index
 * and, per class page, its own anchors and its links to inherited members.
 */
export function apiAddresses(symbolsFile: string | undefined): ApiAddresses {
  let symbols: Record<string, string | undefined> | undefined;
  const pages = new Map<string, {anchors: Set<string>; inherited: Map<string, string>}>();
  const of = (name: string) => {
    symbols ??= readSymbolIndex(symbolsFile);
    return symbols[name];
  };
  const pageOf = (url: string) => {
    let page = pages.get(url);
    if (!page) {
      // /docs/api/classes/lexical.TextNode → docs/api/classes/lexical.TextNode.md
      const file = path.join(
        path.dirname(symbolsFile ?? ''),
        `${url.split('/').slice(3).join('/')}.md`,
      );
      const markdown = existsSync(file) ? readFileSync(file, 'utf8') : '';
      const folder = url.slice(0, url.lastIndexOf('/') + 1);
      page = {
        anchors: new Set(anchoredHeadings(markdown).map((heading) => heading.anchor)),
        inherited: new Map(
          [...markdown.matchAll(inheritedLink)].map(([, name = '', target = '', anchor = '']) => [
            name,
            `${folder}${target}#${anchor}`,
          ]),
        ),
      };
      pages.set(url, page);
    }
    return page;
  };
  return {
    of,
    member(owner, member) {
      const ownerUrl = of(owner);
      if (!ownerUrl || ownerUrl.includes('#')) return undefined;
      const page = pageOf(ownerUrl);
      const anchor = member.toLowerCase();
      return page.anchors.has(anchor) ? `${ownerUrl}#${anchor}` : page.inherited.get(member);
    },
  };
}
