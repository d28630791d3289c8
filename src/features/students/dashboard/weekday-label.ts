const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
// 1 January 2024 was a Monday: day n of that week names weekday n.
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 24 * 3600 * 1000;

/** The server's English short weekday ("Mon") in the UI language; an unknown name as given. */
export function weekdayLabel(day: string, language: string): string {
  const index = WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]);
  if (index === -1) return day;
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(A_MONDAY + index * DAY_MS);
}
