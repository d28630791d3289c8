/**
 * How the outbox panel names a queued write: as its endpoint definition describes it from its
 * body and the note kept beside it ("New visitor: Ahmad Karimi", "Payment of ؋3,500.00 for Ahmad
 * Shah Safi"); a write no definition knows shows its method and path.
 */
import type { TFunction } from 'i18next';
import { outboxApiPath, type OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { describeKeptWrite } from '@/lib/offline/outbox/kept-write';
import { OFFLINE_WRITES } from '@/contract/endpoints/offline-writes';

export function describeOutboxItem(item: OutboxItem, body: unknown, t: TFunction, note?: unknown): string {
  const description = describeKeptWrite(OFFLINE_WRITES, item, body, note);
  if (description) return t(description.key, description.values);
  return t('outbox.panel.write', { method: item.method, path: outboxApiPath(item) });
}
