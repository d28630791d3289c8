import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { addToOutbox } from '@/lib/offline/outbox/outbox-store';
import {
  customerFromQueuedCreate,
  foldPendingCustomerWrites,
  isCustomerWrite,
  NO_PENDING_CUSTOMER_WRITES,
  readPendingCustomerWrites,
} from '@/features/customers/offline/pending-customer-writes';
import { envelopeBytes, makeOutboxWrite } from '@/lib/offline/outbox/testing/outbox-fixture';

const KARIM_ID = '0b7c1e52-7d1a-4c8e-9a51-000000000001';
const ZAHRA_ID = '0b7c1e52-7d1a-4c8e-9a51-000000000002';
const KEPT_ID = '00000000-0000-4000-8000-000000000099';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 3, 9, minute)).toISOString();

/** A registration as the front desk sends it: front-desk words, empty strings for blanks. */
function createBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: KARIM_ID,
    name: 'Karim Karimi',
    phone: '0799 123 456',
    mobile: '',
    email: '',
    gender: 'male',
    type: 'parent',
    purpose: 'enrollment',
    department: 'academic',
    source: 'walk-in',
    priority: 'high',
    referredTo: '',
    remarks: '  ',
    metadata: { grade: '7', ignored: 3 },
    createdBy: 7,
    schoolId: 1,
    ...overrides,
  };
}

const item = (requestId: string, overrides: Partial<OutboxItem> = {}): OutboxItem => ({ ...makeOutboxWrite(requestId, { createdAt: at(0) }), ...overrides });

async function queue(requestId: string, body: unknown, overrides: Partial<OutboxItem> = {}): Promise<void> {
  const { seq: _seq, ...row } = item(requestId, { body: await envelopeBytes(body), ...overrides });
  await addToOutbox(row);
}

describe('customerFromQueuedCreate', () => {
  it('turns the front-desk words into canonical values and blank fields into null', () => {
    const customer = customerFromQueuedCreate(createBody(), at(5));
    expect(customer).toMatchObject({
      id: KARIM_ID,
      serialNumber: '',
      schoolId: 1,
      name: 'Karim Karimi',
      phone: '0799 123 456',
      mobile: null,
      email: null,
      gender: 'MALE',
      type: 'PARENT',
      purpose: 'ENROLLMENT',
      department: 'ACADEMIC',
      source: 'WALK_IN',
      priority: 'HIGH',
      referredTo: null,
      remarks: null,
      status: 'NEW',
      metadata: { grade: '7' },
      createdBy: 7,
      createdAt: at(5),
      updatedAt: at(5),
      deletedAt: null,
    });
  });

  it('trims the texts it keeps', () => {
    const customer = customerFromQueuedCreate(createBody({ name: '  Karim Karimi ', email: ' k@example.af ' }), at(5));
    expect(customer?.name).toBe('Karim Karimi');
    expect(customer?.email).toBe('k@example.af');
  });

  it('falls back to a medium-priority student when type and priority are blank', () => {
    const customer = customerFromQueuedCreate(createBody({ type: '', priority: undefined, gender: '' }), at(5));
    expect(customer?.type).toBe('STUDENT');
    expect(customer?.priority).toBe('MEDIUM');
    expect(customer?.gender).toBeNull();
  });

  it('is null without an id or a name', () => {
    expect(customerFromQueuedCreate(createBody({ id: undefined }), at(5))).toBeNull();
    expect(customerFromQueuedCreate(createBody({ id: '   ' }), at(5))).toBeNull();
    expect(customerFromQueuedCreate(createBody({ name: '' }), at(5))).toBeNull();
    expect(customerFromQueuedCreate(createBody({ name: 42 }), at(5))).toBeNull();
  });
});

describe('isCustomerWrite', () => {
  it('knows a customer create or edit by its method and path, with or without a query', () => {
    expect(isCustomerWrite({ method: 'POST', url: '/api/customers' })).toBe(true);
    expect(isCustomerWrite({ method: 'PUT', url: `/api/customers/${KEPT_ID}?x=1` })).toBe(true);
    expect(isCustomerWrite({ method: 'PATCH', url: `/api/customers/${KEPT_ID}/restore` })).toBe(true);
    expect(isCustomerWrite({ method: 'PUT', url: '/api/customers' })).toBe(false);
    expect(isCustomerWrite({ method: 'POST', url: '/api/tokens' })).toBe(false);
    expect(isCustomerWrite({ method: 'POST', url: `/api/customers/${KEPT_ID}/notes` })).toBe(false);
  });
});

describe('foldPendingCustomerWrites', () => {
  it('folds an offline create and a later edit of its device-made id into one pending customer', () => {
    const pending = foldPendingCustomerWrites([
      { item: item('create', { createdAt: at(1) }), body: createBody() },
      {
        item: item('edit', { method: 'PUT', url: `/api/customers/${KARIM_ID}`, createdAt: at(2) }),
        body: { name: 'Karim Karimi Jr', phone: '0700 000 111', serialNumber: 'V-2026-999999', id: 'someone-else' },
      },
    ]);
    expect(pending.created).toHaveLength(1);
    expect(pending.created[0]).toMatchObject({
      id: KARIM_ID,
      serialNumber: '',
      name: 'Karim Karimi Jr',
      phone: '0700 000 111',
      source: 'WALK_IN',
      createdAt: at(1),
      updatedAt: at(2),
    });
    // The edit is part of the pending customer, not an edit of a kept one.
    expect(pending.edits.size).toBe(0);
    expect([...pending.states]).toEqual([[KARIM_ID, 'queued']]);
  });

  it('collects the edits of a kept customer per id, applied in order', () => {
    const editOf = (id: string) => ({ method: 'PUT' as const, url: `/api/customers/${id}` });
    const pending = foldPendingCustomerWrites([
      { item: item('e1', { ...editOf(KEPT_ID), createdAt: at(1) }), body: { name: 'First', phone: '0700 111 111' } },
      { item: item('e2', { ...editOf(ZAHRA_ID), createdAt: at(2) }), body: { name: 'Zahra' } },
      { item: item('e3', { ...editOf(KEPT_ID), method: 'PATCH', createdAt: at(3) }), body: { name: 'Second' } },
    ]);
    expect(pending.created).toEqual([]);
    // The server's updatedAt is not replaced: it is the version the next edit is made from.
    expect(pending.edits.get(KEPT_ID)).toEqual({ name: 'Second', phone: '0700 111 111' });
    expect(pending.edits.get(ZAHRA_ID)).toEqual({ name: 'Zahra' });
    expect(pending.states.get(KEPT_ID)).toBe('queued');
    expect(pending.states.get(ZAHRA_ID)).toBe('queued');
  });

  it('marks a customer "attention" when one of its writes was refused, even with a later one queued', () => {
    const refused = { status: 422, message: 'Invalid', fieldErrors: { phone: 'Too short' } };
    const pending = foldPendingCustomerWrites([
      { item: item('create', { state: 'attention', problem: refused }), body: createBody() },
      { item: item('edit', { method: 'PUT', url: `/api/customers/${KARIM_ID}`, createdAt: at(2) }), body: { name: 'Karim' } },
      { item: item('k1', { method: 'PUT', url: `/api/customers/${KEPT_ID}`, state: 'attention', problem: refused }), body: { name: 'A' } },
      { item: item('k2', { method: 'PUT', url: `/api/customers/${KEPT_ID}` }), body: { name: 'B' } },
    ]);
    expect(pending.states.get(KARIM_ID)).toBe('attention');
    expect(pending.states.get(KEPT_ID)).toBe('attention');
  });

  it('marks "attention" for a refused write that follows a queued one', () => {
    const pending = foldPendingCustomerWrites([
      { item: item('k1', { method: 'PUT', url: `/api/customers/${KEPT_ID}` }), body: { name: 'A' } },
      { item: item('k2', { method: 'PUT', url: `/api/customers/${KEPT_ID}`, state: 'attention' }), body: { name: 'B' } },
    ]);
    expect(pending.states.get(KEPT_ID)).toBe('attention');
  });

  it('lists the pending registrations newest first', () => {
    const pending = foldPendingCustomerWrites([
      { item: item('old', { createdAt: at(1) }), body: createBody({ id: KARIM_ID, name: 'Older' }) },
      { item: item('new', { createdAt: at(9) }), body: createBody({ id: ZAHRA_ID, name: 'Newer' }) },
      { item: item('mid', { createdAt: at(5) }), body: createBody({ id: 'third-id', name: 'Middle' }) },
    ]);
    expect(pending.created.map((customer) => customer.name)).toEqual(['Newer', 'Middle', 'Older']);
  });

  it('skips creates without a name or id, writes of other paths and methods, and unreadable bodies', () => {
    const pending = foldPendingCustomerWrites([
      { item: item('nameless'), body: createBody({ name: '' }) },
      { item: item('token', { url: '/api/tokens' }), body: createBody() },
      { item: item('unreadable'), body: undefined },
      { item: item('post-to-id', { url: `/api/customers/${KEPT_ID}` }), body: { name: 'X' } },
    ]);
    expect(pending.created).toEqual([]);
    expect(pending.edits.size).toBe(0);
    expect(pending.states.size).toBe(0);
  });
});

describe('readPendingCustomerWrites', () => {
  it('reads the encrypted bodies of the outbox and ignores writes that are not customer writes', async () => {
    await queue('create', createBody(), { createdAt: at(1) });
    await queue('token', { customerId: KARIM_ID, name: 'Not a customer' }, { url: '/api/tokens', createdAt: at(2) });
    await queue('edit', { name: 'Karim K.' }, { method: 'PUT', url: `/api/customers/${KARIM_ID}`, createdAt: at(3) });
    await queue('kept', { name: 'Zahra Ahmadi' }, { method: 'PUT', url: `/api/customers/${KEPT_ID}`, createdAt: at(4), state: 'attention' });

    const pending = await readPendingCustomerWrites();
    expect(pending.created.map((customer) => [customer.id, customer.name, customer.source])).toEqual([[KARIM_ID, 'Karim K.', 'WALK_IN']]);
    expect(pending.edits.get(KEPT_ID)).toEqual({ name: 'Zahra Ahmadi' });
    expect(Object.fromEntries(pending.states)).toEqual({ [KARIM_ID]: 'queued', [KEPT_ID]: 'attention' });
  });

  it('applies the writes in outbox order, not in createdAt order', async () => {
    await queue('e1', { name: 'Written first' }, { method: 'PUT', url: `/api/customers/${KEPT_ID}`, createdAt: at(9) });
    await queue('e2', { name: 'Written second' }, { method: 'PUT', url: `/api/customers/${KEPT_ID}`, createdAt: at(1) });
    expect((await readPendingCustomerWrites()).edits.get(KEPT_ID)?.name).toBe('Written second');
  });

  it('is the shared empty value with no customer writes (the list keeps its page as it is)', async () => {
    await queue('token', { name: 'x' }, { url: '/api/tokens' });
    expect(await readPendingCustomerWrites()).toBe(NO_PENDING_CUSTOMER_WRITES);
  });
});
