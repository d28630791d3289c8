import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useExportAttendance, type AttendanceExportQuery } from '@/features/attendance/api/export-attendance';
import { apiErrorText } from '@/lib/api/api-error-text';

export type MatrixExportButtonProps = {
  /** Null until a class is chosen. */
  query: AttendanceExportQuery | null;
};

/** "Export CSV": the class's marks of the month as the server's CSV, with its progress and outcome. */
export function MatrixExportButton({ query }: MatrixExportButtonProps) {
  const { t } = useTranslation();
  const exporting = useExportAttendance();
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        disabled={query === null}
        loading={exporting.isPending}
        loaderProps={{ 'aria-label': t('attendanceReports.export.preparing') }}
        onClick={() => {
          if (query) exporting.mutate(query);
        }}
      >
        {t('attendanceReports.export.button')}
      </Button>
      <div aria-live="polite">
        {exporting.isPending ? (
          <Text size="xs" c="dimmed">
            {t('attendanceReports.export.preparing')}
          </Text>
        ) : null}
        {exporting.isSuccess ? (
          <Text size="xs" c="green">
            {t('attendanceReports.export.saved', { fileName: exporting.data })}
          </Text>
        ) : null}
      </div>
      {exporting.isError ? (
        <Alert role="alert" color="red" variant="light" title={t('attendanceReports.export.failedTitle')} py="xs">
          {apiErrorText(exporting.error, t('attendanceReports.export.failed'))}
        </Alert>
      ) : null}
    </Stack>
  );
}
