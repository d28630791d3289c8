import { useMemo } from 'react';
import { dateFormat, intlLocale, type DateFormat } from '@/lib/dates/calendar-format';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';

export type ReportFormat = {
  count: (value: number) => string;
  /** A whole-percent rate (0-100) as the UI language writes a percentage. */
  rate: (value: number) => string;
  /** YYYY-MM-DD as a medium date ("Mar 3, 2026"), in the reader's calendar. */
  day: (value: string) => string;
  /** YYYY-MM-DD as day and month ("3 March"), in the reader's calendar, for a cell's accessible name. */
  dayMonth: (value: string) => string;
  /** YYYY-MM-DD as day and short month ("Mar 3"), in the reader's calendar, for a chart's axis. */
  shortDay: (value: string) => string;
  /** YYYY-MM-DD's day of its Gregorian month ("3"): the matrix's columns are a Gregorian month's days. */
  dayNumber: (value: string) => string;
  /** YYYY-MM-DD's weekday, narrow ("M") and long ("Monday"). */
  weekdayInitial: (value: string) => string;
  weekday: (value: string) => string;
  /** 1-12 as the Gregorian month's name ("March"): the server's months are Gregorian. */
  monthName: (month: number) => string;
};

/** A calendar day as a UTC instant, so no time zone moves it. */
export function dayInstant(value: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * A weekday's initial. Some locales' data has no narrow weekdays of their own and gives English
 * letters ("M", "T" in Pashto): the short name is shown instead of a letter of another language.
 */
function weekdayInitialFormat(locale: string): DateFormat {
  const narrow = dateFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  if (locale.startsWith('en') || !/[A-Za-z]/.test(narrow.format(0))) return narrow;
  return dateFormat(locale, { weekday: 'short', timeZone: 'UTC' });
}

/**
 * Counts, rates and days of the attendance reports in the reader's language and calendar (Intl).
 * The monthly matrix is a Gregorian month (the server's months are), so its month names and day
 * numbers stay Gregorian, in the reader's language and digits; every full date is in the reader's
 * calendar.
 */
export function useReportFormat(): ReportFormat {
  const { locale, language } = useFormatLocale();
  return useMemo(() => {
    const gregorian = intlLocale(language, 'gregorian');
    const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const medium = dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const dayMonth = dateFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
    const shortDay = dateFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const narrow = weekdayInitialFormat(locale);
    const long = dateFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    const month = dateFormat(gregorian, { month: 'long', timeZone: 'UTC' });
    return {
      count: (value) => count.format(value),
      rate: (value) => percent.format(value / 100),
      day: (value) => medium.format(dayInstant(value)),
      dayMonth: (value) => dayMonth.format(dayInstant(value)),
      shortDay: (value) => shortDay.format(dayInstant(value)),
      dayNumber: (value) => count.format(Number(value.slice(8, 10))),
      weekdayInitial: (value) => narrow.format(dayInstant(value)),
      weekday: (value) => long.format(dayInstant(value)),
      monthName: (value) => month.format(new Date(Date.UTC(2000, value - 1, 1))),
    };
  }, [locale, language]);
}
