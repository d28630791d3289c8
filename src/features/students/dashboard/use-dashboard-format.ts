import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type DashboardFormat = {
  /** A count: 1,234 (or ۱٬۲۳۴ in Dari). */
  count: (value: number) => string;
  /** A figure given in percent (87.3 → "87.3%"), at most one decimal. */
  percent: (value: number) => string;
  /** Percentage points, no sign (the wording says up or down). */
  points: (value: number) => string;
  /** A calendar day (YYYY-MM-DD) as the UI language writes it. */
  day: (isoDate: string) => string;
  /** A time of day. */
  time: (timestamp: number) => string;
  language: string;
};

/** Numbers and dates in the UI language (Intl), so Dari gets its own digits and signs. */
export function useDashboardFormat(): DashboardFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    const points = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' });
    return {
      count: (value) => count.format(value),
      percent: (value) => percent.format(value / 100),
      points: (value) => points.format(Math.abs(value)),
      day: (isoDate) => {
        const parsed = Date.parse(`${isoDate}T00:00:00Z`);
        return Number.isNaN(parsed) ? isoDate : day.format(parsed);
      },
      time: (timestamp) => time.format(timestamp),
      language,
    };
  }, [language]);
}
