import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES } from '@/contract/finance';
import { FINANCE_LEDGER_MESSAGES, type Budget } from '@/contract/finance-ledger';
import { budgets, expenses, financeAuditLog } from '../../../db/schema';
import { callApi, type ApiCall } from '../../../test-support/api-call';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let accountant: TestLogin;
let parent: TestLogin;
let schoolId: number;
let otherSchoolId: number;

beforeAll(async () => {
  t = await createTestApp();
  parent = await loginAs(t.app, 'parent');
  schoolId = await createSchool(t, 'Budget School');
  otherSchoolId = await createSchool(t, 'Other Budget School');
  accountant = await createUserIn(t, schoolId, 'bud-accountant', { grants: ['finance:read', 'finance:create', 'finance:update', 'finance:delete'] });
  const expense = (school: number, amount: string, category: string, date: string, status: string, deleted = false) => ({
    schoolId: school,
    title: `${category} ${date}`,
    amount,
    category,
    date,
    status,
    deletedAt: deleted ? new Date() : null,
  });
  await t.database.db.insert(expenses).values([
    expense(schoolId, '100.10', 'Utilities', '2026-01-01', 'PAID'),
    expense(schoolId, '200.20', 'Utilities', '2026-01-31', 'PENDING'),
    expense(schoolId, '0.05', 'Utilities', '2026-01-15', 'APPROVED'),
    // Not counted: rejected, deleted, outside the period, another category, another school.
    expense(schoolId, '999.00', 'Utilities', '2026-01-10', 'REJECTED'),
    expense(schoolId, '888.00', 'Utilities', '2026-01-11', 'PAID', true),
    expense(schoolId, '777.00', 'Utilities', '2026-02-01', 'PAID'),
    expense(schoolId, '666.00', 'Rent', '2026-01-05', 'PAID'),
    expense(otherSchoolId, '555.00', 'Utilities', '2026-01-05', 'PAID'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);
const create = async (payload: Record<string, unknown>) => {
  const response = await call(accountant, { method: 'POST', url: '/budgets', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Budget;
};

describe('budgets', () => {
  it('answers spent (the category\'s counted expenses in the period, exact) and remaining', async () => {
    const budget = await create({ name: 'Utilities January', category: 'Utilities', startDate: '2026-01-01', endDate: '2026-01-31', amount: '500' });
    expect(budget).toMatchObject({ amount: 500, spent: 300.35, remaining: 199.65, notes: null });
    const overspent = await create({ name: 'Tight utilities', category: 'Utilities', startDate: '2026-01-01', endDate: '2026-01-31', amount: '300.30' });
    expect(overspent).toMatchObject({ spent: 300.35, remaining: -0.05 });

    // Widening the period to February counts the February bill.
    const edited = await call(accountant, { method: 'PUT', url: `/budgets/${budget.id}`, payload: { endDate: '2026-02-28' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ spent: 1077.35, remaining: -577.35 });

    const list = await call(accountant, { method: 'GET', url: '/budgets?category=Utilities&sortBy=amount&sortOrder=desc' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((row: Budget) => row.name)).toEqual(['Utilities January', 'Tight utilities']);
    expect(list.json().meta).toMatchObject({ total: 2, totalAmount: 800.3, totalSpent: 1377.7 });
  });

  it('finds budgets whose period overlaps the date range, and searches name and notes', async () => {
    await create({ name: 'Spring repairs', category: 'Maintenance', startDate: '2026-03-01', endDate: '2026-05-31', amount: 1000, notes: 'Roof and windows' });
    const names = async (query: string) => (await call(accountant, { method: 'GET', url: `/budgets?${query}` })).json().data.map((row: Budget) => row.name);
    expect(await names('startDate=2026-05-01&endDate=2026-12-31')).toEqual(['Spring repairs']);
    expect(await names('startDate=2026-06-01')).toEqual([]);
    expect(await names('endDate=2025-12-31')).toEqual([]);
    expect(await names('search=windows')).toEqual(['Spring repairs']);
  });

  it('refuses a period that ends before it starts, also when an edit moves one end', async () => {
    const bad = await call(accountant, { method: 'POST', url: '/budgets', payload: { name: 'x', category: 'Rent', startDate: '2026-02-01', endDate: '2026-01-01', amount: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ endDate: FINANCE_LEDGER_MESSAGES.endBeforeStart });
    const missing = await call(accountant, { method: 'POST', url: '/budgets', payload: { category: 'Food', amount: 0 } });
    expect(missing.json().errors).toMatchObject({
      name: FINANCE_LEDGER_MESSAGES.nameRequired,
      category: FINANCE_MESSAGES.categoryRequired,
      startDate: FINANCE_LEDGER_MESSAGES.startDateRequired,
      endDate: FINANCE_LEDGER_MESSAGES.endDateRequired,
      amount: FINANCE_MESSAGES.invalidAmount,
    });
    const budget = await create({ name: 'Rent Q1', category: 'Rent', startDate: '2026-01-01', endDate: '2026-03-31', amount: 3000 });
    const moved = await call(accountant, { method: 'PUT', url: `/budgets/${budget.id}`, payload: { startDate: '2026-04-01' } });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ endDate: FINANCE_LEDGER_MESSAGES.endBeforeStart });
    const [row] = await t.database.db.select().from(budgets).where(eq(budgets.id, budget.id));
    expect(row.startDate).toBe('2026-01-01');
  });

  it('soft deletes and restores with audit rows; other schools and parents are refused', async () => {
    const budget = await create({ name: 'Marketing', category: 'Marketing', startDate: '2026-01-01', endDate: '2026-12-31', amount: 250 });
    expect((await call(accountant, { method: 'DELETE', url: `/budgets/${budget.id}` })).statusCode).toBe(200);
    expect((await call(accountant, { method: 'GET', url: `/budgets/${budget.id}` })).statusCode).toBe(404);
    expect((await call(accountant, { method: 'POST', url: `/budgets/${budget.id}/restore` })).json().data).toMatchObject({ id: budget.id, name: 'Marketing' });
    const audit = await t.database.db
      .select({ action: financeAuditLog.action })
      .from(financeAuditLog)
      .where(and(eq(financeAuditLog.entity, 'budget'), eq(financeAuditLog.entityId, budget.id)))
      .orderBy(financeAuditLog.id);
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'delete', 'restore']);

    const [other] = await t.database.db
      .insert(budgets)
      .values({ schoolId: otherSchoolId, name: 'Theirs', category: 'Rent', startDate: '2026-01-01', endDate: '2026-01-31', amount: '10.00', deletedAt: new Date() })
      .returning();
    expect((await call(accountant, { method: 'POST', url: `/budgets/${other.id}/restore` })).statusCode).toBe(404);
    expect((await call(parent, { method: 'GET', url: '/budgets' })).statusCode).toBe(403);
  });
});
