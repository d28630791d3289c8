import { useMemo } from 'react';
import { dateFormat, intlLocale } from '@/lib/dates/calendar-format';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';

export type DashboardFormat = {
  /** A count: 1,234 (or ۱٬۲۳۴ in Dari). */
  count: (value: number) => string;
  /** A figure given in percent (87.3 → "87.3%"), at most one decimal. */
  percent: (value: number) => string;
  /** Percentage points, no sign (the wording says up or down). */
  points: (value: number) => string;
  /** A calendar day (YYYY-MM-DD) as the reader writes it, in their calendar. */
  day: (isoDate: string) => string;
  /**
   * A trend point's label as the chart's axis shows it: a day ('YYYY-MM-DD') in the reader's
   * calendar ("Mar 2", "۱۱ حوت"); a month ('YYYY-MM') by its Gregorian name ("Mar 2026"), as the
   * server totals Gregorian months; anything else as given.
   */
  pointLabel: (label: string) => string;
  /** A time of day on the school's clock (Asia/Kabul). */
  time: (timestamp: number) => string;
  /** The UI language (for sorting names). */
  language: string;
  /** The Intl locale of the UI language and the reader's calendar (for other displays). */
  locale: string;
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-\d{2}$/;

/** Numbers and dates in the reader's language and calendar (Intl), so Dari gets its own digits and signs. */
export function useDashboardFormat(): DashboardFormat {
  const { locale, language } = useFormatLocale();
  return useMemo(() => {
    const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const points = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const day = dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const time = dateFormat(locale, { timeStyle: 'short' });
    const pointDay = dateFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const pointMonth = dateFormat(intlLocale(language, 'gregorian'), { month: 'short', year: 'numeric', timeZone: 'UTC' });
    return {
      count: (value) => count.format(value),
      percent: (value) => percent.format(value / 100),
      points: (value) => points.format(Math.abs(value)),
      day: (isoDate) => {
        const parsed = Date.parse(`${isoDate}T00:00:00Z`);
        return Number.isNaN(parsed) ? isoDate : day.format(parsed);
      },
      pointLabel: (label) => {
        if (ISO_DAY.test(label)) return pointDay.format(Date.parse(`${label}T00:00:00Z`));
        if (ISO_MONTH.test(label)) return pointMonth.format(Date.parse(`${label}-01T00:00:00Z`));
        return label;
      },
      time: (timestamp) => time.format(timestamp),
      language,
      locale,
    };
  }, [locale, language]);
}
