import { Group, NativeSelect } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat, intlLocale } from '@/lib/dates/calendar-format';
import type { MonthYear } from '@/features/parent-portal/api/get-attendance';

export type AttendancePeriodPickerProps = { value: MonthYear; currentYear: number; onChange: (value: MonthYear) => void };

/** Spec §2.5: month and year selectors; the years offered are current-2 to current+2. Native selects suit a phone. */
export function AttendancePeriodPicker({ value, currentYear, onChange }: AttendancePeriodPickerProps) {
  const { t, i18n } = useTranslation();
  // The server's months and years are Gregorian (month 3 is March), so they are named in the
  // Gregorian calendar even for a Solar Hijri reader, in the UI language and its digits: a Solar
  // Hijri name for month 3 (Hoot or Hamal) would cover other days than the ones shown.
  const gregorian = intlLocale(i18n.language, 'gregorian');
  const months = useMemo(() => {
    const name = dateFormat(gregorian, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: name.format(new Date(Date.UTC(2024, index, 1))) }));
  }, [gregorian]);
  const yearNumber = new Intl.NumberFormat(gregorian, { useGrouping: false });
  const years = Array.from({ length: 5 }, (_, index) => ({ value: String(currentYear - 2 + index), label: yearNumber.format(currentYear - 2 + index) }));

  return (
    <Group gap="sm" grow wrap="nowrap">
      <NativeSelect
        label={t('portalAttendance.monthLabel')}
        data={months}
        value={String(value.month)}
        onChange={(event) => onChange({ ...value, month: Number(event.currentTarget.value) })}
      />
      <NativeSelect
        label={t('portalAttendance.yearLabel')}
        data={years}
        value={String(value.year)}
        onChange={(event) => onChange({ ...value, year: Number(event.currentTarget.value) })}
      />
    </Group>
  );
}
