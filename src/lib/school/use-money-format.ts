/**
 * The ONE way the app shows money: in the school's one currency (GET /settings/currency, through
 * useSchoolCurrency), in the reader's language and digits. Every area's format hook takes its money
 * from here, and a label that names the currency ("Salary (AFN)") interpolates `currencyLabel`, so
 * screens, bills and labels all follow the school's setting. Amounts are never converted.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@/contract/currency';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { useSchoolCurrency } from '@/lib/school/use-school-currency';

export type MoneyFormat = {
  /** The school's currency. */
  currency: Currency;
  /** The currency as a label names it, in the reader's language: "AFN", "افغانی". */
  currencyLabel: string;
  /** With the symbol and 2 decimals: "$1,234.50" in USD, "؋1,234.50" in AFN (spec §9's "$" places). */
  money: (value: number) => string;
  /** With the symbol, whole units: "؋45,000" (spec §9: salaries without decimals). */
  wholeMoney: (value: number) => string;
  /** A bill's amount (spec §9): the currency's code before it, 2 decimals: "AFN 1,234.50". */
  billMoney: (value: number, currency?: Currency) => string;
};

function moneyFormatters(locale: string, currency: Currency) {
  // narrowSymbol: "؋" for AFN in every language (English would otherwise write "AFN").
  const symbol = (digits: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: digits, maximumFractionDigits: digits });
  const money = symbol(2);
  const whole = symbol(0);
  const plain = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    money: (value: number) => money.format(value),
    wholeMoney: (value: number) => whole.format(value),
    billMoney: (value: number, billCurrency: Currency = currency) => `${billCurrency} ${plain.format(value)}`,
  };
}

export function useMoneyFormat(): MoneyFormat {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const currency = useSchoolCurrency();
  return useMemo(() => ({ currency, currencyLabel: t(`money.currency.${currency}`), ...moneyFormatters(locale, currency) }), [locale, currency, t]);
}
