// Relative: this module is also loaded by docusaurus.config.ts, where @site is not defined.
import {type PrismTheme, themes} from 'prism-react-renderer';

import {withContrast} from '../utils/contrast';

/**
 * The backgrounds a code token can sit on: the block's own, and the highlighted-line colour that
 * src/css/custom.css lays over it (`--docusaurus-highlighted-code-line-bg`, 10% black in light
 * mode, 30% black in dark mode), flattened to opaque colours.
 */
export const codeBackgrounds = {
  light: ['#ffffff', '#e6e6e6'],
  dark: ['#282c34', '#1c1f24'],
} as const;

/** A theme whose token colours all reach 4.5:1 (WCAG AA) on each of `backgrounds`. */
function accessible(theme: PrismTheme, backgrounds: readonly string[]): PrismTheme {
  const fix = (color: string | undefined) => color && withContrast(color, backgrounds);
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    // A style without a colour keeps none: an undefined `color` would unset an outer token's.
    styles: theme.styles.map((style) =>
      style.style.color
        ? {...style, style: {...style.style, color: fix(style.style.color)}}
        : style,
    ),
  };
}

export const lightCodeTheme = accessible(themes.vsLight, codeBackgrounds.light);
export const darkCodeTheme = accessible(themes.oceanicNext, codeBackgrounds.dark);

/** Prism languages beyond those prism-react-renderer bundles (JSX, TypeScript, JSON, CSS…). */
export const additionalCodeLanguages = ['bash'] as const;
