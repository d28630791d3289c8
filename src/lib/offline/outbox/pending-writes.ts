/**
 * The signed-in user's writes to one kind of record still in the outbox, for that record's own
 * screen (issue 24, "Every write, every area"): a new record shows at once in its list with the
 * Pending sync badge, and a record with an unsent change is marked on its row. Read from the
 * outbox itself, through the endpoint definitions' offline policies (kept-write.ts), so what a
 * screen shows and what will be sent cannot drift apart. The visitors' front desk has its own
 * fold (features/customers/offline), which also applies unsent edits to the cards.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import type { OfflineWrite } from '@/contract/endpoint';
import { readDeviceSession, tokenUserId } from '@/lib/offline/device-session';
import { localDatabase } from '@/lib/offline/local-database';
import { decodeOutboxBodyOnce, forgetDecodedBodiesExcept } from '@/lib/offline/outbox/decode-outbox-body';
import { keptWriteOf } from '@/lib/offline/outbox/kept-write';
import type { OutboxItem, OutboxState } from '@/lib/offline/outbox/outbox-item';

export type PendingWrite = {
  requestId: string;
  state: OutboxState;
  /** When the write was made on the device (ISO). */
  createdAt: string;
  /** The body as sent, decoded (undefined when there is none or it cannot be read). */
  body: unknown;
  /** The existing record it changes (the path's id), or null for a new record. */
  recordId: string | null;
  /** The path's params as sent (a new message's conversation: `{ id: '5' }`). */
  params: Readonly<Record<string, string>>;
};

export type PendingWrites = {
  /** New records, oldest first (the order they will be sent in). */
  created: PendingWrite[];
  /** Each existing record with an unsent change: queued, or refused by the server. */
  changed: Map<string, OutboxState>;
  /** The unsent changes to existing records themselves, oldest first (a sheet lays them over what it loaded). */
  changes: PendingWrite[];
  /** The X-Request-ID of every write folded in. */
  requestIds: readonly string[];
};

export const NO_PENDING_WRITES: PendingWrites = { created: [], changed: new Map(), changes: [], requestIds: [] };

/** The state of several writes to one thing shown as one: Needs attention once any was refused. */
export function combinedState(current: OutboxState | null, next: OutboxState): OutboxState {
  return current === 'attention' ? current : next;
}

/**
 * Folds outbox items (in outbox order, bodies decoded) into the writes to `entity` among the
 * definitions given. A write whose path names no record makes a new one; one refused write is
 * enough for its record to need attention.
 */
export function foldPendingWrites(
  among: readonly OfflineWrite[],
  entity: string,
  items: readonly { item: OutboxItem; body: unknown }[],
): PendingWrites {
  const created: PendingWrite[] = [];
  const changed = new Map<string, OutboxState>();
  const changes: PendingWrite[] = [];
  const requestIds: string[] = [];
  for (const { item, body } of items) {
    const kept = keptWriteOf(among, item);
    const pending = kept?.endpoint.offline.pending;
    if (!kept || pending?.entity !== entity) continue;
    requestIds.push(item.requestId);
    const recordId = Object.keys(kept.params).length === 0 ? null : pending.id({ params: kept.params, body });
    const write = { requestId: item.requestId, state: item.state, createdAt: item.createdAt, body, recordId, params: kept.params };
    if (recordId === null) {
      created.push(write);
      continue;
    }
    changes.push(write);
    changed.set(recordId, combinedState(changed.get(recordId) ?? null, item.state));
  }
  return requestIds.length === 0 ? NO_PENDING_WRITES : { created, changed, changes, requestIds };
}

/** Reads the signed-in user's writes to `entity` from the outbox (for useLiveQuery: Dexie reads first). */
export async function readPendingWrites(among: readonly OfflineWrite[], entity: string): Promise<PendingWrites> {
  const [items, session] = await Promise.all([localDatabase().outbox.orderBy('seq').toArray(), readDeviceSession()]);
  const userId = tokenUserId(session.token);
  const mine = items.filter((item) => item.userId === userId && keptWriteOf(among, item)?.endpoint.offline.pending?.entity === entity);
  forgetDecodedBodiesExcept(items);
  if (mine.length === 0) return NO_PENDING_WRITES;
  const decoded = await Promise.all(mine.map(async (item) => ({ item, body: await decodeOutboxBodyOnce(item) })));
  return foldPendingWrites(among, entity, decoded);
}

/** The signed-in user's writes to `entity` waiting in the outbox, live; nothing until read. */
export function usePendingWrites(among: readonly OfflineWrite[], entity: string): PendingWrites {
  return useLiveQuery(() => readPendingWrites(among, entity), [among, entity]) ?? NO_PENDING_WRITES;
}

/**
 * Refreshes the reads under `queryKey` when one of these writes has left the outbox (the server
 * took it, or it was discarded), so the list shows the server's record (its id, its receipt
 * number) in the place of the pending one. A read still waiting for its first answer (begun while
 * the server could not be reached, and retrying) is begun again: TanStack would otherwise let its
 * retries run on, and the screen would show its loader for up to half a minute more.
 */
export function useRefreshWhenSent(pending: PendingWrites, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const previous = useRef<readonly string[]>([]);
  useEffect(() => {
    const current = new Set(pending.requestIds);
    if (previous.current.some((requestId) => !current.has(requestId))) {
      void queryClient
        .cancelQueries({ queryKey, predicate: (query) => query.state.data === undefined && query.state.fetchStatus === 'fetching' })
        .then(() => queryClient.invalidateQueries({ queryKey }));
    }
    previous.current = pending.requestIds;
  }, [pending.requestIds, queryClient, queryKey]);
}
