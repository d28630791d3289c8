import { Alert, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatrix } from '@/features/attendance/api/get-matrix';
import { ClassSelect } from '@/features/attendance/components/class-select';
import { MatrixExportButton } from '@/features/attendance/matrix/matrix-export-button';
import { MatrixTable } from '@/features/attendance/matrix/matrix-table';
import { MonthYearSelect } from '@/features/attendance/matrix/month-year-select';
import { currentSchoolMonth, monthBounds, type SchoolMonth } from '@/features/attendance/matrix/school-month';
import { ReportError, ReportLoading } from '@/features/attendance/summary/report-states';
import { useReportFormat } from '@/features/attendance/summary/use-report-format';
import { localFlatName } from '@/lib/names/local-record-name';

/**
 * The monthly matrix of a class: students × days with each day's status, totals, and the CSV
 * export of the same class and month. Starts on this month (Kabul's calendar) with no class.
 */
export function MonthlyMatrixTab() {
  const { t, i18n } = useTranslation();
  const format = useReportFormat();
  const thisMonth = useMemo(() => currentSchoolMonth(), []);
  const [classId, setClassId] = useState<number | null>(null);
  const [month, setMonth] = useState<SchoolMonth>(thisMonth);
  const query = useMatrix(classId === null ? null : { classId, ...month });
  const exportQuery = classId === null ? null : { classId, ...monthBounds(month) };
  const matrix = query.data;

  const controls = (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <ClassSelect value={classId} onChange={setClassId} />
      <MonthYearSelect value={month} onChange={setMonth} currentYear={thisMonth.year} />
      <MatrixExportButton query={exportQuery} />
    </Group>
  );

  let body;
  if (classId === null) {
    body = <Text c="dimmed">{t('attendanceReports.matrix.chooseClass')}</Text>;
  } else if (query.isPending) {
    body = <ReportLoading label={t('attendanceReports.matrix.loading')} />;
  } else if (query.isError && !matrix) {
    body = (
      <ReportError
        title={t('attendanceReports.matrix.errorTitle')}
        fallback={t('attendanceReports.matrix.errorFallback')}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (matrix) {
    const className = localFlatName(matrix, 'class', i18n.language);
    const caption = t('attendanceReports.matrix.caption', { className, month: format.monthName(matrix.month), year: matrix.year });
    body = (
      <Stack gap="sm" aria-busy={query.isFetching}>
        {query.isError ? (
          <ReportError
            title={t('attendanceReports.matrix.errorTitle')}
            fallback={t('attendanceReports.matrix.errorFallback')}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : null}
        {matrix.students.length === 0 ? (
          <Alert color="gray" variant="light">
            {t('attendanceReports.matrix.noStudents', { className })}
          </Alert>
        ) : (
          <>
            {matrix.totals.marks === 0 ? (
              <Text size="sm" c="dimmed">
                {t('attendanceReports.matrix.noMarks')}
              </Text>
            ) : null}
            <MatrixTable matrix={matrix} caption={caption} />
            <Text size="xs" c="dimmed">
              {t('attendanceReports.matrix.legend')}
            </Text>
          </>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md" component="section" aria-label={t('attendanceReports.matrix.title')}>
      {controls}
      {body}
    </Stack>
  );
}
