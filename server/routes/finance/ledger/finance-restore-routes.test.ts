/** POST /payments|/expenses|/payrolls/{id}/restore: a soft-deleted record comes back, audited. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_LEDGER_MESSAGES } from '@/contract/finance-ledger';
import { expenses, financeAuditLog, payments, payrolls, staff, students, users } from '../../../db/schema';
import { callApi, type ApiCall } from '../../../test-support/api-call';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import type { TestLogin } from '../../../test-support/login';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let manager: TestLogin;
let editor: TestLogin;
let ids: { payment: number; expense: number; payroll: number; otherExpense: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const schoolId = await createSchool(t, 'Restore School');
  const otherSchoolId = await createSchool(t, 'Other Restore School');
  const finance = ['payment', 'expense', 'payroll'];
  manager = await createUserIn(t, schoolId, 'rst-manager', { grants: finance.flatMap((area) => ['read', 'create', 'update', 'delete'].map((action) => `${area}:${action}`)) });
  editor = await createUserIn(t, schoolId, 'rst-editor', { grants: finance.flatMap((area) => ['read', 'update'].map((action) => `${area}:${action}`)) });
  const [user] = await db.insert(users).values({ schoolId, username: 'rst-student', passwordHash: 'x', firstName: 'Sara', role: 'STUDENT' }).returning();
  const [student] = await db.insert(students).values({ schoolId, userId: user.id, admissionNo: 'ADM-R-001' }).returning();
  const [guard] = await db.insert(staff).values({ schoolId, employeeId: 'STF-R1', firstName: 'Nasir', basicSalary: '9000.00' }).returning();
  const [payment] = await db
    .insert(payments)
    .values({ schoolId, studentId: student.id, amount: '10.00', total: '10.00', paymentDate: '2026-01-05', receiptNumber: 'RCP-000001' })
    .returning();
  const [expense] = await db.insert(expenses).values({ schoolId, title: 'Chalk', amount: '5.00', category: 'Office Supplies', date: '2026-01-05' }).returning();
  const [payroll] = await db
    .insert(payrolls)
    .values({ schoolId, staffId: guard.id, employeeId: 'STF-R1', employeeName: 'Nasir', salaryMonth: '2026-01-01', basicSalary: '9000.00', netSalary: '9000.00' })
    .returning();
  const [otherExpense] = await db
    .insert(expenses)
    .values({ schoolId: otherSchoolId, title: 'Theirs', amount: '5.00', category: 'Rent', date: '2026-01-05', deletedAt: new Date() })
    .returning();
  ids = { payment: payment.id, expense: expense.id, payroll: payroll.id, otherExpense: otherExpense.id };
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);

describe.each([
  { entity: 'payment', path: '/payments', message: FINANCE_LEDGER_MESSAGES.paymentRestored },
  { entity: 'expense', path: '/expenses', message: FINANCE_LEDGER_MESSAGES.expenseRestored },
  { entity: 'payroll', path: '/payrolls', message: FINANCE_LEDGER_MESSAGES.payrollRestored },
] as const)('POST $path/{id}/restore', ({ entity, path, message }) => {
  it('answers 404 for a live record, restores a deleted one (audited), and needs the delete permission', async () => {
    const id = ids[entity];
    const live = await call(manager, { method: 'POST', url: `${path}/${id}/restore` });
    expect(live.statusCode).toBe(404);
    expect(live.json().message).toBe(FINANCE_LEDGER_MESSAGES.deletedRecordNotFound);

    expect((await call(manager, { method: 'DELETE', url: `${path}/${id}` })).statusCode).toBe(200);
    expect((await call(manager, { method: 'GET', url: `${path}/${id}` })).statusCode).toBe(404);
    expect((await call(editor, { method: 'POST', url: `${path}/${id}/restore` })).statusCode).toBe(403);

    const restored = await call(manager, { method: 'POST', url: `${path}/${id}/restore` });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ message, data: { id } });
    expect((await call(manager, { method: 'GET', url: `${path}/${id}` })).statusCode).toBe(200);
    expect((await call(manager, { method: 'POST', url: `${path}/999999/restore` })).statusCode).toBe(404);

    const audit = await t.database.db
      .select()
      .from(financeAuditLog)
      .where(and(eq(financeAuditLog.entity, entity), eq(financeAuditLog.entityId, id)))
      .orderBy(financeAuditLog.id);
    expect(audit.map((entry) => entry.action)).toEqual(['delete', 'restore']);
    expect(audit[1]).toMatchObject({ userId: manager.user.id, after: expect.objectContaining({ deletedAt: null }) });
    expect((audit[1].before as { deletedAt: string | null }).deletedAt).not.toBeNull();
  });
});

it('does not restore another school\'s deleted expense', async () => {
  expect((await call(manager, { method: 'POST', url: `/expenses/${ids.otherExpense}/restore` })).statusCode).toBe(404);
  const [row] = await t.database.db.select().from(expenses).where(eq(expenses.id, ids.otherExpense));
  expect(row.deletedAt).not.toBeNull();
});
