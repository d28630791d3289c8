/**
 * What a write in the outbox is, read from its endpoint definition's offline policy
 * (src/contract/endpoints/offline-writes.ts): how to name it to a person and which record it
 * makes or changes, so that record's screen can show it pending.
 */
import type { WriteDescription } from '@/contract/endpoint';
import { findOfflineWrite, type OfflineWrite } from '@/contract/endpoints/offline-writes';
import { outboxApiPath, type OutboxItem } from '@/lib/offline/outbox/outbox-item';

export type KeptWrite = { endpoint: OfflineWrite; params: Record<string, string> };

/** The endpoint an outbox item was sent to, or null for a write no definition keeps (an older app's). */
export function keptWriteOf(item: Pick<OutboxItem, 'method' | 'url'>): KeptWrite | null {
  return findOfflineWrite(item.method, outboxApiPath(item));
}

/** The outbox panel's name for the item (its body as decoded), or null when no definition knows it. */
export function describeKeptWrite(item: Pick<OutboxItem, 'method' | 'url'>, body: unknown): WriteDescription | null {
  const kept = keptWriteOf(item);
  return kept ? kept.endpoint.offline.describe({ params: kept.params, body }) : null;
}

/** The record the item makes or changes (`{ entity: 'customer', id }`), when its definition says. */
export function pendingRecordOf(item: Pick<OutboxItem, 'method' | 'url'>, body: unknown): { entity: string; id: string | null } | null {
  const kept = keptWriteOf(item);
  const pending = kept?.endpoint.offline.pending;
  return kept && pending ? { entity: pending.entity, id: pending.id({ params: kept.params, body }) } : null;
}
