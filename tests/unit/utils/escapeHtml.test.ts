import {escapeHtml} from '@site/src/utils/escapeHtml';
import {describe, expect, it} from 'vitest';

describe('escapeHtml', () => {
  it('escapes the characters that start markup or an entity in HTML text', () => {
    expect(escapeHtml('<a href="x">Tom & Jerry\'s</a>')).toBe(
      '&lt;a href="x"&gt;Tom &amp; Jerry\'s&lt;/a&gt;',
    );
  });

  it('escapes an entity written out, so that it shows as written', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('$getRoot() → root')).toBe('$getRoot() → root');
  });
});
