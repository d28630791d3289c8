/**
 * The warning every staff screen shows an administrator who can make backups (BACKUP_ROLES) when
 * the last good backup is older than BACKUP_STALE_AFTER_DAYS, or there has been none that long
 * (issue 25): a school's office PC fails without notice, and a backup nobody makes protects nothing.
 * It links to Settings → Backups; the status is asked at most every ten minutes.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BACKUP_STALE_AFTER_DAYS } from '@/contract/backups';
import { SCREENS } from '@/app/screens/screen-registry';
import { goToPath } from '@/app/shell/location-store';
import { useBackupStatus } from '@/features/settings/api/backups-api';
import { canManageBackups } from '@/features/settings/components/use-settings-access';
import { useSessionUser } from '@/lib/session/use-session-user';

const STATUS_STALE_MS = 10 * 60 * 1000;

const settingsScreen = SCREENS.find((screen) => screen.name === 'Settings');

export function BackupWarningBanner({ onSettingsScreen }: { onSettingsScreen: boolean }) {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const allowed = canManageBackups(user?.role);
  const { data } = useBackupStatus({ enabled: allowed, staleTime: STATUS_STALE_MS });
  if (!allowed || !data?.stale) return null;

  const text = data.lastGoodAt ? 'shell.backupWarning.text' : 'shell.backupWarning.none';
  return (
    <Alert color="yellow" mb="md" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('shell.backupWarning.title')}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t(text, { count: BACKUP_STALE_AFTER_DAYS })}</Text>
        {settingsScreen && !onSettingsScreen ? (
          <Button size="xs" variant="light" color="yellow" onClick={() => goToPath(`${settingsScreen.path}?tab=backups`)}>
            {t('shell.backupWarning.open')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
