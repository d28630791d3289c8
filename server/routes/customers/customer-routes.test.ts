import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_VERSION_MESSAGES, versionTag } from '@/contract/record-version';
import { CUSTOMER_MESSAGES, type Customer } from '@/contract/customers';
import { customerEvents, customers, schools, users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { permissionDeniedMessage } from '../../plugins/access-control';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { CUSTOMER_ROUTE_MESSAGES } from './customer-routes';
import { COUNT_CAP } from './customer-repository';

let t: TestApp;
let frontdesk: TestLogin;
let teacher: TestLogin;
let parent: TestLogin;
let owner: TestLogin;
let herat: TestLogin;
let heratSchoolId: number;

beforeAll(async () => {
  t = await createTestApp();
  [frontdesk, teacher, parent, owner] = await Promise.all(['frontdesk', 'teacher', 'parent', 'owner'].map((name) => loginAs(t.app, name)));
  const [school] = await t.database.db.insert(schools).values({ name: 'Herat Branch' }).returning();
  heratSchoolId = school.id;
  await t.database.db
    .insert(users)
    .values({ schoolId: heratSchoolId, username: 'herat.desk', passwordHash: await hashPassword('herat-pass-1'), firstName: 'Wahida', role: 'TEACHER' });
  herat = await loginAs(t.app, 'herat.desk', 'herat-pass-1');
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, as: TestLogin, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...as.headers, ...headers }, ...(payload ? { payload } : {}) });

async function create(payload: object, as: TestLogin = frontdesk): Promise<Customer> {
  const response = await call('POST', '/api/customers', as, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function customerCount(): Promise<number> {
  const [row] = await t.database.db.select({ value: count() }).from(customers);
  return Number(row.value);
}

async function eventsOf(customerId: string) {
  return t.database.db.select().from(customerEvents).where(eq(customerEvents.customerId, customerId)).orderBy(customerEvents.id);
}

const list = async (query: string, as: TestLogin = frontdesk) => {
  const response = await call('GET', `/api/customers?${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: Customer[];
    meta: { pagination: { currentPage: number; totalPages: number; totalCount: number; limit: number }; totalCountCapped: boolean };
  };
};
const names = (body: { data: Customer[] }) => body.data.map((customer) => customer.name).sort();

/** Today's date at the school (Asia/Kabul), YYYY-MM-DD. */
function kabulDay(offsetDays = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kabul' }).format(new Date(Date.now() + offsetDays * 86_400_000));
}

describe('POST /api/customers (the front-desk create)', () => {
  it('registers a visitor: canonical vocabulary, server serial number, school and creator from the session', async () => {
    const before = await customerCount();
    const response = await call('POST', '/api/customers', frontdesk, {
      name: '  Ahmad Zia Karimi ',
      phone: ' +93 799 555 010 ',
      mobile: '+93 799 555 010',
      email: '',
      gender: 'Male',
      type: 'Student',
      purpose: 'enrollment',
      department: 'academic',
      source: 'walk-in',
      priority: 'medium',
      referredTo: '',
      remarks: 'Wants grade 7',
      metadata: { 'Grade applying for': '7' },
      createdBy: 999,
      schoolId: 42,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Customer created successfully');
    const customer: Customer = body.data;
    expect(customer).toMatchObject({
      name: 'Ahmad Zia Karimi',
      phone: '+93799555010',
      email: null,
      gender: 'MALE',
      type: 'STUDENT',
      purpose: 'ENROLLMENT',
      department: 'ACADEMIC',
      source: 'WALK_IN',
      priority: 'MEDIUM',
      referredTo: null,
      status: 'NEW',
      remarks: 'Wants grade 7',
      metadata: { 'Grade applying for': '7' },
      schoolId: 1,
      createdBy: frontdesk.user.id,
      deletedAt: null,
    });
    expect(customer.serialNumber).toMatch(/^V-\d{4}-\d{6}$/);
    expect(customer.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(customer.createdAt).toISOString()).toBe(customer.createdAt);
    expect(await customerCount()).toBe(before + 1);

    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row).toMatchObject({ gender: 'MALE', source: 'WALK_IN', schoolId: 1, createdBy: frontdesk.user.id });
    const events = await eventsOf(customer.id);
    expect(events.map((event) => event.type)).toEqual(['CREATED']);
    expect(events[0]).toMatchObject({ schoolId: 1, createdBy: frontdesk.user.id, data: { serialNumber: customer.serialNumber } });
  });

  it('accepts the edit form vocabulary too (MALE, WALK_IN, URGENT, referredTo) and the spec aliases', async () => {
    const customer = await create({
      name: 'Maryam Sadat',
      phone: '0700123987',
      gender: 'FEMALE',
      type: 'PARENT',
      source: 'WALK_IN',
      priority: 'URGENT',
      referredTo: 'FINANCE',
      refered_to: 'OWNER',
      remark: 'Asked about fees',
      postal_code: '1001',
    });
    expect(customer).toMatchObject({
      gender: 'FEMALE',
      type: 'PARENT',
      source: 'WALK_IN',
      priority: 'URGENT',
      referredTo: 'FINANCE',
      remarks: 'Asked about fees',
      postalCode: '1001',
    });
  });

  it('defaults: type STUDENT, priority MEDIUM, status NEW, empty metadata and tags', async () => {
    const customer = await create({ name: 'Only A Name' });
    expect(customer).toMatchObject({ type: 'STUDENT', priority: 'MEDIUM', status: 'NEW', metadata: {}, tags: [], phone: null, gender: null });
  });

  it('serial numbers are unique and consecutive under 20 concurrent creates', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('POST', '/api/customers', frontdesk, { name: `Concurrent Visitor ${i}`, phone: `+9370000${1000 + i}` })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const serials = responses.map((response) => response.json().data.serialNumber as string);
    expect(new Set(serials).size).toBe(20);
    const values = serials.map((serial) => Number(serial.slice(-6))).sort((a, b) => a - b);
    expect(values.at(-1)! - values[0]).toBe(19);
    const year = serials[0].slice(2, 6);
    expect(serials.every((serial) => serial.startsWith(`V-${year}-`))).toBe(true);
  });
});

describe('client-made ids (offline registration)', () => {
  it('the same id twice is the same customer: one row, the second answer 200 with that record', async () => {
    const id = randomUUID();
    const before = await customerCount();
    const first = await call('POST', '/api/customers', frontdesk, { id, name: 'Offline Visitor', phone: '0788 000 111' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.id).toBe(id);
    const second = await call('POST', '/api/customers', frontdesk, { id, name: 'Offline Visitor (changed)', phone: '0788 000 111' });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first.json().data);
    expect(await customerCount()).toBe(before + 1);
    expect((await eventsOf(id)).map((event) => event.type)).toEqual(['CREATED']);
    // The second create reserved no number for good: the next visitor's follows the first's.
    const next = await call('POST', '/api/customers', frontdesk, { name: 'Next Visitor', phone: null });
    expect(Number(next.json().data.serialNumber.slice(-6))).toBe(Number(first.json().data.serialNumber.slice(-6)) + 1);
  });

  it("an id that another school's customer has is refused with 409, nothing written", async () => {
    const id = randomUUID();
    expect((await call('POST', '/api/customers', herat, { id, name: 'Herat Visitor' })).statusCode).toBe(201);
    const before = await customerCount();
    const response = await call('POST', '/api/customers', frontdesk, { id, name: 'Kabul Visitor' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: CUSTOMER_MESSAGES.idTaken });
    expect(await customerCount()).toBe(before);
  });

  it('refuses an id that is not a UUID', async () => {
    const before = await customerCount();
    const response = await call('POST', '/api/customers', frontdesk, { id: 'abc', name: 'X' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.id).toBe('id must be a UUID');
    expect(await customerCount()).toBe(before);
  });
});

describe('idempotent replays (X-Request-ID)', () => {
  it('a replayed create gets the same answer and writes one row', async () => {
    const before = await customerCount();
    const headers = { 'x-request-id': randomUUID() };
    const payload = { name: 'Replayed Visitor', phone: '0777 123 000' };
    const first = await call('POST', '/api/customers', frontdesk, payload, headers);
    const second = await call('POST', '/api/customers', frontdesk, payload, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replay']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await customerCount()).toBe(before + 1);
  });
});

describe('GET /api/customers (list, search, filters)', () => {
  let phoneOne: Customer;
  let emailOne: Customer;

  beforeAll(async () => {
    phoneOne = await create({ name: 'Zarghuna Paktiawal', phone: '+93 786 424 242', mobile: '+93 786 424 242', type: 'Parent', purpose: 'support', department: 'finance', source: 'facebook', priority: 'high' });
    await create({ name: 'Shirin Gul Zadran', dariName: 'شیرین گل زدران', phone: '0701 909 808', type: 'Teacher', purpose: 'inquiry', department: 'administration', source: 'website', priority: 'low' });
    emailOne = await create({ name: 'Nasima Barekzai', email: 'nasima.qx7@example.af', phone: '0744 313 131', type: 'Student', purpose: 'enrollment', department: 'academic', source: 'referral' });
    await call('PATCH', `/api/customers/${emailOne.id}`, frontdesk, { status: 'QUALIFIED' });
  });

  it('answers { success, message, data, meta.pagination } and pages (limit 50 by the front desk)', async () => {
    const first = await list('limit=50&page=1');
    expect(first).toMatchObject({ success: true, message: CUSTOMER_ROUTE_MESSAGES.listed });
    expect(first.data).toHaveLength(50);
    // The demo's 300 visitors and more: counted up to the cap only...
    expect(first.meta.pagination).toEqual({ currentPage: 1, totalPages: COUNT_CAP / 50, totalCount: COUNT_CAP, limit: 50 });
    expect(first.meta.totalCountCapped).toBe(true);
    // ...or up to the end of a page asked for beyond it: then exactly.
    const last = await list('limit=100&page=4');
    const total = last.meta.pagination.totalCount;
    expect(total).toBeGreaterThan(300);
    expect(last.meta).toMatchObject({ totalCountCapped: false, pagination: { totalPages: Math.ceil(total / 100) } });
    expect(last.data).toHaveLength(Math.min(100, total - 300));
    const second = await list('limit=50&page=2');
    expect(second.meta.pagination.currentPage).toBe(2);
    expect(second.data.map((c) => c.id)).not.toContain(first.data[0].id);
    // Newest first by default.
    const created = first.data.map((c) => c.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('ignores the cache buster _t', async () => {
    const body = await list(`search=Paktiawal&_t=${Date.now()}`);
    expect(names(body)).toEqual(['Zarghuna Paktiawal']);
  });

  it('finds by phone fragment however the number was typed', async () => {
    expect(names(await list('search=424242'))).toEqual(['Zarghuna Paktiawal']);
    expect(names(await list(`search=${encodeURIComponent('0786 424')}`))).toEqual(['Zarghuna Paktiawal']);
    expect(names(await list(`search=${encodeURIComponent('+93786424242')}`))).toEqual(['Zarghuna Paktiawal']);
    expect(names(await list('search=701909'))).toEqual(['Shirin Gul Zadran']);
    expect(names(await list(`search=${encodeURIComponent('+93 701 909 808')}`))).toEqual(['Shirin Gul Zadran']);
  });

  it('finds by name fragment (any case), Dari name fragment and email fragment', async () => {
    expect(names(await list('search=ghuna%20pakt'))).toEqual(['Zarghuna Paktiawal']);
    expect(names(await list('search=ZADRAN'))).toEqual(['Shirin Gul Zadran']);
    expect(names(await list(`search=${encodeURIComponent('گل زدران')}`))).toEqual(['Shirin Gul Zadran']);
    expect(names(await list('search=qx7@example'))).toEqual(['Nasima Barekzai']);
    expect((await list('search=nobody-is-called-this')).data).toEqual([]);
  });

  it('finds a customer by serial number', async () => {
    expect(names(await list(`search=${phoneOne.serialNumber}`))).toEqual(['Zarghuna Paktiawal']);
  });

  it('reads Dari and Arabic digits as ASCII ones, and the Arabic yeh as the Dari one', async () => {
    const search = async (text: string) => names(await list(`search=${encodeURIComponent(text)}`));
    expect(await search('۰۷۰۱ ۹۰۹')).toEqual(['Shirin Gul Zadran']);
    expect(await search('٧٠١٩٠٩')).toEqual(['Shirin Gul Zadran']);
    expect(await search(phoneOne.serialNumber.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit))))).toEqual(['Zarghuna Paktiawal']);
    // Stored as شیرین (Dari yeh), typed on an Arabic keyboard.
    expect(await search('شيرين گل زدران')).toEqual(['Shirin Gul Zadran']);
  });

  it('filters by type, status, priority, source (either vocabulary), department and purpose', async () => {
    const scoped = (filter: string) => list(`search=${encodeURIComponent('a')}&limit=200&${filter}`);
    const ours = (body: { data: Customer[] }) =>
      names(body).filter((name) => ['Zarghuna Paktiawal', 'Shirin Gul Zadran', 'Nasima Barekzai'].includes(name));

    expect(ours(await scoped('type=Parent'))).toEqual(['Zarghuna Paktiawal']);
    expect((await scoped('type=PARENT')).data.every((c) => c.type === 'PARENT')).toBe(true);
    expect((await list('status=QUALIFIED&limit=200')).data.every((c) => c.status === 'QUALIFIED')).toBe(true);
    expect(names(await list('status=qualified&search=Barekzai'))).toEqual(['Nasima Barekzai']);
    expect(names(await list('priority=high&search=Paktiawal'))).toEqual(['Zarghuna Paktiawal']);
    expect((await list('priority=low&search=Paktiawal')).data).toEqual([]);
    expect(names(await list('source=website&search=Zadran'))).toEqual(['Shirin Gul Zadran']);
    expect(names(await list('source=REFERRAL&search=Barekzai'))).toEqual(['Nasima Barekzai']);
    expect(names(await list('department=finance&search=Paktiawal'))).toEqual(['Zarghuna Paktiawal']);

    // purpose takes a purpose word, or (as the spec's client sends) a department word.
    const academic = await list('purpose=academic&limit=200');
    expect(academic.data.length).toBeGreaterThan(0);
    expect(academic.data.every((c) => c.department === 'ACADEMIC')).toBe(true);
    expect(names(await list('purpose=inquiry&search=Zadran'))).toEqual(['Shirin Gul Zadran']);
    expect((await list('purpose=enrollment&search=Zadran')).data).toEqual([]);
  });

  it('filters by created date in school days (Asia/Kabul)', async () => {
    expect(names(await list(`search=Paktiawal&from=${kabulDay()}&to=${kabulDay()}`))).toEqual(['Zarghuna Paktiawal']);
    expect((await list(`search=Paktiawal&from=${kabulDay(1)}`)).data).toEqual([]);
    expect((await list(`search=Paktiawal&to=${kabulDay(-1)}`)).data).toEqual([]);
    // The seeded visitors go back months; a date range narrows them.
    const lastWeek = await list(`from=${kabulDay(-7)}&limit=200`);
    const all = await list('limit=1');
    expect(lastWeek.meta.pagination.totalCount).toBeLessThan(all.meta.pagination.totalCount);
  });

  it('sorts by name, serial number and priority', async () => {
    for (const name of ['Sortcheck Bravo', 'Sortcheck Alpha', 'Sortcheck Charlie']) await create({ name });
    const byName = (order: string) => list(`search=Sortcheck&sortBy=name&sortOrder=${order}`).then((body) => body.data.map((c) => c.name));
    expect(await byName('asc')).toEqual(['Sortcheck Alpha', 'Sortcheck Bravo', 'Sortcheck Charlie']);
    expect(await byName('desc')).toEqual(['Sortcheck Charlie', 'Sortcheck Bravo', 'Sortcheck Alpha']);
    const bySerial = (await list('sortBy=serialNumber&sortOrder=asc&limit=100')).data.map((c) => c.serialNumber);
    expect([...bySerial].sort()).toEqual(bySerial);
    const rank = { URGENT: 4, HIGH: 3, MEDIUM: 2, LOW: 1 } as Record<string, number>;
    const byPriority = (await list('sortBy=priority&sortOrder=desc&limit=200')).data.map((c) => rank[c.priority]);
    expect([...byPriority].sort((a, b) => b - a)).toEqual(byPriority);
  });

  it('refuses unknown filter values with 400', async () => {
    for (const query of ['type=ALIEN', 'status=MAYBE', 'purpose=shopping', 'limit=0', 'limit=500', 'from=yesterday', 'sortBy=password']) {
      const response = await call('GET', `/api/customers?${query}`, frontdesk);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe('Validation failed');
    }
    expect((await call('GET', '/api/customers?purpose=shopping', frontdesk)).json().errors.purpose).toBe(CUSTOMER_ROUTE_MESSAGES.invalidPurpose);
  });
});

describe('GET, PUT, PATCH /api/customers/{id}', () => {
  it('gets one customer; a malformed id is 400, an unknown one 404', async () => {
    const customer = await create({ name: 'Khalil Rahman Jalali', phone: '0799 200 300' });
    const response = await call('GET', `/api/customers/${customer.id}`, frontdesk);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: customer });

    const malformed = await call('GET', '/api/customers/not-a-uuid', frontdesk);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.id).toBe(CUSTOMER_MESSAGES.invalidId);
    const unknown = await call('GET', `/api/customers/${randomUUID()}`, frontdesk);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: CUSTOMER_MESSAGES.notFound });
  });

  it('PUT saves the edit dialog (upper-case vocabulary), keeps fields it does not carry, records the change', async () => {
    const customer = await create({ name: 'Edit Me', phone: '0799 400 500', metadata: { Shift: 'Morning' }, dariName: 'ویرایش' });
    const response = await call('PUT', `/api/customers/${customer.id}`, frontdesk, {
      name: 'Edited Name',
      phone: '0799 400 501',
      email: 'edited@example.af',
      gender: 'FEMALE',
      type: 'PARENT',
      priority: 'HIGH',
      referredTo: 'ACADEMIC',
      website: 'https://example.af',
      company: 'Kabul Bank',
      status: 'CONTACTED',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(CUSTOMER_ROUTE_MESSAGES.updated);
    const updated: Customer = response.json().data;
    expect(updated).toMatchObject({
      name: 'Edited Name',
      phone: '+93799400501',
      email: 'edited@example.af',
      gender: 'FEMALE',
      type: 'PARENT',
      priority: 'HIGH',
      referredTo: 'ACADEMIC',
      website: 'https://example.af',
      company: 'Kabul Bank',
      status: 'CONTACTED',
      metadata: { Shift: 'Morning' },
      dariName: 'ویرایش',
      serialNumber: customer.serialNumber,
      updatedBy: frontdesk.user.id,
    });
    expect(updated.updatedAt >= customer.updatedAt).toBe(true);

    const events = await eventsOf(customer.id);
    expect(events.map((event) => event.type)).toEqual(['CREATED', 'UPDATED', 'STATUS_CHANGED']);
    expect((events[1].data.fields as string[]).sort()).toEqual(
      ['company', 'email', 'gender', 'name', 'phone', 'priority', 'referredTo', 'status', 'type', 'website'].sort(),
    );
    expect(events[2].data).toEqual({ from: 'NEW', to: 'CONTACTED' });

    // Blank clears an optional field.
    const cleared = await call('PUT', `/api/customers/${customer.id}`, frontdesk, { name: 'Edited Name', phone: '0799 400 501', company: '' });
    expect(cleared.json().data.company).toBeNull();
  });

  it('PATCH changes a subset; a save that changes nothing records nothing', async () => {
    const customer = await create({ name: 'Patch Me', phone: '0799 600 700', source: 'facebook' });
    const response = await call('PATCH', `/api/customers/${customer.id}`, frontdesk, { priority: 'low', remarks: 'Call back on Sunday' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Patch Me', priority: 'LOW', remarks: 'Call back on Sunday', source: 'FACEBOOK' });
    const same = await call('PATCH', `/api/customers/${customer.id}`, frontdesk, { priority: 'LOW' });
    expect(same.statusCode).toBe(200);
    expect((await eventsOf(customer.id)).map((event) => event.type)).toEqual(['CREATED', 'UPDATED']);
  });
});

describe('bad input: the spec messages, and nothing written', () => {
  let target: Customer;
  beforeAll(async () => {
    target = await create({ name: 'Validation Target', phone: '0799 111 000' });
  });

  async function expectRefused(method: Method, url: string, payload: object, field: string, message?: string) {
    const before = await customerCount();
    const [beforeRow] = await t.database.db.select().from(customers).where(eq(customers.id, target.id));
    const response = await call(method, url, frontdesk, payload);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, message: 'Validation failed' });
    if (message) expect(body.errors[field]).toBe(message);
    else expect(body.errors).toHaveProperty(field);
    expect(await customerCount()).toBe(before);
    const [afterRow] = await t.database.db.select().from(customers).where(eq(customers.id, target.id));
    expect(afterRow).toEqual(beforeRow);
  }

  const put = () => `/api/customers/${target.id}`;

  it('create: empty or missing name → "Full name is required"', async () => {
    await expectRefused('POST', '/api/customers', { name: '   ', phone: '0799' }, 'name', 'Full name is required');
    await expectRefused('POST', '/api/customers', { phone: '0799' }, 'name', 'Full name is required');
  });

  it('edit: empty name → "Name is required"; no phone → "Phone number is required"', async () => {
    await expectRefused('PUT', put(), { name: '', phone: '0799 111 000' }, 'name', 'Name is required');
    await expectRefused('PUT', put(), { name: 'Validation Target' }, 'phone', 'Phone number is required');
    await expectRefused('PUT', put(), { name: 'Validation Target', phone: '  ' }, 'phone', 'Phone number is required');
    await expectRefused('PATCH', put(), { name: ' ' }, 'name', 'Name is required');
  });

  it('bad email and bad website get the spec messages', async () => {
    await expectRefused('POST', '/api/customers', { name: 'X', email: 'not-an-email' }, 'email', 'Please enter a valid email address');
    await expectRefused('PUT', put(), { name: 'X', phone: '0799 111 000', email: 'a@b' }, 'email', 'Please enter a valid email address');
    await expectRefused('PUT', put(), { name: 'X', phone: '0799 111 000', website: 'example.af' }, 'website', CUSTOMER_MESSAGES.invalidWebsite);
    await expectRefused('PATCH', put(), { website: 'ftp://example.af' }, 'website', CUSTOMER_MESSAGES.invalidWebsite);
  });

  it('oversized fields are refused', async () => {
    await expectRefused('POST', '/api/customers', { name: 'x'.repeat(201) }, 'name');
    await expectRefused('POST', '/api/customers', { name: 'X', remarks: 'x'.repeat(2001) }, 'remarks');
    await expectRefused('POST', '/api/customers', { name: 'X', phone: '0'.repeat(31) }, 'phone');
    const metadata = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`field ${i}`, 'v']));
    await expectRefused('POST', '/api/customers', { name: 'X', metadata }, 'metadata');
    await expectRefused('PATCH', put(), { notes: 'x'.repeat(5001) }, 'notes');
  });

  it('unknown enumeration values are refused', async () => {
    await expectRefused('POST', '/api/customers', { name: 'X', gender: 'Alien' }, 'gender');
    await expectRefused('POST', '/api/customers', { name: 'X', source: 'radio' }, 'source');
    await expectRefused('PUT', put(), { name: 'X', phone: '0799 111 000', type: 'ROBOT' }, 'type');
    await expectRefused('PATCH', put(), { status: 'WON' }, 'status');
  });
});

describe('soft delete and restore', () => {
  it('DELETE hides the customer from lists and reads; restore brings it back; both are recorded', async () => {
    const customer = await create({ name: 'Deleted Then Restored', phone: '0799 888 777' });
    const deleted = await call('DELETE', `/api/customers/${customer.id}`, frontdesk);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(CUSTOMER_ROUTE_MESSAGES.deleted);
    expect(deleted.json().data.deletedAt).not.toBeNull();

    expect((await list('search=Deleted%20Then')).data).toEqual([]);
    expect((await call('GET', `/api/customers/${customer.id}`, frontdesk)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/customers/${customer.id}`, frontdesk, { priority: 'HIGH' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/customers/${customer.id}`, frontdesk)).statusCode).toBe(404);
    expect(names(await list('search=Deleted%20Then&includeDeleted=true'))).toEqual(['Deleted Then Restored']);
    expect((await call('GET', `/api/customers/${customer.id}?includeDeleted=true`, frontdesk)).statusCode).toBe(200);
    // The row is kept.
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row.deletedAt).not.toBeNull();

    const restored = await call('PATCH', `/api/customers/${customer.id}/restore`, frontdesk);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ message: CUSTOMER_ROUTE_MESSAGES.restored, data: { deletedAt: null } });
    expect(names(await list('search=Deleted%20Then'))).toEqual(['Deleted Then Restored']);
    expect((await eventsOf(customer.id)).map((event) => event.type)).toEqual(['CREATED', 'DELETED', 'RESTORED']);
  });
});

describe('permissions', () => {
  it('a teacher may read, create and edit but not delete (403 naming customer:delete)', async () => {
    const customer = await create({ name: 'Teacher Made', phone: '0799 123 123' }, teacher);
    expect((await call('GET', '/api/customers?limit=1', teacher)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/customers/${customer.id}`, teacher, { priority: 'HIGH' })).statusCode).toBe(200);
    const refused = await call('DELETE', `/api/customers/${customer.id}`, teacher);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: permissionDeniedMessage('customer:delete') });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row.deletedAt).toBeNull();
    // frontdesk holds customer:delete.
    expect((await call('DELETE', `/api/customers/${customer.id}`, frontdesk)).statusCode).toBe(200);
  });

  it('a parent has no customer access; nobody without a token has', async () => {
    const before = await customerCount();
    const read = await call('GET', '/api/customers', parent);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(permissionDeniedMessage('customer:read'));
    const write = await call('POST', '/api/customers', parent, { name: 'Parent Made' });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(permissionDeniedMessage('customer:create'));
    expect((await t.app.inject({ method: 'GET', url: '/api/customers' })).statusCode).toBe(401);
    expect(await customerCount()).toBe(before);
  });
});

describe('schools', () => {
  it("another school's customer is 404 for every call and never listed; the owner (scope *) sees both", async () => {
    const heratCustomer = await create({ name: 'Herat Only Visitor', phone: '0799 321 321' }, herat);
    expect(heratCustomer.schoolId).toBe(heratSchoolId);
    const url = `/api/customers/${heratCustomer.id}`;
    expect((await call('GET', url, frontdesk)).statusCode).toBe(404);
    expect((await call('PUT', url, frontdesk, { name: 'X', phone: '0799 321 322' })).statusCode).toBe(404);
    expect((await call('PATCH', url, frontdesk, { name: 'X' })).statusCode).toBe(404);
    expect((await call('DELETE', url, frontdesk)).statusCode).toBe(404);
    expect((await call('PATCH', `${url}/restore`, frontdesk)).statusCode).toBe(404);
    expect((await list('search=Herat%20Only')).data).toEqual([]);
    const [row] = await t.database.db.select().from(customers).where(and(eq(customers.id, heratCustomer.id), sql`deleted_at is null`));
    expect(row.name).toBe('Herat Only Visitor');

    // School 2's list holds only its own visitors.
    const heratList = await list('limit=200', herat);
    expect(heratList.data.every((c) => c.schoolId === heratSchoolId)).toBe(true);

    expect(names(await list('search=Herat%20Only', owner))).toEqual(['Herat Only Visitor']);
    // Serial numbers are counted per school.
    expect(heratCustomer.serialNumber).toMatch(/^V-\d{4}-00000\d$/);
  });
});

describe('phones: one rule, one stored form, a phone that is taken (issue 23)', () => {
  const rowOf = async (id: string) => (await t.database.db.select().from(customers).where(eq(customers.id, id)))[0];

  it('a phone that is not one is refused with 400 and the rule\'s message; nothing is written', async () => {
    const target = await create({ name: 'Phone Rule Target', phone: '0712 345 600' });
    const before = await customerCount();
    const refusals: [Method, string, object, string][] = [
      ['POST', '/api/customers', { name: 'Bad Phone', phone: 'abc123' }, 'phone'],
      ['POST', '/api/customers', { name: 'Bad Phone', phone: '123' }, 'phone'],
      ['POST', '/api/customers', { name: 'Bad Phone', phone: 'not a phone' }, 'phone'],
      ['POST', '/api/customers', { name: 'Bad Phone', phone: '0712 345 601', mobile: '+93 12' }, 'mobile'],
      ['PUT', `/api/customers/${target.id}`, { name: 'Phone Rule Target', phone: 'abc123' }, 'phone'],
      ['PATCH', `/api/customers/${target.id}`, { mobile: '123' }, 'mobile'],
    ];
    for (const [method, url, payload, field] of refusals) {
      const response = await call(method, url, frontdesk, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[field]).toBe(CUSTOMER_MESSAGES.invalidPhone);
    }
    expect(await customerCount()).toBe(before);
    expect((await rowOf(target.id)).phone).toBe('+93712345600');
  });

  it('stores every way of writing a number in one form (+93…), Dari digits too', async () => {
    const dari = await create({ name: 'Dari Digits', phone: '۰۷۱۲ ۳۴۵ ۶۱۱', mobile: '0093-712-345-612' });
    expect(await rowOf(dari.id)).toMatchObject({ phone: '+93712345611', mobile: '+93712345612' });
    const abroad = await create({ name: 'Abroad', phone: '+44 20 7946 0958' });
    expect(abroad.phone).toBe('+442079460958');
    const patched = await call('PATCH', `/api/customers/${abroad.id}`, frontdesk, { mobile: '712345613' });
    expect(patched.json().data.mobile).toBe('+93712345613');
  });

  it('a phone of another visitor of the school answers 409 with that visitor, unless allowDuplicatePhone', async () => {
    const zahra = await create({ name: 'Zahra Karimi', phone: '0712 345 621', mobile: '0712 345 621' });
    const before = await customerCount();
    const refused = await call('POST', '/api/customers', frontdesk, { name: 'Second Zahra', phone: '+93 712-345-621' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      message: CUSTOMER_MESSAGES.phoneTaken,
      errors: { phone: CUSTOMER_MESSAGES.phoneTaken },
      existing: { id: zahra.id, name: 'Zahra Karimi' },
    });
    // The mobile column counts too.
    const byMobile = await call('POST', '/api/customers', frontdesk, { name: 'Second Zahra', mobile: '712345621' });
    expect(byMobile.json()).toMatchObject({ existing: { id: zahra.id }, errors: { mobile: CUSTOMER_MESSAGES.phoneTaken } });
    expect(await customerCount()).toBe(before);

    const anyway = await call('POST', '/api/customers', frontdesk, { name: 'Second Zahra', phone: '+93 712-345-621', allowDuplicatePhone: true });
    expect(anyway.statusCode, anyway.body).toBe(201);
    const second: Customer = anyway.json().data;
    expect(second.phone).toBe('+93712345621');
    expect(await customerCount()).toBe(before + 1);
    // Registered anyway: an edit that leaves the phone as it is saves.
    const renamed = await call('PUT', `/api/customers/${second.id}`, frontdesk, { name: 'Zahra Second', phone: '0712 345 621' });
    expect(renamed.statusCode, renamed.body).toBe(200);

    // Another school's visitor with that phone is not "another visitor of the school".
    expect((await call('POST', '/api/customers', herat, { name: 'Herat Zahra', phone: '0712 345 621' })).statusCode).toBe(201);
  });

  it('an edit to another visitor\'s phone answers 409 (PUT and PATCH); allowDuplicatePhone saves it', async () => {
    const owner = await create({ name: 'Phone Owner', phone: '0712 345 631' });
    const other = await create({ name: 'Phone Editor', phone: '0712 345 632' });
    const put = await call('PUT', `/api/customers/${other.id}`, frontdesk, { name: 'Phone Editor', phone: '0712 345 631' });
    expect(put.statusCode).toBe(409);
    expect(put.json().existing).toEqual({ id: owner.id, name: 'Phone Owner' });
    const patch = await call('PATCH', `/api/customers/${other.id}`, frontdesk, { mobile: '+93712345631' });
    expect(patch.json().existing).toEqual({ id: owner.id, name: 'Phone Owner' });
    expect((await rowOf(other.id)).phone).toBe('+93712345632');

    const saved = await call('PUT', `/api/customers/${other.id}`, frontdesk, { name: 'Phone Editor', phone: '0712 345 631', allowDuplicatePhone: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await rowOf(other.id)).phone).toBe('+93712345631');
  });

  it('finds a visitor whose phone was stored as typed before the rule', async () => {
    const [legacy] = await t.database.db
      .insert(customers)
      .values({ id: randomUUID(), schoolId: 1, serialNumber: 'V-LEGACY-1', name: 'Legacy Phone', phone: '0712 345 641' })
      .returning();
    const refused = await call('POST', '/api/customers', frontdesk, { name: 'New Phone', phone: '+93712345641' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().existing).toEqual({ id: legacy.id, name: 'Legacy Phone' });
  });
});

describe('an edit made from an older version of the visitor (If-Match)', () => {
  it('PUT and PATCH apply nothing and answer 412 with the visitor as it is now; made from that version, they apply', async () => {
    const made = await create({ name: 'Versioned Visitor', phone: '0788 123 450' });
    const first = await call('PUT', `/api/customers/${made.id}`, frontdesk, { name: 'Versioned Visitor', phone: '0788 123 450', remarks: 'First' }, { 'if-match': versionTag(made.updatedAt) });
    expect(first.statusCode, first.body).toBe(200);
    const now = first.json().data as Customer;

    for (const method of ['PUT', 'PATCH'] as const) {
      const stale = await call(method, `/api/customers/${made.id}`, frontdesk, { name: 'Versioned Visitor', phone: '0788 123 450', remarks: 'From the old copy' }, { 'if-match': versionTag(made.updatedAt) });
      expect(stale.statusCode).toBe(412);
      expect(stale.json()).toMatchObject({ success: false, message: RECORD_VERSION_MESSAGES.changedSince, current: { id: made.id, remarks: 'First', updatedAt: now.updatedAt } });
    }
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, made.id));
    expect(row.remarks).toBe('First');
    expect((await call('PATCH', `/api/customers/${made.id}`, frontdesk, { remarks: 'Second' }, { 'if-match': versionTag(now.updatedAt) })).statusCode).toBe(200);
  });
});
