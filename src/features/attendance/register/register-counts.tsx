import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegisterCounts as Counts } from '@/features/attendance/register/register-rows';
import { useReportFormat } from '@/features/attendance/summary/use-report-format';

const COUNT_COLORS = { PRESENT: 'green', ABSENT: 'red', LATE: 'yellow', EXCUSED: 'blue', unmarked: 'gray' } as const;

/** Each status's count, updated as marks are chosen (announced politely to screen readers). */
export function RegisterCounts({ counts }: { counts: Counts }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  return (
    <Group gap="xs" role="status" aria-live="polite" aria-label={t('attendanceRegister.register.countsLabel')}>
      {(Object.keys(COUNT_COLORS) as (keyof typeof COUNT_COLORS)[]).map((key) => (
        <Badge key={key} color={COUNT_COLORS[key]} variant="light" size="lg" data-count={key}>
          {t(`attendanceRegister.status.${key}`)}: {format.count(counts[key])}
        </Badge>
      ))}
    </Group>
  );
}
