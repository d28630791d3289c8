import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FINANCE_CURRENCY } from '@/contract/finance';

export type FinanceFormat = {
  /** Spec §9: the finance screens show money with a $ symbol and 2 decimals ($1,234.50). */
  money: (value: number) => string;
  /** Spec §9: bills use the currency prefix AFN with 2 decimals (AFN 1,234.50). */
  billMoney: (value: number) => string;
  count: (value: number) => string;
  /** A stored YYYY-MM-DD day as the user reads it; missing or invalid dates show N/A (spec §8). */
  day: (value: string | null | undefined) => string;
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** Money, counts and days of the finance area in the UI language (Intl), one place for all its screens. */
export function useFinanceFormat(): FinanceFormat {
  const { i18n, t } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const plain = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    // Days are calendar days, not instants: read in UTC so no time zone moves them.
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
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
  }, [language, t]);
}
