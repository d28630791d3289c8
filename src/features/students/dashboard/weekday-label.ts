import { dateFormat } from '@/lib/dates/calendar-format';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
// 1 January 2024 was a Monday: day n of that week names weekday n.
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 24 * 3600 * 1000;

/**
 * The server's English short weekday ("Mon") in the reader's language (`locale` from
 * useFormatLocale); an unknown name as given. A weekday is the same in every calendar, so a fixed
 * Gregorian week names it for Solar Hijri readers too.
 */
export function weekdayLabel(day: string, locale: string): string {
  const index = WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]);
  if (index === -1) return day;
  return dateFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(A_MONDAY + index * DAY_MS);
}
