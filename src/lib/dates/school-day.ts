/**
 * The school's calendar day. The school keeps Asia/Kabul time (spec part 2 §9), so "today" is
 * Kabul's day wherever the device's clock or time zone is set (a tablet left on UTC would start
 * the day 4½ hours late).
 */
export const SCHOOL_TIME_ZONE = 'Asia/Kabul';

const schoolDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Asia/Kabul calendar day of an instant, YYYY-MM-DD. */
export function schoolDay(instant: Date = new Date()): string {
  const parts = Object.fromEntries(schoolDayFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
