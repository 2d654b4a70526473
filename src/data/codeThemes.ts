import {type PrismTheme, themes} from 'prism-react-renderer';

/**
 * Syntax-highlighting themes of code blocks, picked and adjusted so that every token colour has a
 * contrast of at least 4.5:1 on the block's background (WCAG AA); tests/unit/data/codeThemes.test.ts
 * checks it.
 */
export const lightCodeTheme: PrismTheme = {
  ...themes.vsLight,
  // vsLight's pure red attribute names reach only 4:1 on white.
  styles: themes.vsLight.styles.map((style) =>
    style.types.includes('attr-name')
      ? {...style, style: {...style.style, color: '#c50f1f'}}
      : style,
  ),
};

export const darkCodeTheme: PrismTheme = themes.oceanicNext;
