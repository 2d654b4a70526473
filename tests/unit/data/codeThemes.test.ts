import {codeBackgrounds, darkCodeTheme, lightCodeTheme} from '@site/src/data/codeThemes';
import {contrastRatio} from '@site/src/utils/contrast';
import type {PrismTheme} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';

function tokenColors(theme: PrismTheme): [string, string][] {
  return [
    ['plain', theme.plain.color ?? ''],
    ...theme.styles.flatMap((style): [string, string][] =>
      style.style.color ? [[style.types.join(','), style.style.color]] : [],
    ),
  ];
}

describe.each([
  ['light', lightCodeTheme, codeBackgrounds.light],
  ['dark', darkCodeTheme, codeBackgrounds.dark],
] as const)('the %s code theme', (_mode, theme, backgrounds) => {
  it('paints blocks on the background the contrast checks assume', () => {
    expect(theme.plain.backgroundColor?.toLowerCase()).toBe(backgrounds[0]);
  });

  it.each(tokenColors(theme))(
    'gives %s tokens 4.5:1 on plain and highlighted lines',
    (_t, color) => {
      for (const background of backgrounds) {
        expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
