import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES, type Expense } from '@/contract/finance';
import { expenses, financeAuditLog } from '../../../db/schema';
import { callApi, type ApiCall } from '../../../test-support/api-call';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let cashier: TestLogin;
let teacher: TestLogin;
let clerk: TestLogin;
let otherSchoolExpenseId: number;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, 'teacher');
  // A school of its own, so the demo seed never changes the figures.
  const schoolId = await createSchool(t, 'Expense School');
  cashier = await createUserIn(t, schoolId, 'exp-cashier', {
    grants: ['expense:read', 'expense:create', 'expense:update', 'expense:delete'],
  });
  clerk = await createUserIn(t, schoolId, 'exp-clerk', { grants: ['expense:read'] });
  const otherSchoolId = await createSchool(t, 'Other Expense School');
  const [other] = await t.database.db
    .insert(expenses)
    .values({ schoolId: otherSchoolId, title: 'Other school rent', amount: '500.00', category: 'Rent', date: '2026-01-05' })
    .returning();
  otherSchoolExpenseId = other.id;
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);
const create = async (payload: Record<string, unknown>) => {
  const response = await call(cashier, { method: 'POST', url: '/expenses', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Expense;
};
const list = async (query: string) => {
  const response = await call(cashier, { method: 'GET', url: `/expenses?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Expense[]; meta: { pagination: { totalCount: number }; summary: Record<string, number> } };
};

describe('expenses CRUD', () => {
  it('creates with the defaults, stores exact decimals, and audits the write', async () => {
    const data = await create({ title: 'Printer paper', amount: '1234.5', category: 'Office Supplies', date: '2026-02-10', description: '', remarks: '  ' });
    expect(data).toMatchObject({
      title: 'Printer paper',
      amount: 1234.5,
      category: 'Office Supplies',
      date: '2026-02-10',
      status: 'PENDING',
      method: 'CASH',
      description: null,
      remarks: null,
      createdBy: cashier.user.id,
    });
    const [row] = await t.database.db.select().from(expenses).where(eq(expenses.id, data.id));
    expect(row.amount).toBe('1234.50');
    const audit = await t.database.db
      .select()
      .from(financeAuditLog)
      .where(and(eq(financeAuditLog.entity, 'expense'), eq(financeAuditLog.entityId, data.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', userId: cashier.user.id, before: null });
    expect(audit[0].after).toMatchObject({ amount: '1234.50', title: 'Printer paper' });
  });

  it('gets, edits (fields left out keep their value) and soft deletes, each audited', async () => {
    const created = await create({ title: 'Generator fuel', amount: 80, category: 'Utilities', date: '2026-02-11' });
    const got = await call(cashier, { method: 'GET', url: `/expenses/${created.id}` });
    expect(got.json().data).toEqual(created);

    const edited = await call(cashier, { method: 'PUT', url: `/expenses/${created.id}`, payload: { amount: 99.99, status: 'PAID' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Generator fuel', amount: 99.99, status: 'PAID', category: 'Utilities' });

    const deleted = await call(cashier, { method: 'DELETE', url: `/expenses/${created.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(FINANCE_MESSAGES.expenseDeleted);
    expect((await call(cashier, { method: 'GET', url: `/expenses/${created.id}` })).statusCode).toBe(404);
    expect((await call(cashier, { method: 'PUT', url: `/expenses/${created.id}`, payload: { amount: 1 } })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(expenses).where(eq(expenses.id, created.id));
    expect(row.deletedAt).not.toBeNull();

    const audit = await t.database.db
      .select()
      .from(financeAuditLog)
      .where(and(eq(financeAuditLog.entity, 'expense'), eq(financeAuditLog.entityId, created.id)))
      .orderBy(financeAuditLog.id);
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1].before).toMatchObject({ amount: '80.00', status: 'PENDING' });
    expect(audit[1].after).toMatchObject({ amount: '99.99', status: 'PAID' });
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = (await t.database.db.select().from(expenses)).length;
    const response = await call(cashier, {
      method: 'POST',
      url: '/expenses',
      payload: { title: ' ', amount: 0, category: 'Snacks', date: '2026-02-30', status: 'completed', remarks: 'x'.repeat(256) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      title: FINANCE_MESSAGES.titleRequired,
      amount: FINANCE_MESSAGES.invalidAmount,
      category: FINANCE_MESSAGES.categoryRequired,
      date: FINANCE_MESSAGES.dateRequired,
      status: FINANCE_MESSAGES.statusInvalid,
      remarks: FINANCE_MESSAGES.remarksTooLong,
    });
    const threeDecimals = await call(cashier, { method: 'POST', url: '/expenses', payload: { title: 'x', amount: 1.005, category: 'Rent', date: '2026-01-01' } });
    expect(threeDecimals.statusCode).toBe(400);
    expect((await t.database.db.select().from(expenses)).length).toBe(before);
  });

  it('answers 404 for another school\'s expense and 403 without the permission', async () => {
    expect((await call(cashier, { method: 'GET', url: `/expenses/${otherSchoolExpenseId}` })).statusCode).toBe(404);
    expect((await call(cashier, { method: 'DELETE', url: `/expenses/${otherSchoolExpenseId}` })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(expenses).where(eq(expenses.id, otherSchoolExpenseId));
    expect(row.deletedAt).toBeNull();

    const payload = { title: 'x', amount: 1, category: 'Rent', date: '2026-01-01' };
    expect((await call(clerk, { method: 'POST', url: '/expenses', payload })).statusCode).toBe(403);
    expect((await call(clerk, { method: 'DELETE', url: `/expenses/${otherSchoolExpenseId}` })).statusCode).toBe(403);
    expect((await call(teacher, { method: 'GET', url: '/expenses' })).statusCode).toBe(403);
    expect((await call(clerk, { method: 'GET', url: '/expenses' })).statusCode).toBe(200);
  });
});

describe('GET /expenses filters', () => {
  beforeAll(async () => {
    await t.database.db.delete(expenses).where(eq(expenses.createdBy, cashier.user.id));
    for (const [title, amount, category, date, status, description] of [
      ['Roof repair', '300.10', 'Maintenance', '2026-03-01', 'PAID', 'Leak over the library'],
      ['Bus diesel', '120.20', 'Transportation', '2026-03-05', 'PENDING', null],
      ['Posters', '45.30', 'Marketing', '2026-03-10', 'APPROVED', 'Open day'],
      ['Laptop', '900.40', 'Equipment', '2026-04-02', 'REJECTED', 'For the office'],
    ] as const) {
      await create({ title, amount, category, date, status, ...(description ? { description } : {}) });
    }
  });

  it('lists newest first by default with the four summary cards over the counted matches', async () => {
    const body = await list('limit=2');
    expect(body.data.map((row) => row.title)).toEqual(['Laptop', 'Posters']);
    expect(body.meta.pagination).toMatchObject({ totalCount: 4, totalPages: 2, currentPage: 1, limit: 2 });
    // The REJECTED laptop is listed and paged over, but no money figure counts it (FINANCE_STATS_COUNTED).
    expect(body.meta.summary).toEqual({ count: 3, totalAmount: 465.6, pendingCount: 2, pendingAmount: 165.5 });
    const page2 = await list('limit=2&page=2');
    expect(page2.data.map((row) => row.title)).toEqual(['Bus diesel', 'Roof repair']);
  });

  it('searches title, description and category', async () => {
    expect((await list('search=library')).data.map((row) => row.title)).toEqual(['Roof repair']);
    expect((await list('search=DIESEL')).data.map((row) => row.title)).toEqual(['Bus diesel']);
    expect((await list('search=marketing')).data.map((row) => row.title)).toEqual(['Posters']);
    expect((await list('search=100%25')).data).toEqual([]);
  });

  it('filters by the spec\'s status words and by canonical statuses, category and date range', async () => {
    expect((await list('status=pending&sortBy=amount&sortOrder=asc')).data.map((row) => row.title)).toEqual(['Posters', 'Bus diesel']);
    expect((await list('status=completed')).data.map((row) => row.title)).toEqual(['Roof repair']);
    expect((await list('status=cancelled')).data.map((row) => row.title)).toEqual(['Laptop']);
    expect((await list('status=APPROVED')).data.map((row) => row.title)).toEqual(['Posters']);
    expect((await list('category=Transportation')).data.map((row) => row.title)).toEqual(['Bus diesel']);
    const range = await list('startDate=2026-03-05&endDate=2026-03-31&sortBy=date&sortOrder=asc');
    expect(range.data.map((row) => row.title)).toEqual(['Bus diesel', 'Posters']);
    expect(range.meta.summary.totalAmount).toBe(165.5);
  });

  it('sorts by amount and status, and refuses unknown filters', async () => {
    expect((await list('sortBy=amount&sortOrder=desc')).data.map((row) => row.amount)).toEqual([900.4, 300.1, 120.2, 45.3]);
    expect((await list('sortBy=status&sortOrder=asc')).data.map((row) => row.status)).toEqual(['APPROVED', 'PAID', 'PENDING', 'REJECTED']);
    expect((await call(cashier, { method: 'GET', url: '/expenses?status=done' })).statusCode).toBe(400);
    expect((await call(cashier, { method: 'GET', url: '/expenses?category=Food' })).statusCode).toBe(400);
    expect((await call(cashier, { method: 'GET', url: '/expenses?startDate=2026-13-01' })).statusCode).toBe(400);
  });
});
