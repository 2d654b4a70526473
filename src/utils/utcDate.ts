/**
 * A date as `Intl.DateTimeFormat('en-US', {day: 'numeric', month: 'short', year: 'numeric',
 * timeZone: 'UTC'})` writes it ("Nov 25, 2026"), made from `Date#toUTCString`, whose English day
 * and month names the language standard fixes. It spares a page's first paint the set-up of Intl's
 * date formatting (some 50 ms on a slow phone) for one date.
 */
export function shortEnglishUtcDate(date: Date): string {
  // toUTCString: "Wed, 25 Nov 2026 10:00:00 GMT".
  const [, day = '', month = '', year = ''] = date.toUTCString().split(' ');
  return `${month} ${Number(day)}, ${year}`;
}
