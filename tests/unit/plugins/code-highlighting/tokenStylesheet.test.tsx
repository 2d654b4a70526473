// @vitest-environment node
import {darkCodeTheme, lightCodeTheme} from '@site/src/data/codeThemes';
import {highlightCode} from '@site/src/plugins/code-highlighting/highlightCode';
import {tokenStylesheet} from '@site/src/plugins/code-highlighting/tokenStylesheet';
import {Highlight, type PrismTheme, type RenderProps} from 'prism-react-renderer';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';

import {siteCodeBlocks} from './siteCodeBlocks';

const scopes = {light: ":root:not([data-theme='dark'])", dark: "[data-theme='dark']"} as const;
const stylesheet = tokenStylesheet(lightCodeTheme, darkCodeTheme);

/** The stylesheet's rules of one scope, in order: the token type each selects, its declarations. */
function tokenRules(scope: string): {type: string; declarations: Record<string, string>}[] {
  return stylesheet.split('\n').flatMap((rule) => {
    const [selectors = '', body = ''] = rule.split('{');
    const declarations = Object.fromEntries(
      body
        .replace('}', '')
        .split(';')
        .map((declaration) => declaration.split(':') as [string, string]),
    );
    return selectors
      .split(',')
      .filter((selector) => selector.startsWith(`${scope} .prism-code .token.`))
      .map((selector) => ({type: selector.slice(selector.lastIndexOf('.') + 1), declarations}));
  });
}

/**
 * A text's style as CSS gives it inside nested token spans: each span takes the rules for its type,
 * later rules winning, and inherits what it does not set from the span around it.
 */
function cascadedStyle(scope: string, nesting: readonly string[]): Record<string, string> {
  const rules = tokenRules(scope);
  return Object.assign(
    {},
    ...nesting.flatMap((type) =>
      rules.filter((rule) => rule.type === type).map((rule) => rule.declarations),
    ),
  ) as Record<string, string>;
}

/** A token's style as prism-react-renderer, which the theme used in the browser, gives it. */
function rendererStyle(theme: PrismTheme, types: string[]): Record<string, string> {
  let getTokenProps: RenderProps['getTokenProps'] | undefined;
  renderToStaticMarkup(
    <Highlight theme={theme} code="" language="tsx">
      {(props) => {
        getTokenProps = props.getTokenProps;
        return null;
      }}
    </Highlight>,
  );
  const style = getTokenProps?.({token: {types, content: 'x'}}).style ?? {};
  return Object.fromEntries(
    Object.entries(style).map(([name, value]) => [
      name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
      String(value),
    ]),
  );
}

/** The span nesting around each text of highlighted HTML, as type lists, outermost first. */
function textNestings(html: string): string[][] {
  const nestings: string[][] = [];
  const open: string[] = [];
  for (const [, type, close, text] of html.matchAll(
    /<span class="token ([^"]+)">|(<\/span>)|([^<]+)/g,
  )) {
    if (type) open.push(type);
    else if (close) open.pop();
    else if (text && open.length > 0) nestings.push([...open]);
  }
  return nestings;
}

// Every nesting of token spans that the site's code blocks produce.
const nestings = [
  ...new Map(
    siteCodeBlocks()
      .flatMap(({code, lang}) => textNestings(highlightCode(code, lang)))
      .map((nesting) => [nesting.join(' > '), nesting] as const),
  ),
].sort(([a], [b]) => a.localeCompare(b));

describe.each([
  ['light', lightCodeTheme, scopes.light],
  ['dark', darkCodeTheme, scopes.dark],
] as const)('the %s code stylesheet', (_mode, theme, scope) => {
  it("sets the theme's plain colours as the --prism-* variables", () => {
    expect(stylesheet).toContain(
      `${scope}{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`,
    );
  });

  it('covers many kinds of token from the docs', () => {
    expect(nestings.length).toBeGreaterThan(20);
  });

  it.each(nestings)('styles "%s" as prism-react-renderer did', (_name, nesting) => {
    expect(cascadedStyle(scope, nesting)).toEqual(rendererStyle(theme, [...nesting]));
  });
});
