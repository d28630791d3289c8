import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type ReportFormat = {
  count: (value: number) => string;
  /** A whole-percent rate (0-100) as the UI language writes a percentage. */
  rate: (value: number) => string;
  /** YYYY-MM-DD as a medium date ("Mar 3, 2026"). */
  day: (value: string) => string;
  /** YYYY-MM-DD as day and month ("3 March"), for a cell's accessible name. */
  dayMonth: (value: string) => string;
  /** YYYY-MM-DD as day and short month ("Mar 3"), for a chart's axis. */
  shortDay: (value: string) => string;
  /** YYYY-MM-DD's day of the month ("3"). */
  dayNumber: (value: string) => string;
  /** YYYY-MM-DD's weekday, narrow ("M") and long ("Monday"). */
  weekdayInitial: (value: string) => string;
  weekday: (value: string) => string;
  /** 1-12 as the month's name ("March"). */
  monthName: (month: number) => string;
};

/** A calendar day as a UTC instant, so no time zone moves it. */
export function dayInstant(value: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** Counts, rates and days of the attendance reports in the UI language (Intl). */
export function useReportFormat(): ReportFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    const medium = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const dayMonth = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' });
    const shortDay = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const narrow = new Intl.DateTimeFormat(language, { weekday: 'narrow', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
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
  }, [language]);
}
