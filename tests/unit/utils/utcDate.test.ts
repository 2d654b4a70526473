import {englishUtcDate, type UtcDateFormat, utcDateFormats} from '@site/src/utils/utcDate';
import {describe, expect, it} from 'vitest';

describe('englishUtcDate', () => {
  it('writes each format as the theme shows it', () => {
    const date = new Date(Date.UTC(2026, 10, 25, 10));
    expect(englishUtcDate(date, 'short')).toBe('Nov 25, 2026');
    expect(englishUtcDate(date, 'long')).toBe('November 25, 2026');
    expect(englishUtcDate(date, 'dayAndMonth')).toBe('November 25');
  });

  it('uses the UTC day, whatever the hour', () => {
    expect(englishUtcDate(new Date(Date.UTC(2025, 0, 1, 23, 59)), 'short')).toBe('Jan 1, 2025');
  });

  // Every day of two years, a leap year among them, at a time of day that changes each day.
  const days = Array.from(
    {length: 731},
    (_, n) => new Date(Date.UTC(2024, 0, 1 + n, n % 24, n % 60)),
  );

  it.each(Object.keys(utcDateFormats) as UtcDateFormat[])(
    'agrees with Intl.DateTimeFormat in English (%s) on every day of 2024 and 2025',
    (format) => {
      const intl = new Intl.DateTimeFormat('en-US', utcDateFormats[format]);
      for (const date of days) expect(englishUtcDate(date, format)).toBe(intl.format(date));
    },
  );
});
