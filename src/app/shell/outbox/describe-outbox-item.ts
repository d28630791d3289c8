/**
 * How the outbox panel names a queued write: as its endpoint definition describes it ("New
 * visitor: Ahmad Karimi"); a write no definition knows shows its method and path.
 */
import type { TFunction } from 'i18next';
import { outboxApiPath, type OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { describeKeptWrite } from '@/lib/offline/outbox/kept-write';
import { OFFLINE_WRITES } from '@/contract/endpoints/offline-writes';

export function describeOutboxItem(item: OutboxItem, body: unknown, t: TFunction): string {
  const description = describeKeptWrite(OFFLINE_WRITES, item, body);
  if (description) return t(description.key, description.values);
  return t('outbox.panel.write', { method: item.method, path: outboxApiPath(item) });
}
