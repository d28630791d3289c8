/**
 * What a write in the outbox is, read from its endpoint definition's offline policy: how to name
 * it to a person and which record it makes or changes, so that record's screen can show it
 * pending. The caller says which definitions to look among: the outbox panel every area's
 * (OFFLINE_WRITES), a screen only its own area's (`offlineWritesOf(customerEndpoints)`), so a
 * screen does not load every area's contract.
 */
import { findEndpoint, type OfflineWrite, type WriteDescription } from '@/contract/endpoint';
import { outboxApiPath, type OutboxItem } from '@/lib/offline/outbox/outbox-item';

export type KeptWrite = { endpoint: OfflineWrite; params: Record<string, string> };

type KeptItem = Pick<OutboxItem, 'method' | 'url'>;

/** The endpoint among `among` an outbox item was sent to, or null (another area's, or an older app's). */
export function keptWriteOf(among: readonly OfflineWrite[], item: KeptItem): KeptWrite | null {
  return findEndpoint(among, item.method, outboxApiPath(item));
}

/**
 * The outbox panel's name for the item (its body as decoded, and the note kept beside it), or
 * null when no definition knows it.
 */
export function describeKeptWrite(among: readonly OfflineWrite[], item: KeptItem, body: unknown, note?: unknown): WriteDescription | null {
  const kept = keptWriteOf(among, item);
  return kept ? kept.endpoint.offline.describe({ params: kept.params, body, note }) : null;
}

/** The record the item makes or changes (`{ entity: 'customer', id }`), when its definition says. */
export function pendingRecordOf(among: readonly OfflineWrite[], item: KeptItem, body: unknown): { entity: string; id: string | null } | null {
  const kept = keptWriteOf(among, item);
  const pending = kept?.endpoint.offline.pending;
  return kept && pending ? { entity: pending.entity, id: pending.id({ params: kept.params, body }) } : null;
}
