/**
 * The warning every staff screen shows an administrator who can make backups (BACKUP_ROLES) when
 * the last good backup is older than BACKUP_STALE_AFTER_DAYS, or there has been none that long
 * (issue 25): a school's office PC fails without notice, and a backup nobody makes protects nothing.
 * It says when the last good one was made and links to Settings → Backups (not on the Settings
 * screen itself); the status is asked at most every ten minutes.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BACKUP_STALE_AFTER_DAYS } from '@/contract/backups';
import { SCREENS } from '@/app/screens/screen-registry';
import { goToPath } from '@/app/shell/location-store';
import { useBackupStatus } from '@/features/settings/api/backups-api';
import { canManageBackups } from '@/features/settings/components/use-settings-access';
import { dateFormat } from '@/lib/dates/calendar-format';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { useSessionUser } from '@/lib/session/use-session-user';

const STATUS_STALE_MS = 10 * 60 * 1000;

const settingsScreen = SCREENS.find((screen) => screen.name === 'Settings');

export function BackupWarningBanner({ onSettingsScreen }: { onSettingsScreen: boolean }) {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const { user } = useSessionUser();
  const allowed = canManageBackups(user?.role);
  const { data } = useBackupStatus({ enabled: allowed, staleTime: STATUS_STALE_MS });
  if (!allowed || !data?.stale) return null;

  const text = data.lastGoodAt
    ? t('shell.backupWarning.since', {
        count: BACKUP_STALE_AFTER_DAYS,
        time: dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(data.lastGoodAt)),
      })
    : t('shell.backupWarning.none', { count: BACKUP_STALE_AFTER_DAYS });
  return (
    <Alert color="yellow" mb="md" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('shell.backupWarning.title')}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{text}</Text>
        {settingsScreen && !onSettingsScreen ? (
          <Button size="xs" variant="light" color="yellow" onClick={() => goToPath(`${settingsScreen.path}?tab=backups`)}>
            {t('shell.backupWarning.open')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
