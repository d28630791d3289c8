/**
 * Dates and numbers in the reader's language and calendar. Every display of a date goes through
 * `dateFormat` with the locale from `intlLocale` (or the `useFormatLocale` hook), so the user's
 * calendar choice (Solar Hijri or Gregorian) reaches every screen and print:
 * - Dari is `fa-AF` and Pashto `ps-AF`: Afghan month names (حمل، ثور … قوس) and Dari/Pashto
 *   digits come from the browser's own locale data;
 * - the calendar rides on the Unicode extension (`-u-ca-persian` / `-u-ca-gregory`), which
 *   Intl.NumberFormat ignores, so one locale string serves numbers too.
 * Times are Asia/Kabul's unless a caller says otherwise (ISO calendar days pass `timeZone: 'UTC'`).
 */
import { PASHTO_STAND_IN } from '@/lib/dates/intl-locale';
import { pashtoDateName } from '@/lib/dates/pashto-date-names';
import { SCHOOL_TIME_ZONE } from '@/lib/dates/school-day';

export { intlLocale } from '@/lib/dates/intl-locale';

export type DateFormat = { format: (date: Date | number) => string };

/**
 * Intl.DateTimeFormat without the era ICU adds to Persian-calendar dates in some locales
 * ("AP 1405"): in Afghanistan the Solar Hijri year needs no marker. Times default to Asia/Kabul.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): DateFormat {
  const formatter = new Intl.DateTimeFormat(locale, { timeZone: SCHOOL_TIME_ZONE, ...options });
  const pashto = locale.endsWith(PASHTO_STAND_IN);
  if (!locale.includes('-ca-persian') && !pashto) return formatter;
  return {
    format(date) {
      const parts = formatter.formatToParts(date).map((part) =>
        pashto && (part.type === 'month' || part.type === 'weekday') ? { ...part, value: pashtoDateName(part.value) } : part,
      );
      const eraAt = parts.findIndex((part) => part.type === 'era');
      if (eraAt === -1) return parts.map((part) => part.value).join('');
      // Drop the era with the space that joins it to the rest.
      const before = parts[eraAt - 1];
      const after = parts[eraAt + 1];
      const drop = new Set([eraAt]);
      if (after?.type === 'literal' && after.value.trim() === '') drop.add(eraAt + 1);
      else if (before?.type === 'literal' && before.value.trim() === '') drop.add(eraAt - 1);
      return parts
        .filter((_, index) => !drop.has(index))
        .map((part) => part.value)
        .join('')
        .trim();
    },
  };
}

/** An ISO calendar day (YYYY-MM-DD) as the instant Intl formats with `timeZone: 'UTC'`. */
export function calendarDayInstant(isoDay: string): Date {
  return new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
}

/** An ISO calendar day in the reader's calendar ("۱ قوس ۱۴۰۵", "Nov 22, 2026"). */
export function formatCalendarDay(isoDay: string, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return dateFormat(locale, { ...options, timeZone: 'UTC' }).format(calendarDayInstant(isoDay));
}
