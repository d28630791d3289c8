import { useMemo } from 'react';
import { dateFormat } from '@/lib/dates/calendar-format';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { useMoneyFormat } from '@/lib/school/use-money-format';

export type TeacherFormat = {
  /** Spec §9: salary without decimals: "$45,000" in USD (the school's default), "؋45,000" in AFN. */
  salary: (value: number) => string;
  count: (value: number) => string;
  /** A share of a whole (0.25 → 25%). */
  share: (part: number, whole: number) => string;
  time: (timestamp: number) => string;
};

/**
 * Money (in the school's currency, use-money-format.ts), counts and times in the reader's language and calendar (Intl),
 * so Dari gets its own digits.
 */
export function useTeacherFormat(): TeacherFormat {
  const { locale } = useFormatLocale();
  const { wholeMoney } = useMoneyFormat();
  return useMemo(() => {
    const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    // A time of day on the school's clock (Asia/Kabul).
    const time = dateFormat(locale, { timeStyle: 'short' });
    return {
      salary: wholeMoney,
      count: (value) => count.format(value),
      share: (part, whole) => percent.format(whole > 0 ? part / whole : 0),
      time: (timestamp) => time.format(timestamp),
    };
  }, [locale, wholeMoney]);
}
