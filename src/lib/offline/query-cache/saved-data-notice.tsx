import { Group, Paper, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { connectionMonitor, useConnectionState, type ConnectionMonitor } from '@/lib/connection/connection-status';
import { dateFormat } from '@/lib/dates/calendar-format';
import { schoolDay } from '@/lib/dates/school-day';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { oldestShownSavedAt, refreshRestoredQueries } from '@/lib/offline/query-cache/restored-queries';

/**
 * The saving time as a school user reads it: the time alone today, with the date before that, in
 * the reader's calendar (`locale` from useFormatLocale) and on the school's clock (Asia/Kabul).
 */
export function formatSavedAt(savedAt: number, locale: string, now = new Date()): string {
  const sameDay = schoolDay(new Date(savedAt)) === schoolDay(now);
  return dateFormat(locale, {
    ...(sameDay ? {} : { dateStyle: 'medium' as const }),
    timeStyle: 'short',
  }).format(savedAt);
}

function useOldestShownSavedAt(client: QueryClient): number | null {
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  return useSyncExternalStore(subscribe, () => oldestShownSavedAt(client), () => null);
}

/** When the server is reachable again, the restored queries fetch fresh answers. */
function RefreshWhenBack({ client, monitor }: { client: QueryClient; monitor: ConnectionMonitor }) {
  const state = useConnectionState(monitor);
  const previous = useRef(state);
  useEffect(() => {
    const was = previous.current;
    previous.current = state;
    if (state === 'online' && was !== 'online') void refreshRestoredQueries(client);
  }, [state, client]);
  return null;
}

export type SavedDataNoticeProps = { monitor?: ConnectionMonitor };

/**
 * "Offline — showing data saved at 14:05": a quiet note while any screen shows saved answers
 * instead of fresh ones (offline-read-persister.ts); it names the oldest of them and goes once
 * they are refetched. Mounted once, in the app's providers.
 */
export function SavedDataNotice({ monitor = connectionMonitor() }: SavedDataNoticeProps) {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const client = useQueryClient();
  const savedAt = useOldestShownSavedAt(client);
  if (savedAt === null) return null;

  return (
    <>
      <RefreshWhenBack client={client} monitor={monitor} />
      <Paper
        role="status"
        aria-live="polite"
        withBorder
        shadow="sm"
        radius="xl"
        px="md"
        py={6}
        style={{ position: 'fixed', insetBlockEnd: 12, insetInlineStart: 12, insetInlineEnd: 12, marginInline: 'auto', width: 'fit-content', maxWidth: 'calc(100% - 24px)', zIndex: 300 }}
      >
        <Group gap={8} wrap="nowrap">
          <IconCloudOff size={16} aria-hidden />
          <Text size="sm">
            {t('offlineData.notice', { time: formatSavedAt(savedAt, locale) })}
          </Text>
        </Group>
      </Paper>
    </>
  );
}
