/**
 * When the service worker's replay of a queued customer write succeeds, the device keeps the
 * server's answer (its serial number, its stored form) in place of the pending copy the list
 * showed from the outbox.
 */
import { customerSchema, type Customer } from '@/contract/customers';
import { outboxApiPath, type OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { saveLocalCustomers } from '@/features/customers/offline/local-customers';

const CUSTOMER_WRITE_PATH = /^\/customers(\/[^/]+)?$/;

/** Keeps the customers among replayed writes' answers, in one write to the device's copy. */
export async function keepReplayedCustomers(replayed: readonly { item: OutboxItem; answer: unknown }[]): Promise<void> {
  const customers: Customer[] = [];
  for (const { item, answer } of replayed) {
    if (!CUSTOMER_WRITE_PATH.test(outboxApiPath(item))) continue;
    const data = typeof answer === 'object' && answer !== null ? (answer as { data?: unknown }).data : undefined;
    const customer = customerSchema.safeParse(data);
    if (customer.success) customers.push(customer.data);
  }
  if (customers.length > 0) await saveLocalCustomers(customers);
}
