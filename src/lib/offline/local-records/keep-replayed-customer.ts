/**
 * When the service worker's replay of a queued customer write succeeds, the device keeps the
 * server's answer (its serial number, its stored form) in place of the pending copy the list
 * showed from the outbox.
 */
import { customerSchema, type Customer } from '@/contract/customers';
import * as customerEndpoints from '@/contract/endpoints/customers';
import type { OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { keptWriteOf } from '@/lib/offline/outbox/kept-write';
import { saveLocalCustomers } from '@/lib/offline/local-records/local-customers';
import type { OfflineWrite } from '@/contract/endpoint';

/** The writes whose answer is the customer as the server now holds it: a registration or an edit. */
const ANSWERED_WITH_THE_CUSTOMER: readonly OfflineWrite[] = [customerEndpoints.create, customerEndpoints.update, customerEndpoints.patch];

/** Keeps the customers among replayed writes' answers, in one write to the device's copy. */
export async function keepReplayedCustomers(replayed: readonly { item: OutboxItem; answer: unknown }[]): Promise<void> {
  const customers: Customer[] = [];
  for (const { item, answer } of replayed) {
    if (!keptWriteOf(ANSWERED_WITH_THE_CUSTOMER, item)) continue;
    const data = typeof answer === 'object' && answer !== null ? (answer as { data?: unknown }).data : undefined;
    // A replayed answer comes from the outbox, not from send(): read it as any stored value is read.
    const customer = customerSchema.safeParse(data);
    if (customer.success) customers.push(customer.data);
  }
  if (customers.length > 0) await saveLocalCustomers(customers);
}
