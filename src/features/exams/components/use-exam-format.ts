import { useMemo } from 'react';
import { calendarDayInstant, formatCalendarDay } from '@/lib/dates/calendar-format';
import { toLocaleDigits } from '@/lib/i18n/digits';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';

export type ExamFormat = {
  /** An exam's day (YYYY-MM-DD) in the reader's calendar ("Nov 23, 2026", "۲ قوس ۱۴۰۵"); anything else as given. */
  day: (isoDay: string) => string;
  /** A clock time ("08:00", 24 hours, as the school writes it) in the reader's digits ("۰۸:۰۰"). */
  time: (clock: string) => string;
  /** A count or rank in the reader's digits ("۱۲"). */
  count: (value: number) => string;
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;
const isCalendarDay = (value: string) => ISO_DAY.test(value) && !Number.isNaN(calendarDayInstant(value).getTime());

/** Days, times and counts of the exams screens in the reader's language and calendar. */
export function useExamFormat(): ExamFormat {
  const { locale } = useFormatLocale();
  return useMemo(() => {
    const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    return {
      day: (isoDay) => (isCalendarDay(isoDay) ? formatCalendarDay(isoDay, locale, { dateStyle: 'medium' }) : isoDay),
      time: (clock) => toLocaleDigits(clock, locale),
      count: (value) => count.format(value),
    };
  }, [locale]);
}
