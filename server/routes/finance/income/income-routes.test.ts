import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES } from '@/contract/finance';
import { FINANCE_LEDGER_MESSAGES, type Income } from '@/contract/finance-ledger';
import { financeAuditLog, incomes } from '../../../db/schema';
import { bulkInsert } from '../../../db/bulk-insert';
import { callApi, type ApiCall } from '../../../test-support/api-call';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let accountant: TestLogin;
let reader: TestLogin;
let teacher: TestLogin;
let parent: TestLogin;
let otherSchoolIncomeId: number;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, 'teacher');
  parent = await loginAs(t.app, 'parent');
  const schoolId = await createSchool(t, 'Income School');
  accountant = await createUserIn(t, schoolId, 'inc-accountant', { grants: ['finance:read', 'finance:create', 'finance:update', 'finance:delete'] });
  reader = await createUserIn(t, schoolId, 'inc-reader', { grants: ['finance:read'] });
  const otherSchoolId = await createSchool(t, 'Other Income School');
  const [other] = await t.database.db
    .insert(incomes)
    .values({ schoolId: otherSchoolId, source: 'Other donor', amount: '50.00', category: 'Donation', date: '2026-01-05' })
    .returning();
  otherSchoolIncomeId = other.id;
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);
const create = async (payload: Record<string, unknown>) => {
  const response = await call(accountant, { method: 'POST', url: '/incomes', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Income;
};
type IncomeList = { data: Income[]; meta: { total: number; totalAmount: number; pagination: { totalCount: number; totalPages: number } } };
const list = async (query: string): Promise<IncomeList> => {
  const response = await call(accountant, { method: 'GET', url: `/incomes?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as IncomeList;
};
const auditActions = async (entityId: number) =>
  (
    await t.database.db
      .select()
      .from(financeAuditLog)
      .where(and(eq(financeAuditLog.entity, 'income'), eq(financeAuditLog.entityId, entityId)))
      .orderBy(financeAuditLog.id)
  ).map((entry) => entry.action);

describe('incomes CRUD, soft delete and restore', () => {
  it('creates with the defaults and exact decimals, edits, deletes and restores, each audited', async () => {
    const created = await create({ source: 'Parents association', amount: '2500.5', category: 'Donation', date: '2026-02-10', reference: ' ' });
    expect(created).toMatchObject({ source: 'Parents association', amount: 2500.5, status: 'PENDING', method: 'CASH', reference: null, createdBy: accountant.user.id });
    const [stored] = await t.database.db.select().from(incomes).where(eq(incomes.id, created.id));
    expect(stored.amount).toBe('2500.50');

    expect((await call(reader, { method: 'GET', url: `/incomes/${created.id}` })).json().data).toEqual(created);
    const edited = await call(accountant, { method: 'PUT', url: `/incomes/${created.id}`, payload: { status: 'RECEIVED', remarks: 'In the bank' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ message: FINANCE_LEDGER_MESSAGES.incomeUpdated, data: { status: 'RECEIVED', remarks: 'In the bank', amount: 2500.5, updatedBy: accountant.user.id } });

    const deleted = await call(accountant, { method: 'DELETE', url: `/incomes/${created.id}` });
    expect(deleted.json().message).toBe(FINANCE_LEDGER_MESSAGES.incomeDeleted);
    expect((await call(accountant, { method: 'GET', url: `/incomes/${created.id}` })).statusCode).toBe(404);
    expect((await list('search=Parents')).data).toEqual([]);
    expect((await call(accountant, { method: 'DELETE', url: `/incomes/${created.id}` })).statusCode).toBe(404);

    const restored = await call(accountant, { method: 'POST', url: `/incomes/${created.id}/restore` });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ message: FINANCE_LEDGER_MESSAGES.incomeRestored, data: { id: created.id, status: 'RECEIVED' } });
    expect((await list('search=Parents')).data.map((row) => row.id)).toEqual([created.id]);
    // A live record is not "deleted": restoring it again is 404.
    const again = await call(accountant, { method: 'POST', url: `/incomes/${created.id}/restore` });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(FINANCE_LEDGER_MESSAGES.deletedRecordNotFound);

    expect(await auditActions(created.id)).toEqual(['create', 'update', 'delete', 'restore']);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const before = (await t.database.db.select().from(incomes)).length;
    const response = await call(accountant, {
      method: 'POST',
      url: '/incomes',
      payload: { source: '  ', amount: -5, category: 'Lottery', date: '2026-02-30', status: 'PAID', method: 'BARTER', remarks: 'x'.repeat(256) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      source: FINANCE_LEDGER_MESSAGES.sourceRequired,
      amount: FINANCE_MESSAGES.invalidAmount,
      category: FINANCE_MESSAGES.categoryRequired,
      date: FINANCE_MESSAGES.dateRequired,
      status: FINANCE_MESSAGES.statusInvalid,
      method: FINANCE_MESSAGES.methodInvalid,
      remarks: FINANCE_MESSAGES.remarksTooLong,
    });
    const threeDecimals = await call(accountant, { method: 'POST', url: '/incomes', payload: { source: 'x', amount: '1.005', category: 'Other', date: '2026-01-01' } });
    expect(threeDecimals.statusCode).toBe(400);
    const zero = await call(accountant, { method: 'PUT', url: `/incomes/${otherSchoolIncomeId}`, payload: { amount: 0 } });
    expect(zero.statusCode).toBe(400);
    expect((await t.database.db.select().from(incomes)).length).toBe(before);
  });

  it('hides other schools\' incomes (404) and refuses users without the permission (403)', async () => {
    for (const request of [
      { method: 'GET', url: `/incomes/${otherSchoolIncomeId}` },
      { method: 'PUT', url: `/incomes/${otherSchoolIncomeId}`, payload: { amount: 1 } },
      { method: 'DELETE', url: `/incomes/${otherSchoolIncomeId}` },
    ] as const) {
      expect((await call(accountant, request)).statusCode).toBe(404);
    }
    const [row] = await t.database.db.select().from(incomes).where(eq(incomes.id, otherSchoolIncomeId));
    expect(row).toMatchObject({ amount: '50.00', deletedAt: null });
    expect((await list('')).data.some((income) => income.id === otherSchoolIncomeId)).toBe(false);

    const payload = { source: 'x', amount: 1, category: 'Other', date: '2026-01-01' };
    expect((await call(reader, { method: 'POST', url: '/incomes', payload })).statusCode).toBe(403);
    expect((await call(reader, { method: 'POST', url: `/incomes/${otherSchoolIncomeId}/restore` })).statusCode).toBe(403);
    expect((await call(teacher, { method: 'GET', url: '/incomes' })).statusCode).toBe(403);
    expect((await call(parent, { method: 'GET', url: '/incomes' })).statusCode).toBe(403);
    expect((await call(reader, { method: 'GET', url: '/incomes' })).statusCode).toBe(200);
  });
});

describe('GET /incomes filters and sums', () => {
  beforeAll(async () => {
    await t.database.db.delete(financeAuditLog).where(eq(financeAuditLog.entity, 'income'));
    await t.database.db.delete(incomes).where(eq(incomes.schoolId, accountant.user.schoolId));
    for (const [source, amount, category, date, status, method, description] of [
      ['Hall rental', '300.10', 'Rental', '2026-03-01', 'RECEIVED', 'BANK_TRANSFER', 'Wedding in the hall'],
      ['Ministry grant', '120.20', 'Government Funding', '2026-03-05', 'PENDING', 'BANK_TRANSFER', null],
      ['Canteen week 10', '45.30', 'Canteen', '2026-03-10', 'APPROVED', 'CASH', 'Lunch sales'],
      ['Old bus sale', '900.40', 'Other', '2026-04-02', 'REJECTED', 'CHECK', 'Buyer withdrew'],
    ] as const) {
      await create({ source, amount, category, date, status, method, ...(description ? { description } : {}) });
    }
  });

  it('pages newest first with the count and the sum of every match', async () => {
    const body = await list('limit=2');
    expect(body.data.map((row) => row.source)).toEqual(['Old bus sale', 'Canteen week 10']);
    expect(body.meta).toMatchObject({ total: 4, totalAmount: 1366, pagination: { totalCount: 4, totalPages: 2 } });
    expect((await list('limit=2&page=2')).data.map((row) => row.source)).toEqual(['Ministry grant', 'Hall rental']);
  });

  it('filters by status words and canonical statuses, category, method, dates and text', async () => {
    expect((await list('status=pending&sortBy=amount&sortOrder=asc')).data.map((row) => row.source)).toEqual(['Canteen week 10', 'Ministry grant']);
    expect((await list('status=completed')).data.map((row) => row.source)).toEqual(['Hall rental']);
    expect((await list('status=cancelled')).data.map((row) => row.source)).toEqual(['Old bus sale']);
    expect((await list('status=APPROVED')).data.map((row) => row.source)).toEqual(['Canteen week 10']);
    expect((await list('category=Rental')).data.map((row) => row.source)).toEqual(['Hall rental']);
    expect((await list('method=BANK_TRANSFER')).meta.totalAmount).toBe(420.3);
    const range = await list('startDate=2026-03-05&endDate=2026-03-31&sortBy=date&sortOrder=asc');
    expect(range.data.map((row) => row.source)).toEqual(['Ministry grant', 'Canteen week 10']);
    expect(range.meta.totalAmount).toBe(165.5);
    expect((await list('search=lunch')).data.map((row) => row.source)).toEqual(['Canteen week 10']);
    expect((await list('search=50%25')).data).toEqual([]);
    expect((await list('sortBy=source&sortOrder=asc')).data.map((row) => row.source)).toEqual(['Canteen week 10', 'Hall rental', 'Ministry grant', 'Old bus sale']);
  });

  it('refuses unknown filter values', async () => {
    for (const query of ['status=done', 'category=Lottery', 'startDate=2026-13-01', 'sortBy=title', 'limit=0']) {
      expect((await call(accountant, { method: 'GET', url: `/incomes?${query}` })).statusCode, query).toBe(400);
    }
  });

  it('sums thousands of cents exactly (no floating point drift)', async () => {
    const schoolId = accountant.user.schoolId;
    // 0.10 + 0.20 + ... in floating point drifts; the SQL numeric sum does not.
    const rows = Array.from({ length: 3000 }, (_, index) => ({
      schoolId,
      source: `Bulk ${index}`,
      amount: `${Math.floor(index / 10)}.${String((index % 10) * 10 + 1).padStart(2, '0')}`,
      category: 'Fundraising',
      date: '2025-06-01',
      status: 'RECEIVED',
    }));
    await bulkInsert(t.database.db, incomes, rows);
    const expectedCents = rows.reduce((sum, row) => sum + Number(row.amount.replace('.', '')), 0);
    const body = await list('category=Fundraising&limit=1');
    expect(body.meta.total).toBe(3000);
    expect(Math.round(body.meta.totalAmount * 100)).toBe(expectedCents);
    expect(body.meta.totalAmount).toBe(Number(`${Math.floor(expectedCents / 100)}.${String(expectedCents % 100).padStart(2, '0')}`));
  });
});
