import { Button, Drawer, useDirection } from '@mantine/core';
import { IconCloudUpload, IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxView } from '@/lib/offline/outbox/use-outbox';
import { OutboxPanel } from '@/app/shell/outbox/outbox-panel';

export type OutboxIndicatorProps = {
  view: OutboxView | undefined;
  /** Compact: the count only (narrow top bars); the summary stays in the accessible name. */
  compact?: boolean;
};

/**
 * The top bar's pending count (issue 4): shown while any write waits on this device; opens the
 * panel that lists them. Red when the server refused one of the user's writes.
 */
export function OutboxIndicator({ view, compact = false }: OutboxIndicatorProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const { dir } = useDirection();
  if (!view) return null;
  const waiting = view.queued.length + view.otherUsers.length;
  const refused = view.attention.length;
  if (waiting + refused === 0 && !opened) return null;

  const parts = [
    ...(refused > 0 ? [t('outbox.indicator.attention', { count: refused })] : []),
    ...(waiting > 0 ? [t('outbox.indicator.waiting', { count: waiting })] : []),
  ];
  const summary = parts.join(', ');
  return (
    <>
      <Button
        variant="light"
        color={refused > 0 ? 'red' : 'yellow.8'}
        size="compact-sm"
        radius="xl"
        leftSection={refused > 0 ? <IconAlertTriangle size={16} aria-hidden /> : <IconCloudUpload size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={t('outbox.indicator.open', { summary })}
        data-outbox-waiting={waiting}
        data-outbox-attention={refused}
      >
        <span role="status" aria-live="polite">
          {compact ? waiting + refused : summary}
        </span>
      </Button>
      <Drawer opened={opened} onClose={() => setOpened(false)} position={dir === 'rtl' ? 'left' : 'right'} title={t('outbox.panel.title')} size="md">
        <OutboxPanel view={view} />
      </Drawer>
    </>
  );
}
