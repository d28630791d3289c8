import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@/contract/currency';
import { dateFormat } from '@/lib/dates/calendar-format';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { useMoneyFormat } from '@/lib/school/use-money-format';

export type FinanceFormat = {
  /**
   * Spec §9: the finance screens show money with a symbol and 2 decimals: "$1,234.50" in the
   * school's default currency (USD, the spec's "$"), "؋1,234.50" once the school picks AFN.
   */
  money: (value: number) => string;
  /**
   * Spec §9: bills put the currency's code before the amount, 2 decimals ("AFN 1,234.50"), in the
   * currency the server's bill declares (the school's one setting).
   */
  billMoney: (value: number, currency: Currency) => string;
  count: (value: number) => string;
  /** A stored YYYY-MM-DD day as the user reads it; missing or invalid dates show N/A (spec §8). */
  day: (value: string | null | undefined) => string;
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Money, counts and days of the finance area in the reader's language and calendar (Intl), one
 * place for all its screens; money in the school's currency (src/lib/school/use-money-format.ts).
 */
export function useFinanceFormat(): FinanceFormat {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const { money, billMoney } = useMoneyFormat();
  return useMemo(() => {
    const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    // Days are calendar days, not instants: read in UTC so no time zone moves them.
    const day = dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      money,
      billMoney,
      count: (value) => count.format(value),
      day: (value) => {
        const match = value ? ISO_DAY.exec(value) : null;
        if (!match) return t('common.notAvailable');
        const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
        return Number.isNaN(date.getTime()) ? t('common.notAvailable') : day.format(date);
      },
    };
  }, [locale, money, billMoney, t]);
}
