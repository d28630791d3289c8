import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import type { ChildDocument } from '@/contract/parent-child-records';
import { apiErrorText } from '@/lib/api/api-error-text';
import { PortalEmpty, PortalLoading, PortalQueryError } from '@/features/parent-portal/components/portal-query-state';
import { usePortalFormat } from '@/features/parent-portal/components/use-portal-format';
import { useDownloadChildDocument } from '@/features/parent-portal/records/api/download-child-document';
import { useChildDocuments } from '@/features/parent-portal/records/api/get-child-documents';
import { fileTypeLabel } from '@/features/parent-portal/records/document-format';
import { formatFileSize } from '@/lib/i18n/format-file-size';
import { RecordSection } from '@/features/parent-portal/records/record-section';

function DocumentRow({ studentId, document }: { studentId: number; document: ChildDocument }) {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const format = usePortalFormat();
  const download = useDownloadChildDocument(studentId);
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={document.title}>
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {document.title}
          </Text>
          <Text size="sm" c="dimmed">
            {t('portalRecords.documents.details', { type: fileTypeLabel(document.mimeType, document.fileName), size: formatFileSize(document.sizeBytes, locale) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('portalRecords.documents.added', { date: format.day(document.createdAt) })}
          </Text>
        </Stack>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          aria-label={t('portalRecords.documents.downloadLabel', { title: document.title })}
          loading={download.isPending}
          onClick={() => download.mutate(document)}
        >
          {t('portalRecords.documents.download')}
        </Button>
      </Group>
      {download.isError && (
        <Text role="alert" size="sm" c="red" mt="xs">
          {t('portalRecords.documents.downloadFailed', { title: document.title })} {apiErrorText(download.error, t('portalRecords.documents.downloadFailedFallback'))}
        </Text>
      )}
    </Paper>
  );
}

/** The child's documents from the school (certificates, notes), newest first, each downloadable. */
export function ChildDocumentsList({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const documents = useChildDocuments(studentId);

  const body = () => {
    if (documents.isPending) return <PortalLoading label={t('portalRecords.documents.loading')} />;
    if (documents.isError) {
      return (
        <PortalQueryError
          title={t('portalRecords.documents.errorTitle')}
          fallback={t('portalRecords.documents.errorFallback')}
          error={documents.error}
          onRetry={() => void documents.refetch()}
          retrying={documents.isFetching}
        />
      );
    }
    if (documents.data.length === 0) return <PortalEmpty icon={<IconFileOff size={28} aria-hidden />} text={t('portalRecords.documents.empty')} />;
    return (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('portalRecords.documents.title')}>
        {documents.data.map((document) => (
          <DocumentRow key={document.id} studentId={studentId} document={document} />
        ))}
      </Stack>
    );
  };

  return (
    <RecordSection id="documents" title={t('portalRecords.documents.title')}>
      {body()}
    </RecordSection>
  );
}
