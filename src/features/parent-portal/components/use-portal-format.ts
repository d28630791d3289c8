import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clockTime, parsePortalDay } from '@/features/parent-portal/components/portal-format';

export type PortalFormat = {
  /** Spec §9: the parent portal shows money with a $ symbol and 2 decimals ($1,234.50). */
  money: (value: number) => string;
  /** A percentage, at most one decimal: "87.5%". */
  percent: (value: number) => string;
  /** A YYYY-MM-DD day (or an ISO instant's day) as the user reads it; missing or invalid shows `missing` (N/A by default). */
  day: (value: string | null | undefined, missing?: string) => string;
  /** An ISO instant with date and time. */
  dateTime: (value: string) => string;
  /** 'HH:MM:SS' as HH:MM; null when not set. */
  time: (value: string | null | undefined) => string | null;
};

/** The ONE formatting hook of the parent portal: money, percentages, days and times in the UI language. */
export function usePortalFormat(): PortalFormat {
  const { i18n, t } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    // A calendar day is read in UTC so no time zone moves it; an instant's day is the local one.
    const calendarDay = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const instantDay = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const dateTimeFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      money: (value) => money.format(value),
      percent: (value) => t('parentPortal.percent', { value: number.format(value) }),
      day: (value, missing) => {
        const day = parsePortalDay(value);
        if (!day) return missing ?? t('common.notAvailable');
        return (day.utc ? calendarDay : instantDay).format(day.date);
      },
      dateTime: (value) => {
        const date = new Date(value);
        return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
      },
      time: clockTime,
    };
  }, [language, t]);
}
