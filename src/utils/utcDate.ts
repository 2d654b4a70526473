/**
 * The dates the theme shows, all in UTC, as `Intl.DateTimeFormat` options: what other locales get.
 * In English the same text is made without Intl (see {@link englishUtcDate}).
 */
export const utcDateFormats = {
  /** "Nov 25, 2026": a page's last update. */
  short: {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
  /** "November 25, 2026": a blog post's date. */
  long: {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
  /** "November 25": a post in the blog archive, under its year. */
  dayAndMonth: {day: 'numeric', month: 'long', timeZone: 'UTC'},
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type UtcDateFormat = keyof typeof utcDateFormats;

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A date as `Intl.DateTimeFormat('en-US', utcDateFormats[format])` writes it, without Intl: it
 * spares a page's first paint the set-up of Intl's date formatting (some 50 ms on a slow phone)
 * for a date or two.
 */
export function englishUtcDate(date: Date, format: UtcDateFormat): string {
  const longMonth = monthNames[date.getUTCMonth()] ?? '';
  const day = date.getUTCDate();
  const year = date.getUTCFullYear();
  switch (format) {
    case 'short':
      return `${longMonth.slice(0, 3)} ${day}, ${year}`;
    case 'long':
      return `${longMonth} ${day}, ${year}`;
    case 'dayAndMonth':
      return `${longMonth} ${day}`;
  }
}
