import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '@/lib/dates/calendar-format';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { useMoneyFormat } from '@/lib/school/use-money-format';
import { clockTime, parsePortalDay } from '@/features/parent-portal/components/portal-format';

export type PortalFormat = {
  /**
   * Spec §9: the parent portal shows money with a symbol and 2 decimals: "$1,234.50" in the
   * school's default currency (USD, the spec's "$"), "؋1,234.50" once the school picks AFN.
   */
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

/**
 * The ONE formatting hook of the parent portal: money (in the school's currency, use-money-format.ts), percentages,
 * days and times in the reader's language and calendar.
 */
export function usePortalFormat(): PortalFormat {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const { money } = useMoneyFormat();
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    // A calendar day is read in UTC so no time zone moves it; an instant's day is the school's (Asia/Kabul).
    const calendarDay = dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const instantDay = dateFormat(locale, { dateStyle: 'medium' });
    const dateTimeFormat = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      money,
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
  }, [locale, money, t]);
}
