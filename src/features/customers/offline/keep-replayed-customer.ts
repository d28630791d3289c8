/**
 * When the service worker's replay of a queued customer write succeeds, the device keeps the
 * server's answer (its serial number, its stored form) in place of the pending copy the list
 * showed from the outbox.
 */
import { customerSchema } from '@/contract/customers';
import { outboxApiPath, type OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { saveLocalCustomers } from '@/features/customers/offline/local-customers';

const CUSTOMER_WRITE_PATH = /^\/customers(\/[^/]+)?$/;

export async function keepReplayedCustomer(item: OutboxItem, answer: unknown): Promise<void> {
  if (!CUSTOMER_WRITE_PATH.test(outboxApiPath(item))) return;
  const data = typeof answer === 'object' && answer !== null ? (answer as { data?: unknown }).data : undefined;
  const customer = customerSchema.safeParse(data);
  if (customer.success) await saveLocalCustomers([customer.data]);
}
