import { SCHOOL_TIME_ZONE } from '@/lib/dates/school-day';

/**
 * A long date with time, "November 22, 2026 at 10:15 AM" in English (Intl, so other UI
 * languages get their own form), in the school's time zone. An unreadable value comes back as is.
 */
export function formatLongDateTime(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: SCHOOL_TIME_ZONE }).format(date);
}
