import {contrastRatio, parseColor, withContrast} from '@site/src/utils/contrast';
import {describe, expect, it} from 'vitest';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgb(38, 127, 153)', 'rgb(38, 127, 153)')).toBe(1);
  });

  it('matches a known WCAG value', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('withContrast', () => {
  it('keeps a colour that already has enough contrast', () => {
    expect(withContrast('#000000', ['#ffffff'])).toBe('#000000');
  });

  it('darkens a colour on light backgrounds until it reaches the minimum', () => {
    const fixed = withContrast('#36acaa', ['#ffffff', '#e6e6e6']);
    expect(contrastRatio(fixed, '#e6e6e6')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, '#e6e6e6')).toBeLessThan(6);
  });

  it('lightens a colour on dark backgrounds', () => {
    const fixed = withContrast('#5a5a5a', ['#282c34']);
    expect(contrastRatio(fixed, '#282c34')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('parseColor', () => {
  it('rejects formats it cannot check, naming the value', () => {
    expect(() => parseColor('tomato')).toThrow('"tomato"');
  });
});
