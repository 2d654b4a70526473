import {shortEnglishUtcDate} from '@site/src/utils/utcDate';
import {describe, expect, it} from 'vitest';

const intlDate = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

describe('shortEnglishUtcDate', () => {
  it('writes the date as Intl does in English', () => {
    expect(shortEnglishUtcDate(new Date(Date.UTC(2026, 10, 25, 10)))).toBe('Nov 25, 2026');
  });

  it('uses the UTC day, whatever the hour', () => {
    expect(shortEnglishUtcDate(new Date(Date.UTC(2025, 0, 1, 23, 59)))).toBe('Jan 1, 2025');
  });

  // Every day of two years, a leap year among them, at a time of day that changes each day.
  const days = Array.from(
    {length: 731},
    (_, n) => new Date(Date.UTC(2024, 0, 1 + n, n % 24, n % 60)),
  );

  it('agrees with Intl.DateTimeFormat on every day of 2024 and 2025', () => {
    for (const date of days) expect(shortEnglishUtcDate(date)).toBe(intlDate.format(date));
  });
});
