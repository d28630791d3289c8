import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FINANCE_CURRENCY } from '@/contract/finance';
import { dateFormat } from '@/lib/dates/calendar-format';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { useSchoolCurrency } from '@/lib/school/use-school-currency';

export type FinanceFormat = {
  /**
   * Spec §9: the finance screens show money with a symbol and 2 decimals: "$1,234.50" in the
   * school's default currency (USD, the spec's "$"), "؋1,234.50" once the school picks AFN.
   */
  money: (value: number) => string;
  /**
   * Spec §9: bills use the currency prefix AFN with 2 decimals (AFN 1,234.50), whatever the
   * screens show: the bill's amounts are the ones the server's bill declares in AFN.
   */
  billMoney: (value: number) => string;
  count: (value: number) => string;
  /** A stored YYYY-MM-DD day as the user reads it; missing or invalid dates show N/A (spec §8). */
  day: (value: string | null | undefined) => string;
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Money, counts and days of the finance area in the reader's language and calendar (Intl), one
 * place for all its screens; money in the school's currency (GET /settings/currency).
 */
export function useFinanceFormat(): FinanceFormat {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const currency = useSchoolCurrency();
  return useMemo(() => {
    // narrowSymbol: "؋" for AFN in every language (English would otherwise write "AFN").
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const plain = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    // Days are calendar days, not instants: read in UTC so no time zone moves them.
    const day = dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      money: (value) => money.format(value),
      billMoney: (value) => `${FINANCE_CURRENCY} ${plain.format(value)}`,
      count: (value) => count.format(value),
      day: (value) => {
        const match = value ? ISO_DAY.exec(value) : null;
        if (!match) return t('common.notAvailable');
        const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
        return Number.isNaN(date.getTime()) ? t('common.notAvailable') : day.format(date);
      },
    };
  }, [locale, currency, t]);
}
