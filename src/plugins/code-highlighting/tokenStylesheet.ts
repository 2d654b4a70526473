import type {PrismTheme} from 'prism-react-renderer';

const cssProperty = (name: string): string =>
  name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${cssProperty(name)}:${String(value)}`)
    .join(';');
}

/** One colour theme's rules, each selector under `scope` (the colour mode it applies to). */
function themeRules(theme: PrismTheme, scope: string): string[] {
  const {color, backgroundColor} = theme.plain;
  const variables = `${scope}{--prism-color:${color};--prism-background-color:${backgroundColor}}`;
  // Rules keep the theme's order: a token of several types takes, as in prism-react-renderer,
  // the style that comes later.
  const tokenRules = theme.styles.map(({types, style, languages}) => {
    const within = languages ? languages.map((l) => `.language-${l}`) : [''];
    const selectors = within.flatMap((language) =>
      types.map((type) => `${scope} .prism-code${language} .token.${type}`),
    );
    return `${selectors.join(',')}{${declarations(style)}}`;
  });
  return [variables, ...tokenRules];
}

/**
 * The stylesheet of code blocks highlighted at build time: the light theme's colours unless the
 * page is in dark mode (also with scripts off, when no colour mode is set), the dark theme's in
 * dark mode, and the `--prism-*` variables the theme's code block containers use.
 */
export function tokenStylesheet(light: PrismTheme, dark: PrismTheme): string {
  return [
    '/* Made by src/plugins/code-highlighting from src/data/codeThemes.ts. */',
    ...themeRules(light, ":root:not([data-theme='dark'])"),
    ...themeRules(dark, "[data-theme='dark']"),
  ].join('\n');
}
