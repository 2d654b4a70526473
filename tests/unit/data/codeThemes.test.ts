import type {PrismTheme} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';

import {darkCodeTheme, lightCodeTheme} from '@site/src/data/codeThemes';

function channels(color: string): [number, number, number] {
  const hex = /^#([\da-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [
      number,
      number,
      number,
    ];
  }
  const rgb = /^rgb\((\d+), ?(\d+), ?(\d+)\)$/.exec(color);
  if (rgb) {
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  }
  throw new Error(`Unsupported colour ${color}: use #rrggbb or rgb() in code themes`);
}

function luminance(color: string): number {
  const [r, g, b] = channels(color).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function tokenColors(theme: PrismTheme): [string, string][] {
  return [
    ['plain', theme.plain.color ?? ''],
    ...theme.styles.flatMap((style): [string, string][] =>
      style.style.color ? [[style.types.join(','), style.style.color]] : [],
    ),
  ];
}

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
])('the %s code theme', (_mode, theme) => {
  const background = theme.plain.backgroundColor ?? '';

  it.each(tokenColors(theme))('gives %s tokens a contrast of at least 4.5:1', (_types, color) => {
    expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
  });
});
