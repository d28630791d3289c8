import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SchoolMonth } from '@/features/attendance/matrix/school-month';
import { useReportFormat } from '@/features/attendance/summary/use-report-format';
import { toLocaleDigits } from '@/lib/i18n/digits';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';

/** Years offered: a few back for last years' registers, one ahead for a new school year. */
const YEARS_BACK = 5;

export type MonthYearSelectProps = { value: SchoolMonth; onChange: (value: SchoolMonth) => void; currentYear: number };

/** The month and year of the matrix, as two selects (month names in the UI language). */
export function MonthYearSelect({ value, onChange, currentYear }: MonthYearSelectProps) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const { locale } = useFormatLocale();
  const months = Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: format.monthName(index + 1) }));
  const years = Array.from({ length: YEARS_BACK + 2 }, (_, index) => currentYear + 1 - index).map((year) => ({ value: String(year), label: toLocaleDigits(String(year), locale) }));
  return (
    <Group gap="sm" wrap="nowrap" align="flex-end">
      <Select
        label={t('attendanceReports.matrix.month')}
        data={months}
        value={String(value.month)}
        onChange={(next) => next && onChange({ ...value, month: Number(next) })}
        allowDeselect={false}
        w={150}
      />
      <Select
        label={t('attendanceReports.matrix.year')}
        data={years}
        value={String(value.year)}
        onChange={(next) => next && onChange({ ...value, year: Number(next) })}
        allowDeselect={false}
        w={110}
      />
    </Group>
  );
}
