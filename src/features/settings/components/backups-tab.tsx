/**
 * Settings → Backups (issue 25), for the administrators whose scope covers every school: the
 * backups the server keeps (newest first) with their size and a download, "Back up now" with its
 * progress, and why the last one failed. That the last good one is too old, the shell's banner
 * says above every screen, this one included (app/shell/backup-warning-banner.tsx).
 */
import { Alert, Button, Group, Progress, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDatabaseExport, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backupShareDone, type BackupStatus } from '@/contract/backups';
import { downloadBackup, useBackupStatus, useStartBackup } from '@/features/settings/api/backups-api';
import { SettingsQueryState } from '@/features/settings/components/settings-query-state';
import { apiErrorText } from '@/lib/api/api-error-text';
import { dateFormat } from '@/lib/dates/calendar-format';
import { toLocaleDigits } from '@/lib/i18n/digits';
import { formatFileSize } from '@/lib/i18n/format-file-size';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';

export function BackupsTab() {
  const query = useBackupStatus();
  return <SettingsQueryState query={query}>{query.data ? <BackupsPanel status={query.data} /> : null}</SettingsQueryState>;
}

function BackupsPanel({ status }: { status: BackupStatus }) {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const start = useStartBackup();
  const [downloading, setDownloading] = useState<string | null>(null);
  const time = (iso: string) => dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const running = status.running;
  const percent = Math.round(backupShareDone(running?.progress ?? null) * 100);

  const handleDownload = async (name: string) => {
    setDownloading(name);
    try {
      await downloadBackup(name);
    } catch (error) {
      notifications.show({ color: 'red', title: t('settings.backups.downloadFailed'), message: apiErrorText(error, t('settings.loadFailedText')) });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Stack gap="md" maw={760}>
      <Text size="sm" c="dimmed">
        {t('settings.backups.intro', { at: toLocaleDigits(status.schedule.at, locale), count: status.schedule.keep })}
      </Text>
      {status.lastFailure ? (
        <Alert color="red" role="alert" title={t('settings.backups.failedTitle', { time: time(status.lastFailure.at) })}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {status.lastFailure.message}
          </Text>
        </Alert>
      ) : null}
      {start.isError ? (
        <Alert color="red" role="alert" title={t('settings.backups.startFailed')}>
          {apiErrorText(start.error, t('settings.loadFailedText'))}
        </Alert>
      ) : null}

      <Group>
        <Button
          leftSection={<IconDatabaseExport size={16} aria-hidden />}
          loading={start.isPending}
          disabled={running !== null}
          onClick={() => start.mutate()}
        >
          {t('settings.backups.now')}
        </Button>
      </Group>
      {running ? (
        <Stack gap={4}>
          <Text size="sm" aria-live="polite">
            {t('settings.backups.running', { percent: new Intl.NumberFormat(locale).format(percent) })}
          </Text>
          <Progress value={percent} animated aria-label={t('settings.backups.progress')} />
        </Stack>
      ) : null}

      {status.backups.length === 0 ? (
        <Text c="dimmed">{t('settings.backups.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={340}>
          <Table striped aria-label={t('settings.backups.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settings.backups.columns.made')}</Table.Th>
                <Table.Th>{t('settings.backups.columns.size')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('settings.backups.columns.download')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {status.backups.map((backup) => (
                <Table.Tr key={backup.name}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{time(backup.createdAt)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatFileSize(backup.bytes, locale)}</Table.Td>
                  <Table.Td style={{ textAlign: 'end' }}>
                    <Button
                      variant="light"
                      size="xs"
                      leftSection={<IconDownload size={14} aria-hidden />}
                      loading={downloading === backup.name}
                      aria-label={t('settings.backups.downloadOf', { time: time(backup.createdAt) })}
                      onClick={() => void handleDownload(backup.name)}
                    >
                      {t('settings.backups.download')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
