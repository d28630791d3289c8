import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutboxState } from '@/lib/offline/outbox/outbox-item';

/**
 * A record's unsent write, on the record itself (issue 24): "Pending sync" while it waits,
 * "Needs attention" once the server refused it (the sync panel says why and offers Fix).
 */
export function PendingSyncBadge({ state }: { state: OutboxState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" color={state === 'attention' ? 'red' : 'yellow.8'} data-pending-sync={state}>
      {state === 'attention' ? t('outbox.badge.attention') : t('outbox.badge.pending')}
    </Badge>
  );
}

/** The badge of the record with this id when it has an unsent write (`states`: usePendingWrites' `changed`); nothing otherwise. */
export function RecordPendingBadge({ states, id }: { states: ReadonlyMap<string, OutboxState> | undefined; id: string | number }) {
  const state = states?.get(String(id));
  return state ? <PendingSyncBadge state={state} /> : null;
}
