/** How the outbox panel names a queued customer write: "New visitor: Ahmad Karimi". */
import { outboxApiPath, type OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { isCustomerWrite } from '@/features/customers/offline/pending-customer-writes';

export type WriteDescription = { key: string; values: Record<string, string> };

export function describeCustomerWrite(item: OutboxItem, body: unknown): WriteDescription | null {
  if (!isCustomerWrite(item)) return null;
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const name = typeof fields.name === 'string' && fields.name.trim() !== '' ? fields.name.trim() : outboxApiPath(item);
  return item.method === 'POST' ? { key: 'customers.pending.create', values: { name } } : { key: 'customers.pending.edit', values: { name } };
}
