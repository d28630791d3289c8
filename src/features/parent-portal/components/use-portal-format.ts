import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type PortalFormat = {
  /** A YYYY-MM-DD day (or the day of an ISO instant) as the user reads it; missing shows "Not provided". */
  day: (value: string | null | undefined) => string;
  /** An ISO instant with date and time. */
  dateTime: (value: string) => string;
  /** A percentage, at most one decimal: "87.5%". */
  percent: (value: number) => string;
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days, instants and percentages of the portal in the UI language. */
export function usePortalFormat(): PortalFormat {
  const { i18n, t } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    // A calendar day is read in UTC so no time zone moves it.
    const dayFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const instantDay = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const dateTimeFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    return {
      day: (value) => {
        if (!value) return t('parentPortal.notProvided');
        const match = ISO_DAY.exec(value);
        const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : new Date(value);
        if (Number.isNaN(date.getTime())) return value;
        return match ? dayFormat.format(date) : instantDay.format(date);
      },
      dateTime: (value) => {
        const date = new Date(value);
        return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
      },
      percent: (value) => t('parentPortal.percent', { value: number.format(value) }),
    };
  }, [language, t]);
}
