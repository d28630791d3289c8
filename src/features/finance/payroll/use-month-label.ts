import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat, intlLocale } from '@/lib/dates/calendar-format';

/**
 * A record's month and year ("March 2026") in the UI language; calendar values, so read in UTC.
 * A payroll month is a Gregorian one (month 3 of 2026 is March 2026), so it is named in the
 * Gregorian calendar even for a Solar Hijri reader (in Dari or Pashto, with their digits): its
 * Solar Hijri name would cover other days.
 */
export function useMonthLabel(): (month: number, year: number) => string {
  const { i18n } = useTranslation();
  const gregorian = intlLocale(i18n.language, 'gregorian');
  return useMemo(() => {
    const formatter = dateFormat(gregorian, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return (month, year) => formatter.format(new Date(Date.UTC(year, month - 1, 1)));
  }, [gregorian]);
}
