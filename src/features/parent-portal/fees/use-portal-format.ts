import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type PortalFormat = {
  /** Spec §9: the parent portal shows money with a $ symbol and 2 decimals ($1,234.50). */
  money: (value: number) => string;
  /** A stored YYYY-MM-DD day in the UI language; missing or invalid days show N/A. */
  day: (value: string | null | undefined) => string;
  /** 'HH:MM:SS' as HH:MM; null when not set. */
  time: (value: string | null | undefined) => string | null;
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const CLOCK = /^(\d{2}):(\d{2})/;

/** Money, days and times of the portal's Fees and Exams tabs (Intl, the UI language). */
export function usePortalFormat(): PortalFormat {
  const { i18n, t } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    // Days are calendar days, not instants: read in UTC so no time zone moves them.
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      money: (value) => money.format(value),
      day: (value) => {
        const match = value ? ISO_DAY.exec(value) : null;
        const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
        return date && !Number.isNaN(date.getTime()) ? day.format(date) : t('common.notAvailable');
      },
      time: (value) => {
        const match = value ? CLOCK.exec(value) : null;
        return match ? `${match[1]}:${match[2]}` : null;
      },
    };
  }, [language, t]);
}
