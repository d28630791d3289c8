import { Button, Drawer, useDirection } from '@mantine/core';
import { IconCloudUpload, IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutbox, useOutboxCounts, type OutboxCounts } from '@/lib/offline/outbox/use-outbox';
import { OutboxPanel } from '@/app/shell/outbox/outbox-panel';

export type OutboxIndicatorProps = {
  counts: OutboxCounts | undefined;
  /** Whose outbox the panel lists (the session user's id as a string). */
  userId: string | null;
  /** Compact: the count only (narrow top bars); the summary stays in the accessible name. */
  compact?: boolean;
};

/**
 * The indicator's colours, filled so the count reads at WCAG AA (4.5:1 or more): dark text on
 * yellow while writes wait (about 13:1), white on dark red when one was refused (about 5.5:1).
 * A light variant put yellow text on pale yellow (about 2.5:1).
 */
export const OUTBOX_INDICATOR_TONES = {
  waiting: { background: 'yellow.4', text: 'dark.9' },
  refused: { background: 'red.9', text: 'white' },
} as const;

/**
 * The top bar's pending count (issue 4): shown while any write waits on this device; opens the
 * panel that lists them. Red when the server refused one of the user's writes.
 */
export function OutboxIndicator({ counts, userId, compact = false }: OutboxIndicatorProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const { dir } = useDirection();
  if (!counts) return null;
  const waiting = counts.queued + counts.otherUsers;
  const refused = counts.attention;
  if (waiting + refused === 0 && !opened) return null;

  const parts = [
    ...(refused > 0 ? [t('outbox.indicator.attention', { count: refused })] : []),
    ...(waiting > 0 ? [t('outbox.indicator.waiting', { count: waiting })] : []),
  ];
  // Kept while the panel is open after the last write left (so it does not vanish while read).
  const summary = parts.length > 0 ? parts.join(', ') : t('outbox.indicator.nothing');
  const tone = OUTBOX_INDICATOR_TONES[refused > 0 ? 'refused' : 'waiting'];
  return (
    <>
      <Button
        variant="filled"
        color={tone.background}
        c={tone.text}
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
        <LiveOutboxPanel userId={userId} onNavigate={() => setOpened(false)} />
      </Drawer>
    </>
  );
}

/** The panel's lists, read (bodies and all) only while the drawer is open. */
function LiveOutboxPanel({ userId, onNavigate }: { userId: string | null; onNavigate: () => void }) {
  const view = useOutbox(userId);
  return view ? <OutboxPanel view={view} onNavigate={onNavigate} /> : null;
}

/**
 * The indicator as the top bar shows it, following the outbox's counts live. Only it subscribes:
 * the shell around it does not render again for every change a long replay makes (the routed
 * screen and the sidebar were re-rendered 40 times during a replay of 1 000 writes, taking the
 * CPU the server needed on a two-core machine).
 */
export function LiveOutboxIndicator({ userId, compact }: { userId: string | undefined; compact?: boolean }) {
  return <OutboxIndicator counts={useOutboxCounts(userId ?? null)} userId={userId ?? null} compact={compact} />;
}
