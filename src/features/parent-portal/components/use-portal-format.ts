import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '@/lib/dates/calendar-format';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { useSchoolCurrency } from '@/lib/school/use-school-currency';
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
 * The ONE formatting hook of the parent portal: money (in the school's currency), percentages,
 * days and times in the reader's language and calendar.
 */
export function usePortalFormat(): PortalFormat {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const currency = useSchoolCurrency();
  return useMemo(() => {
    // narrowSymbol: "؋" for AFN in every language (English would otherwise write "AFN").
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    // A calendar day is read in UTC so no time zone moves it; an instant's day is the school's (Asia/Kabul).
    const calendarDay = dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const instantDay = dateFormat(locale, { dateStyle: 'medium' });
    const dateTimeFormat = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
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
  }, [locale, currency, t]);
}
