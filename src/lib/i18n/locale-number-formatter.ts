/**
 * i18next's formatter, so a number put into a text reads in the language's digits: "{{count}}
 * students" is "۱۲ شاگرد" in Dari, without every caller formatting its numbers first. Only values
 * that are numbers change; a string (a room "104", a receipt "RCP-000010") stays as written.
 * A bare number keeps its written form (no grouping or rounding); `{{x, number}}` groups it, and
 * `{{x, amount}}` groups it with two decimals ("20,000,000.00", an amount in currency units).
 */
import type { FormatterModule } from 'i18next';
import { intlLocale } from '@/lib/dates/intl-locale';
import { toLocaleDigits } from '@/lib/i18n/digits';

export const localeNumberFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format(value: unknown, format, lng) {
    if (typeof value !== 'number') return value as string;
    const locale = intlLocale(lng ?? 'en', 'gregorian');
    if (format === 'number') return new Intl.NumberFormat(locale).format(value);
    if (format === 'amount') return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
    return toLocaleDigits(String(value), locale);
  },
};
