import { Alert, Badge, Loader, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api/api-error-text';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { useClassPerformance } from '@/features/classes/api/get-class-detail';

/** The class's students ranked by average grade (GET /classes/performance/{id}); unranked ones (no grades) last. */
export function ClassPerformanceTab({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const performance = useClassPerformance(classId);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (performance.isPending) return <Loader size="sm" aria-label={t('classes.performance.loading')} />;
  if (performance.isError) {
    return (
      <Alert role="alert" color="red" variant="light">
        {apiErrorText(performance.error, t('classes.performance.failed'))}
      </Alert>
    );
  }
  const rows = performance.data.students;
  if (rows.length === 0) return <Text c="dimmed">{t('classes.performance.empty')}</Text>;
  const percent = (value: number) => t('classes.figures.percent', { value: number.format(value) });
  return (
    <ScrollArea type="auto">
      <Table striped fz="sm" miw={480} aria-label={t('classes.performance.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('classes.performance.rank')}</Table.Th>
            <Table.Th>{t('classes.performance.student')}</Table.Th>
            <Table.Th style={{ textAlign: 'end' }}>{t('classes.performance.average')}</Table.Th>
            <Table.Th>{t('classes.performance.grade')}</Table.Th>
            <Table.Th style={{ textAlign: 'end' }}>{t('classes.performance.attendance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.studentId}>
              <Table.Td>{row.rank ?? '—'}</Table.Td>
              <Table.Th scope="row" fw={500}>
                {row.name}
                <Text span size="xs" c="dimmed" display="block">
                  {row.admissionNo}
                </Text>
              </Table.Th>
              <Table.Td style={{ textAlign: 'end' }}>{row.average === null ? t('classes.performance.noGrades') : percent(row.average)}</Table.Td>
              <Table.Td>{row.gradeLabel ? <Badge variant="light">{row.gradeLabel}</Badge> : '—'}</Table.Td>
              <Table.Td style={{ textAlign: 'end' }}>{row.attendanceMarks === 0 ? '—' : percent(row.attendanceRate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
