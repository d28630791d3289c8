import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES } from '@/contract/finance';
import { FINANCE_LEDGER_MESSAGES, type Transaction } from '@/contract/finance-ledger';
import { financeAuditLog, financeTransactions } from '../../../db/schema';
import { callApi, type ApiCall } from '../../../test-support/api-call';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let accountant: TestLogin;
let parent: TestLogin;

beforeAll(async () => {
  t = await createTestApp();
  parent = await loginAs(t.app, 'parent');
  const schoolId = await createSchool(t, 'Ledger School');
  accountant = await createUserIn(t, schoolId, 'trx-accountant', { grants: ['finance:read', 'finance:create', 'finance:update', 'finance:delete'] });
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);
const create = async (payload: Record<string, unknown>) => {
  const response = await call(accountant, { method: 'POST', url: '/transactions', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Transaction;
};
type TransactionList = { data: Transaction[]; meta: { total: number; totalAmount: number; totalIn: number; totalOut: number } };
const list = async (query: string): Promise<TransactionList> => {
  const response = await call(accountant, { method: 'GET', url: `/transactions?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TransactionList;
};

describe('transactions', () => {
  it('records with the defaults, edits, deletes and restores, each audited', async () => {
    const entry = await create({ kind: 'TRANSFER', amount: '10000', date: '2026-03-01', reference: 'TRF-1', description: 'Cash to bank' });
    expect(entry).toMatchObject({ kind: 'TRANSFER', amount: 10000, status: 'COMPLETED', method: 'CASH', reference: 'TRF-1' });
    const edited = await call(accountant, { method: 'PUT', url: `/transactions/${entry.id}`, payload: { method: 'BANK_TRANSFER', reference: '' } });
    expect(edited.json().data).toMatchObject({ method: 'BANK_TRANSFER', reference: null, description: 'Cash to bank' });
    await call(accountant, { method: 'DELETE', url: `/transactions/${entry.id}` });
    expect((await list('kind=TRANSFER')).data).toEqual([]);
    await call(accountant, { method: 'POST', url: `/transactions/${entry.id}/restore` });
    expect((await list('kind=TRANSFER')).data.map((row) => row.id)).toEqual([entry.id]);
    const audit = await t.database.db
      .select({ action: financeAuditLog.action })
      .from(financeAuditLog)
      .where(and(eq(financeAuditLog.entity, 'finance_transaction'), eq(financeAuditLog.entityId, entry.id)))
      .orderBy(financeAuditLog.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete', 'restore']);
    await t.database.db.delete(financeTransactions).where(eq(financeTransactions.id, entry.id));
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const before = (await t.database.db.select().from(financeTransactions)).length;
    const response = await call(accountant, { method: 'POST', url: '/transactions', payload: { kind: 'GIFT', amount: '-1', date: 'tomorrow', status: 'DONE', method: 'GOLD' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      kind: FINANCE_LEDGER_MESSAGES.kindInvalid,
      amount: FINANCE_MESSAGES.invalidAmount,
      date: FINANCE_MESSAGES.dateRequired,
      status: FINANCE_MESSAGES.statusInvalid,
      method: FINANCE_MESSAGES.methodInvalid,
    });
    expect((await t.database.db.select().from(financeTransactions)).length).toBe(before);
  });

  it('filters by kind, status words, method, dates and text; totals in and out exact', async () => {
    for (const [kind, amount, date, status, description] of [
      ['INCOME', '100.10', '2026-04-01', 'COMPLETED', 'Hall rental'],
      ['INCOME', '0.20', '2026-04-02', 'PENDING', 'Canteen coins'],
      ['EXPENSE', '50.05', '2026-04-03', 'COMPLETED', 'Bank charges'],
      ['EXPENSE', '9.99', '2026-04-20', 'FAILED', 'Card fee'],
      ['ADJUSTMENT', '1.11', '2026-05-01', 'CANCELLED', 'Rounding'],
    ] as const) {
      await create({ kind, amount, date, status, description });
    }
    const all = await list('');
    expect(all.meta).toEqual({ total: 5, totalAmount: 161.45, totalIn: 100.3, totalOut: 60.04, pagination: expect.any(Object) });
    expect((await list('status=cancelled&sortBy=amount&sortOrder=asc')).data.map((row) => row.description)).toEqual(['Rounding', 'Card fee']);
    expect((await list('status=completed')).meta).toMatchObject({ total: 2, totalIn: 100.1, totalOut: 50.05 });
    expect((await list('kind=EXPENSE')).meta.totalAmount).toBe(60.04);
    expect((await list('startDate=2026-04-02&endDate=2026-04-30')).meta.total).toBe(3);
    expect((await list('search=bank')).data.map((row) => row.description)).toEqual(['Bank charges']);
    expect((await list('method=CARD')).data).toEqual([]);
    expect((await call(accountant, { method: 'GET', url: '/transactions?kind=GIFT' })).statusCode).toBe(400);
  });

  it('refuses a parent', async () => {
    expect((await call(parent, { method: 'GET', url: '/transactions' })).statusCode).toBe(403);
  });
});
