import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES, type Payroll } from '@/contract/finance';
import { financeAuditLog, payrolls, staff, teachers } from '../../../db/schema';
import { callApi, type ApiCall } from '../../../test-support/api-call';
import { type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let cashier: TestLogin;
let reader: TestLogin;
let staffId: number;
let deletedStaffId: number;
let teacherId: number;
let otherSchoolTeacherId: number;
let otherSchoolPayrollId: number;

beforeAll(async () => {
  t = await createTestApp();
  const schoolId = await createSchool(t, 'Payroll School');
  cashier = await createUserIn(t, schoolId, 'pay-cashier', {
    grants: ['payroll:read', 'payroll:create', 'payroll:update', 'payroll:delete'],
  });
  reader = await createUserIn(t, schoolId, 'pay-reader', { grants: ['payroll:read'] });
  const db = t.database.db;
  const [guard, gone] = await db
    .insert(staff)
    .values([
      { schoolId, employeeId: 'STF-010', firstName: 'Nasir', lastName: 'Popal', designation: 'Guard', basicSalary: '9000.00' },
      { schoolId, employeeId: 'STF-011', firstName: 'Left', lastName: 'Already', deletedAt: new Date() },
    ])
    .returning();
  staffId = guard.id;
  deletedStaffId = gone.id;
  const [teacher] = await db
    .insert(teachers)
    .values({ schoolId, employeeId: 'TCH-050', firstName: 'Laila', lastName: 'Rahimi', email: 'laila@example.af' })
    .returning();
  teacherId = teacher.id;
  const otherSchoolId = await createSchool(t, 'Other Payroll School');
  const [otherTeacher] = await db
    .insert(teachers)
    .values({ schoolId: otherSchoolId, employeeId: 'TCH-001', firstName: 'Other', lastName: 'Teacher', email: 'other@example.af' })
    .returning();
  otherSchoolTeacherId = otherTeacher.id;
  const [otherPayroll] = await db
    .insert(payrolls)
    .values({
      schoolId: otherSchoolId,
      teacherId: otherTeacher.id,
      employeeId: 'TCH-001',
      employeeName: 'Other Teacher',
      salaryMonth: '2026-01-01',
      basicSalary: '100.00',
      netSalary: '100.00',
    })
    .returning();
  otherSchoolPayrollId = otherPayroll.id;
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);
const create = async (payload: Record<string, unknown>) => {
  const response = await call(cashier, { method: 'POST', url: '/payrolls', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Payroll;
};
const list = async (query: string) => {
  const response = await call(cashier, { method: 'GET', url: `/payrolls?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Payroll[]; meta: { pagination: { totalCount: number }; summary: Record<string, number> } };
};

describe('payroll CRUD and the net salary rule', () => {
  it('creates for a staff member: net computed exactly, employee copied from the record, audited', async () => {
    const data = await create({
      staffId,
      employeeId: 'FAKE-1',
      employeeName: 'Someone Else',
      salaryMonth: '2026-03-01',
      basicSalary: '9000.10',
      allowances: 0.2,
      deductions: '100.05',
      tax: '450.15',
      bonus: '0.1',
    });
    // 9000.10 + 0.20 - 100.05 - 450.15 + 0.10 = 8450.20
    expect(data).toMatchObject({
      staffId,
      teacherId: null,
      employeeId: 'STF-010',
      employeeName: 'Nasir Popal',
      month: 3,
      year: 2026,
      basicSalary: 9000.1,
      netSalary: 8450.2,
      totalAmount: 8450.2,
      amount: 8450.2,
      status: 'PENDING',
      method: 'BANK_TRANSFER',
      paymentMethod: 'BANK_TRANSFER',
      paymentDate: null,
    });
    const [row] = await t.database.db.select().from(payrolls).where(eq(payrolls.id, data.id));
    expect(row.netSalary).toBe('8450.20');
    const audit = await t.database.db
      .select()
      .from(financeAuditLog)
      .where(and(eq(financeAuditLog.entity, 'payroll'), eq(financeAuditLog.entityId, data.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', userId: cashier.user.id });
  });

  it('accepts a matching net salary and refuses one that differs or is not > 0', async () => {
    const ok = await create({ teacherId, salaryMonth: '2026-03-01', basicSalary: 1000, tax: 100, netSalary: 900 });
    expect(ok).toMatchObject({ teacherId, employeeId: 'TCH-050', employeeName: 'Laila Rahimi', netSalary: 900 });

    const mismatch = await call(cashier, { method: 'POST', url: '/payrolls', payload: { teacherId, salaryMonth: '2026-03-01', basicSalary: 1000, tax: 100, netSalary: 1000 } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toMatchObject({ netSalary: FINANCE_MESSAGES.netSalaryMismatch });

    const zero = await call(cashier, { method: 'POST', url: '/payrolls', payload: { teacherId, salaryMonth: '2026-03-01', basicSalary: 500, deductions: 300, tax: 200 } });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toMatchObject({ netSalary: FINANCE_MESSAGES.netSalaryPositive });
  });

  it('refuses missing fields with the spec\'s messages', async () => {
    const response = await call(cashier, { method: 'POST', url: '/payrolls', payload: { basicSalary: 0, transactionId: 'x'.repeat(101) } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      salaryMonth: FINANCE_MESSAGES.selectSalaryMonth,
      basicSalary: FINANCE_MESSAGES.invalidBasicSalary,
      transactionId: FINANCE_MESSAGES.transactionIdTooLong,
    });
    // The employee rule runs once the fields themselves are valid (zod refinements).
    for (const employee of [{}, { staffId, teacherId }]) {
      const noEmployee = await call(cashier, { method: 'POST', url: '/payrolls', payload: { ...employee, salaryMonth: '2026-03-01', basicSalary: 100 } });
      expect(noEmployee.statusCode).toBe(400);
      expect(noEmployee.json().errors).toMatchObject({ staffId: FINANCE_MESSAGES.selectEmployee });
    }
  });

  it('answers 404 for an employee of another school, a deleted one, or one that does not exist', async () => {
    const before = (await t.database.db.select().from(payrolls)).length;
    for (const employee of [{ teacherId: otherSchoolTeacherId }, { staffId: deletedStaffId }, { staffId: 999_999 }]) {
      const response = await call(cashier, { method: 'POST', url: '/payrolls', payload: { ...employee, salaryMonth: '2026-03-01', basicSalary: 100 } });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(FINANCE_MESSAGES.employeeNotFound);
    }
    expect((await t.database.db.select().from(payrolls)).length).toBe(before);
  });

  it('edits with the net recomputed from the stored values, refuses an edit that makes it <= 0, and soft deletes', async () => {
    const created = await create({ staffId, salaryMonth: '2026-04-01', basicSalary: 1000, allowances: 200 });
    const edited = await call(cashier, { method: 'PUT', url: `/payrolls/${created.id}`, payload: { tax: 150.5, status: 'PAID', paymentDate: '2026-04-30' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ basicSalary: 1000, allowances: 200, tax: 150.5, netSalary: 1049.5, status: 'PAID', paymentDate: '2026-04-30' });

    const tooMuch = await call(cashier, { method: 'PUT', url: `/payrolls/${created.id}`, payload: { deductions: 1049.5 } });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toMatchObject({ netSalary: FINANCE_MESSAGES.netSalaryPositive });

    const switched = await call(cashier, { method: 'PUT', url: `/payrolls/${created.id}`, payload: { teacherId } });
    expect(switched.json().data).toMatchObject({ staffId: null, teacherId, employeeId: 'TCH-050', netSalary: 1049.5 });

    expect((await call(cashier, { method: 'DELETE', url: `/payrolls/${created.id}` })).statusCode).toBe(200);
    expect((await call(cashier, { method: 'GET', url: `/payrolls/${created.id}` })).statusCode).toBe(404);
    const audit = await t.database.db
      .select()
      .from(financeAuditLog)
      .where(and(eq(financeAuditLog.entity, 'payroll'), eq(financeAuditLog.entityId, created.id)))
      .orderBy(financeAuditLog.id);
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(audit[1].before).toMatchObject({ netSalary: '1200.00' });
    expect(audit[1].after).toMatchObject({ netSalary: '1049.50' });
  });

  it('clears the payment date when an edit sends it blank or null, and keeps it when the edit leaves it out', async () => {
    const created = await create({ staffId, salaryMonth: '2026-04-01', basicSalary: 500, paymentDate: '2026-04-30' });
    const put = (payload: Record<string, unknown>) => call(cashier, { method: 'PUT', url: `/payrolls/${created.id}`, payload });

    const kept = await put({ bonus: 10 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ paymentDate: '2026-04-30', netSalary: 510 });

    const cleared = await put({ paymentDate: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.paymentDate).toBeNull();
    const [stored] = await t.database.db.select().from(payrolls).where(eq(payrolls.id, created.id));
    expect(stored.paymentDate).toBeNull();

    expect((await put({ paymentDate: '2026-05-02' })).json().data.paymentDate).toBe('2026-05-02');
    const blanked = await put({ paymentDate: '  ' });
    expect(blanked.statusCode, blanked.body).toBe(200);
    expect(blanked.json().data.paymentDate).toBeNull();

    const invalid = await put({ paymentDate: '2026-02-30' });
    expect(invalid.statusCode).toBe(400);
  });

  it('answers 404 for another school\'s record and 403 without the permission', async () => {
    expect((await call(cashier, { method: 'GET', url: `/payrolls/${otherSchoolPayrollId}` })).statusCode).toBe(404);
    expect((await call(cashier, { method: 'PUT', url: `/payrolls/${otherSchoolPayrollId}`, payload: { bonus: 5 } })).statusCode).toBe(404);
    expect((await call(reader, { method: 'POST', url: '/payrolls', payload: { staffId, salaryMonth: '2026-03-01', basicSalary: 100 } })).statusCode).toBe(403);
    expect((await call(reader, { method: 'DELETE', url: `/payrolls/${otherSchoolPayrollId}` })).statusCode).toBe(403);
  });
});

describe('GET /payrolls filters', () => {
  beforeAll(async () => {
    await t.database.db.delete(financeAuditLog).where(eq(financeAuditLog.entity, 'payroll'));
    await t.database.db.delete(payrolls).where(eq(payrolls.createdBy, cashier.user.id));
    await create({ staffId, salaryMonth: '2026-05-01', basicSalary: '1000.10', status: 'PAID', paymentDate: '2026-05-31' });
    await create({ teacherId, salaryMonth: '2026-05-01', basicSalary: '2000.20', status: 'PROCESSING', paymentDate: '2026-06-02' });
    await create({ staffId, salaryMonth: '2026-06-01', basicSalary: '1000.30', status: 'PENDING' });
    await create({ teacherId, salaryMonth: '2026-06-01', basicSalary: '2000.40', status: 'FAILED', paymentDate: '2026-06-30' });
  });

  it('sorts by payment date (unpaid last) by default, with the summary over the counted matches', async () => {
    const body = await list('');
    expect(body.data.map((row) => row.paymentDate)).toEqual(['2026-06-30', '2026-06-02', '2026-05-31', null]);
    // The FAILED one is listed and paged over, but no money figure counts it (FINANCE_STATS_COUNTED).
    expect(body.meta.pagination).toMatchObject({ totalCount: 4 });
    expect(body.meta.summary).toEqual({ count: 3, totalAmount: 4000.6, pendingCount: 2, pendingAmount: 3000.5 });
  });

  it('filters by employee id, search, status words, month and payment-date range', async () => {
    expect((await list('employeeId=stf-010')).data.map((row) => row.basicSalary).sort()).toEqual([1000.1, 1000.3]);
    expect((await list('search=laila')).meta.pagination.totalCount).toBe(2);
    expect((await list('search=TCH-05')).meta.pagination.totalCount).toBe(2);
    expect((await list('status=pending')).data.map((row) => row.status).sort()).toEqual(['PENDING', 'PROCESSING']);
    expect((await list('status=cancelled')).data.map((row) => row.status)).toEqual(['FAILED']);
    expect((await list('status=completed')).data.map((row) => row.status)).toEqual(['PAID']);
    expect((await list('month=2026-06')).data.map((row) => row.basicSalary).sort()).toEqual([1000.3, 2000.4]);
    expect((await list('startDate=2026-06-01&endDate=2026-06-15')).data.map((row) => row.basicSalary)).toEqual([2000.2]);
    expect((await list('sortBy=amount&sortOrder=asc')).data.map((row) => row.netSalary)).toEqual([1000.1, 1000.3, 2000.2, 2000.4]);
    expect((await call(cashier, { method: 'GET', url: '/payrolls?month=2026-13' })).statusCode).toBe(400);
  });
});
