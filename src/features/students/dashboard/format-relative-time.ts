const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "5 minutes ago", "yesterday", "now" in the UI language (`locale` from useFormatLocale, so Dari
 * and Pashto get their digits). An unreadable timestamp comes back as given rather than as a wrong time.
 */
export function formatRelativeTime(at: string, now: number, locale: string): string {
  const then = Date.parse(at);
  if (Number.isNaN(then)) return at;
  const seconds = Math.round((then - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
