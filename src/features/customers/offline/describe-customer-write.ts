/** How the outbox panel names a queued customer write: "New visitor: Ahmad Karimi". */
import type { OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { isCustomerWrite } from '@/features/customers/offline/pending-customer-writes';

export type WriteDescription = { key: string; values: Record<string, string> };

export function describeCustomerWrite(item: OutboxItem, body: unknown): WriteDescription | null {
  if (!isCustomerWrite(item)) return null;
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const name = typeof fields.name === 'string' ? fields.name.trim() : '';
  const creates = item.method === 'POST';
  if (name === '') return { key: creates ? 'customers.pending.createUnnamed' : 'customers.pending.editUnnamed', values: {} };
  return { key: creates ? 'customers.pending.create' : 'customers.pending.edit', values: { name } };
}
