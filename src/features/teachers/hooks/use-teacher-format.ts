import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type TeacherFormat = {
  /** Spec §9: salary in USD without decimals ($45,000). */
  salary: (value: number) => string;
  count: (value: number) => string;
  /** A share of a whole (0.25 → 25%). */
  share: (part: number, whole: number) => string;
  time: (timestamp: number) => string;
};

/** Money, counts and times in the UI language (Intl), so Dari gets its own digits. */
export function useTeacherFormat(): TeacherFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const salary = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' });
    return {
      salary: (value) => salary.format(value),
      count: (value) => count.format(value),
      share: (part, whole) => percent.format(whole > 0 ? part / whole : 0),
      time: (timestamp) => time.format(timestamp),
    };
  }, [language]);
}
