import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A record's month and year ("March 2026") in the UI language; calendar values, so read in UTC. */
export function useMonthLabel(): (month: number, year: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const formatter = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return (month, year) => formatter.format(new Date(Date.UTC(year, month - 1, 1)));
  }, [i18n.language]);
}
