import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { reasonText, type ImportReport } from '@/features/students/import/import-report';
import { RejectedRowsTable } from '@/features/students/import/rejected-rows-table';

export type ImportReportPanelProps = {
  report: ImportReport;
  onDownloadRejected: () => void;
};

/** "N imported, M rejected", the rows waiting offline, and the rejected rows with their reasons. */
export function ImportReportPanel({ report, onDownloadRejected }: ImportReportPanelProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text fw={600} role="status">
        {t('studentImport.report.summary', { imported: report.imported, rejected: report.rejected.length })}
      </Text>
      {report.queued > 0 ? (
        <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('studentImport.report.queued', { count: report.queued })}
        </Alert>
      ) : null}
      {report.rejected.length === 0 ? (
        report.queued === 0 ? (
          <Text size="sm" c="teal">
            {t('studentImport.report.allImported')}
          </Text>
        ) : null
      ) : (
        <>
          <RejectedRowsTable
            caption={t('studentImport.report.rejectedTitle')}
            rows={report.rejected.map((row) => ({ fileRow: row.fileRow, admissionNo: row.admissionNo, reasons: row.reasons.map(reasonText) }))}
          />
          <Group>
            <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={onDownloadRejected}>
              {t('studentImport.actions.downloadRejected')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
