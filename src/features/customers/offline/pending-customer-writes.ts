/**
 * Customers with writes still in the outbox (issue 4): registrations made on this device that
 * the server has not taken yet, and edits not sent yet. Built from the queued requests' own
 * bodies, so the list shows exactly what will be sent, with a "pending sync" badge.
 */
import { CUSTOMER_DEFAULTS, toCanonical, type Customer } from '@/contract/customers';
import * as customerEndpoints from '@/contract/endpoints/customers';
import { localDatabase } from '@/lib/offline/local-database';
import { decodeOutboxBodyOnce, forgetDecodedBodiesExcept } from '@/lib/offline/outbox/decode-outbox-body';
import { keptWriteOf } from '@/lib/offline/outbox/kept-write';
import type { OutboxItem, OutboxState } from '@/lib/offline/outbox/outbox-item';
import { offlineWritesOf } from '@/contract/endpoint';

/** The customer writes the device may keep (only this area's definitions: see kept-write.ts). */
const CUSTOMER_WRITES = offlineWritesOf(customerEndpoints);

export type PendingCustomerWrites = {
  /** Visitors registered on this device and not on the server yet, newest first. */
  created: Customer[];
  /** Unsent edits, applied in order, by customer id. */
  edits: Map<string, Partial<Customer>>;
  /** Each customer with an unsent write: queued, or refused by the server (needs attention). */
  states: Map<string, OutboxState>;
};

export const NO_PENDING_CUSTOMER_WRITES: PendingCustomerWrites = { created: [], edits: new Map(), states: new Map() };

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function canonical(value: unknown): string | null {
  const word = text(value);
  return word === null ? null : toCanonical(word);
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The customer a queued front-desk registration will create (the server adds the serial). */
export function customerFromQueuedCreate(body: Record<string, unknown>, createdAt: string): Customer | null {
  const id = text(body.id);
  const name = text(body.name);
  if (id === null || name === null) return null;
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(record(body.metadata))) if (typeof value === 'string') metadata[key] = value;
  return {
    id,
    serialNumber: '',
    schoolId: typeof body.schoolId === 'number' ? body.schoolId : 0,
    name,
    firstName: null,
    lastName: null,
    dariName: text(body.dariName),
    phone: text(body.phone),
    mobile: text(body.mobile),
    email: text(body.email),
    gender: canonical(body.gender),
    type: canonical(body.type) ?? CUSTOMER_DEFAULTS.type,
    purpose: canonical(body.purpose),
    department: canonical(body.department),
    source: canonical(body.source),
    priority: canonical(body.priority) ?? CUSTOMER_DEFAULTS.priority,
    referredTo: canonical(body.referredTo),
    remarks: text(body.remarks),
    status: CUSTOMER_DEFAULTS.status,
    stage: null,
    metadata,
    address: null,
    street: null,
    city: null,
    country: null,
    postalCode: null,
    company: null,
    website: null,
    occupation: null,
    notes: null,
    tags: [],
    leadScore: null,
    value: null,
    totalSpent: 0,
    orderCount: 0,
    convertedStudentId: null,
    convertedAt: null,
    lastContact: null,
    lastActivity: null,
    createdBy: typeof body.createdBy === 'number' ? body.createdBy : null,
    updatedBy: null,
    createdAt,
    updatedAt: createdAt,
    deletedAt: null,
  };
}

/** Whether an outbox item makes or changes a customer (its endpoint's offline policy says so). */
export function isCustomerWrite(item: Pick<OutboxItem, 'method' | 'url'>): boolean {
  return keptWriteOf(CUSTOMER_WRITES, item)?.endpoint.offline.pending?.entity === 'customer';
}

/** Folds the queued customer writes (in outbox order) with their decoded bodies. */
export function foldPendingCustomerWrites(items: readonly { item: OutboxItem; body: unknown }[]): PendingCustomerWrites {
  const created = new Map<string, Customer>();
  const edits = new Map<string, Partial<Customer>>();
  const states = new Map<string, OutboxState>();
  const mark = (id: string, state: OutboxState) => {
    // One refused write is enough for the customer to need attention.
    if (states.get(id) !== 'attention') states.set(id, state);
  };
  for (const { item, body } of items) {
    const kept = keptWriteOf(CUSTOMER_WRITES, item);
    if (kept?.endpoint.offline.pending?.entity !== 'customer') continue;
    const fields = record(body);
    if (kept.endpoint === customerEndpoints.create) {
      const customer = customerFromQueuedCreate(fields, item.createdAt);
      if (!customer) continue;
      created.set(customer.id, customer);
      mark(customer.id, item.state);
      continue;
    }
    const id = kept.endpoint.offline.pending.id({ params: kept.params, body });
    if (id === null) continue;
    // A kept customer keeps the server's updatedAt: it is the version its next edit is made from.
    const edit = { ...fields } as Partial<Customer>;
    const earlierCreate = created.get(id);
    if (earlierCreate) created.set(id, { ...earlierCreate, ...edit, id, serialNumber: '', updatedAt: item.createdAt });
    else edits.set(id, { ...edits.get(id), ...edit });
    mark(id, item.state);
  }
  const newestFirst = [...created.values()].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return { created: newestFirst, edits, states };
}

/** Reads and decodes the outbox's customer writes (for useLiveQuery: Dexie reads come first). */
export async function readPendingCustomerWrites(): Promise<PendingCustomerWrites> {
  const all = await localDatabase().outbox.orderBy('seq').toArray();
  forgetDecodedBodiesExcept(all);
  const items = all.filter(isCustomerWrite);
  if (items.length === 0) return NO_PENDING_CUSTOMER_WRITES;
  const decoded = await Promise.all(items.map(async (item) => ({ item, body: await decodeOutboxBodyOnce(item) })));
  return foldPendingCustomerWrites(decoded);
}
