/**
 * How the outbox panel names a queued write. Each feature that queues writes names its own
 * ("New visitor: Ahmad Karimi"); anything else shows its method and path.
 */
import type { TFunction } from 'i18next';
import { outboxApiPath, type OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { describeCustomerWrite } from '@/features/customers/offline/describe-customer-write';

const describers = [describeCustomerWrite];

export function describeOutboxItem(item: OutboxItem, body: unknown, t: TFunction): string {
  for (const describe of describers) {
    const description = describe(item, body);
    if (description) return t(description.key, description.values);
  }
  return t('outbox.panel.write', { method: item.method, path: outboxApiPath(item) });
}
