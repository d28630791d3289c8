/**
 * The customer_events log: every write to a customer records what happened in the same
 * transaction (CREATED, UPDATED with the changed field names, STATUS_CHANGED from/to, DELETED,
 * RESTORED; conversion adds CONVERTED). Timelines, analytics and conversion history read it.
 */
import type { DbOrTx } from '../../db/connection';
import { customerEvents } from '../../db/schema';

export const CUSTOMER_EVENT_TYPES = {
  created: 'CREATED',
  updated: 'UPDATED',
  statusChanged: 'STATUS_CHANGED',
  deleted: 'DELETED',
  restored: 'RESTORED',
  converted: 'CONVERTED',
} as const;
export type CustomerEventType = (typeof CUSTOMER_EVENT_TYPES)[keyof typeof CUSTOMER_EVENT_TYPES];

export type CustomerEventInput = {
  schoolId: number;
  customerId: string;
  type: CustomerEventType;
  data?: Record<string, unknown>;
  createdBy: number | null;
  createdAt?: Date;
};

export async function recordCustomerEvents(tx: DbOrTx, events: readonly CustomerEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(customerEvents).values(
    events.map((event) => ({
      schoolId: event.schoolId,
      customerId: event.customerId,
      type: event.type,
      data: event.data ?? {},
      createdBy: event.createdBy,
      ...(event.createdAt ? { createdAt: event.createdAt } : {}),
    })),
  );
}
