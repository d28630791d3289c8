import { Button, Group, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, useUpdateWaiting } from '@/lib/pwa/service-worker-updates';

/**
 * "Update available": shown while a new version of the app waits (src/lib/pwa). Reload switches
 * every open page to it at once; Later hides the notice until the app is next opened.
 */
export function UpdateAvailableBanner() {
  const { t } = useTranslation();
  const waiting = useUpdateWaiting();
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (!waiting || dismissed) return null;

  return (
    <Notification
      role="status"
      aria-live="polite"
      title={t('pwa.update.title')}
      icon={<IconRefresh size={18} aria-hidden />}
      withCloseButton={false}
      style={{ position: 'fixed', insetBlockEnd: 16, insetInlineStart: 16, insetInlineEnd: 16, marginInline: 'auto', maxWidth: 480, zIndex: 400 }}
    >
      <Text size="sm">{t('pwa.update.message')}</Text>
      <Group gap="xs" mt="xs" justify="flex-end">
        <Button variant="default" size="xs" onClick={() => setDismissed(true)}>
          {t('pwa.update.later')}
        </Button>
        <Button
          size="xs"
          loading={reloading}
          onClick={() => {
            setReloading(true);
            applyUpdate();
          }}
        >
          {t('pwa.update.reload')}
        </Button>
      </Group>
    </Notification>
  );
}
