/**
 * The label of the period an attendance figure covers ("This month", "Last 30 days", "All time",
 * or its dates in the reader's calendar), as the server names it in the figure's answer.
 */
import { useTranslation } from 'react-i18next';
import type { AttendancePeriod } from '@/contract/attendance-periods';
import { formatCalendarDay } from '@/lib/dates/calendar-format';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';

export function useAttendancePeriodLabel(): (period: AttendancePeriod) => string {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  return (period) =>
    t(`schoolDays.periods.${period.name}`, {
      from: period.from ? formatCalendarDay(period.from, locale) : '',
      to: period.to ? formatCalendarDay(period.to, locale) : '',
    });
}
