import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES, type Payment, type PaymentBill, type PaymentListAnswer } from '@/contract/finance';
import { classes, financeAuditLog, payments, students, users } from '../../../db/schema';
import { callApi, type ApiCall } from '../../../test-support/api-call';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let schoolId: number;
let otherSchoolId: number;
let cashier: TestLogin;
let teacher: TestLogin;
let studentA: number;
let studentB: number;
let otherStudent: number;
let otherPaymentId: number;

let userSeq = 0;
async function addStudent(school: number, firstName: string, lastName: string, admissionNo: string): Promise<number> {
  userSeq += 1;
  const [user] = await t.database.db
    .insert(users)
    .values({ schoolId: school, username: `fin-student-${userSeq}`, passwordHash: 'x', firstName, lastName, role: 'STUDENT' })
    .returning();
  const [student] = await t.database.db.insert(students).values({ schoolId: school, userId: user.id, admissionNo }).returning();
  return student.id;
}

beforeAll(async () => {
  t = await createTestApp();
  schoolId = await createSchool(t, 'Finance School');
  otherSchoolId = await createSchool(t, 'Other Finance School');
  cashier = await createUserIn(t, schoolId, 'fin-cashier', { role: 'ACCOUNTANT', grants: ['payment:delete'] });
  teacher = await createUserIn(t, schoolId, 'fin-teacher', { role: 'TEACHER' });
  studentA = await addStudent(schoolId, 'Ahmad', 'Rahimi', 'ADM-F-001');
  studentB = await addStudent(schoolId, 'Laila', 'Noori', 'ADM-F-002');
  otherStudent = await addStudent(otherSchoolId, 'Other', 'Student', 'ADM-O-001');
  const [other] = await t.database.db
    .insert(payments)
    .values({ schoolId: otherSchoolId, studentId: otherStudent, amount: '10.00', total: '10.00', paymentDate: '2026-01-05', receiptNumber: 'RCP-000001' })
    .returning();
  otherPaymentId = other.id;
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);
const create = (payload: Record<string, unknown>, as: TestLogin = cashier) => call(as, { method: 'POST', url: '/payments', payload });
const auditRows = (entityId: number) =>
  t.database.db
    .select()
    .from(financeAuditLog)
    .where(and(eq(financeAuditLog.entity, 'payment'), eq(financeAuditLog.entityId, entityId)))
    .orderBy(asc(financeAuditLog.id));

describe('POST /payments', () => {
  it('records a payment with the defaults, total = amount, the first receipt number, and an audit row', async () => {
    const response = await create({ studentId: studentA, amount: 1234.5, paymentDate: '2026-02-01', remarks: 'Tuition, month 1' });
    expect(response.statusCode).toBe(201);
    const data = response.json().data as Payment;
    expect(data).toMatchObject({
      schoolId,
      studentId: studentA,
      student: { firstName: 'Ahmad', lastName: 'Rahimi', admissionNo: 'ADM-F-001' },
      amount: 1234.5,
      total: 1234.5,
      paymentDate: '2026-02-01',
      status: 'PAID',
      method: 'CASH',
      type: 'TUITION_FEE',
      description: 'Tuition, month 1',
      receiptNumber: 'RCP-000001',
      createdBy: cashier.user.id,
    });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, data.id));
    expect(row.amount).toBe('1234.50');
    expect(row.total).toBe('1234.50');
    const audit = await auditRows(data.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ schoolId, action: 'create', userId: cashier.user.id, before: null });
    expect(audit[0].after).toMatchObject({ id: data.id, amount: '1234.50', receiptNumber: 'RCP-000001' });
  });

  it('refuses bad input with 400 and the field in errors, and writes nothing', async () => {
    const before = (await t.database.db.select().from(payments)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 10, paymentDate: '2026-02-01' }, 'studentId', FINANCE_MESSAGES.selectStudent],
      [{ studentId: studentA, amount: 0, paymentDate: '2026-02-01' }, 'amount', FINANCE_MESSAGES.invalidAmount],
      [{ studentId: studentA, amount: -5, paymentDate: '2026-02-01' }, 'amount', FINANCE_MESSAGES.invalidAmount],
      [{ studentId: studentA, amount: 'abc', paymentDate: '2026-02-01' }, 'amount', FINANCE_MESSAGES.invalidAmount],
      [{ studentId: studentA, amount: 1.234, paymentDate: '2026-02-01' }, 'amount', FINANCE_MESSAGES.invalidAmount],
      [{ studentId: studentA, amount: 10, paymentDate: '' }, 'paymentDate', FINANCE_MESSAGES.selectPaymentDate],
      [{ studentId: studentA, amount: 10, paymentDate: '2026-02-30' }, 'paymentDate', FINANCE_MESSAGES.selectPaymentDate],
      [{ studentId: studentA, amount: 10, paymentDate: '2026-02-01', remarks: 'x'.repeat(256) }, 'remarks', FINANCE_MESSAGES.remarksTooLong],
      [{ studentId: studentA, amount: 10, total: 11, paymentDate: '2026-02-01' }, 'total', FINANCE_MESSAGES.totalMustEqualAmount],
      [{ studentId: studentA, amount: 10, paymentDate: '2026-02-01', status: 'DONE' }, 'status', FINANCE_MESSAGES.statusInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: { [field]: message } });
    }
    const ok = await create({ studentId: studentA, amount: '10.5', paymentDate: '2026-02-01', remarks: 'r'.repeat(255) });
    expect(ok.statusCode).toBe(201);
    expect((ok.json().data as Payment).amount).toBe(10.5);
    expect((await t.database.db.select().from(payments)).length).toBe(before + 1);
  });

  it('answers 403 to a user without payment:create and 404 for another school\'s student', async () => {
    const refused = await create({ studentId: studentA, amount: 10, paymentDate: '2026-02-01' }, teacher);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().success).toBe(false);
    const foreign = await create({ studentId: otherStudent, amount: 10, paymentDate: '2026-02-01' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, message: FINANCE_MESSAGES.studentNotFound });
  });

  it('gives 20 concurrent creates 20 distinct, consecutive receipt numbers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => create({ studentId: studentB, amount: 1, paymentDate: '2026-03-01', remarks: `concurrent ${index}` })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const numbers = responses.map((response) => (response.json().data as Payment).receiptNumber);
    expect(new Set(numbers).size).toBe(20);
    const values = numbers.map((text) => Number(text.replace('RCP-', ''))).sort((a, b) => a - b);
    for (let index = 1; index < values.length; index += 1) expect(values[index]).toBe(values[index - 1] + 1);
    expect(numbers.every((text) => /^RCP-\d{6}$/.test(text))).toBe(true);
    // The other school's counter is its own: its receipts start at RCP-000001 too.
    const [otherFirst] = await t.database.db.select().from(payments).where(eq(payments.id, otherPaymentId));
    expect(otherFirst.receiptNumber).toBe('RCP-000001');
  });
});

describe('GET /payments', () => {
  let listStudent: number;
  beforeAll(async () => {
    listStudent = await addStudent(schoolId, 'Zahra', 'Karimi', 'ADM-F-003');
    const payload = (amount: number, paymentDate: string, status: string, method: string, remarks: string) => ({
      studentId: listStudent,
      amount,
      paymentDate,
      status,
      method,
      remarks,
    });
    for (const body of [
      payload(100, '2026-04-01', 'PAID', 'CASH', 'April tuition'),
      payload(200.25, '2026-04-15', 'PENDING', 'BANK_TRANSFER', 'Transport'),
      payload(300.1, '2026-05-01', 'PAID', 'CARD', 'May tuition'),
    ]) {
      expect((await create(body)).statusCode).toBe(201);
    }
  });

  const list = async (query: string) => {
    const response = await call(cashier, { method: 'GET', url: `/payments?studentId=${listStudent}&${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as PaymentListAnswer;
  };

  it('filters by status, method, date range and search, newest first, with the exact total', async () => {
    const all = await list('');
    expect(all.data.map((item) => item.paymentDate)).toEqual(['2026-05-01', '2026-04-15', '2026-04-01']);
    expect(all.meta.totalAmount).toBe(600.35);
    expect((await list('status=PAID')).data.map((item) => item.amount)).toEqual([300.1, 100]);
    expect((await list('method=BANK_TRANSFER')).data.map((item) => item.amount)).toEqual([200.25]);
    const range = await list('startDate=2026-04-10&endDate=2026-04-30');
    expect(range.data.map((item) => item.amount)).toEqual([200.25]);
    expect((await list('search=tuition')).meta.total).toBe(2);
    expect((await list('search=karimi')).meta.total).toBe(3);
    expect((await list('sortBy=amount&sortOrder=asc')).data.map((item) => item.amount)).toEqual([100, 200.25, 300.1]);
    const page = await list('limit=2&page=2');
    expect(page.data).toHaveLength(1);
    expect(page.meta.pagination).toEqual({ currentPage: 2, totalPages: 2, totalCount: 3, limit: 2 });
    expect(page.meta.totalAmount).toBe(600.35);
  });

  it('never lists another school\'s payments and refuses bad filters', async () => {
    const response = await call(cashier, { method: 'GET', url: '/payments?limit=500' });
    const data = (response.json() as PaymentListAnswer).data;
    expect(data.every((item) => item.schoolId === schoolId)).toBe(true);
    expect((await call(cashier, { method: 'GET', url: '/payments?status=DONE' })).statusCode).toBe(400);
    expect((await call(cashier, { method: 'GET', url: '/payments?startDate=2026-13-01' })).statusCode).toBe(400);
  });

  it('sums 1 000 payments of 0.10 to exactly 100.00', async () => {
    const many = await addStudent(schoolId, 'Many', 'Payments', 'ADM-F-004');
    const rows = Array.from({ length: 1000 }, (_, index) => ({
      schoolId,
      studentId: many,
      amount: '0.10',
      total: '0.10',
      paymentDate: '2026-06-01',
      receiptNumber: `BULK-${index}`,
    }));
    await t.database.db.insert(payments).values(rows);
    const response = await call(cashier, { method: 'GET', url: `/payments?studentId=${many}&limit=1` });
    const answer = response.json() as PaymentListAnswer;
    expect(answer.meta.total).toBe(1000);
    expect(answer.meta.totalAmount).toBe(100);
    // The floating-point sum the server must not do:
    expect(rows.reduce((sum) => sum + 0.1, 0)).not.toBe(100);
  });
});

describe('GET, PUT, DELETE /payments/{id}', () => {
  it('reads, edits (audit before/after) and soft deletes a payment (audit, gone from reads)', async () => {
    const created = (await create({ studentId: studentA, amount: 50, paymentDate: '2026-07-01', remarks: 'July' })).json().data as Payment;
    const read = await call(cashier, { method: 'GET', url: `/payments/${created.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: created.id, amount: 50, receiptNumber: created.receiptNumber });

    const edited = await call(cashier, { method: 'PUT', url: `/payments/${created.id}`, payload: { amount: 75.05, status: 'PARTIALLY_PAID', remarks: '' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ amount: 75.05, total: 75.05, status: 'PARTIALLY_PAID', remarks: null, receiptNumber: created.receiptNumber });

    const badEdit = await call(cashier, { method: 'PUT', url: `/payments/${created.id}`, payload: { amount: 0 } });
    expect(badEdit.statusCode).toBe(400);

    const deleted = await call(cashier, { method: 'DELETE', url: `/payments/${created.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await call(cashier, { method: 'GET', url: `/payments/${created.id}` })).statusCode).toBe(404);
    expect((await call(cashier, { method: 'DELETE', url: `/payments/${created.id}` })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, created.id));
    expect(row.deletedAt).not.toBeNull();

    const audit = await auditRows(created.id);
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1].before).toMatchObject({ amount: '50.00', status: 'PAID', remarks: 'July' });
    expect(audit[1].after).toMatchObject({ amount: '75.05', total: '75.05', status: 'PARTIALLY_PAID', remarks: null });
    expect(audit[2].before).toMatchObject({ deletedAt: null });
    expect((audit[2].after as { deletedAt: string | null }).deletedAt).not.toBeNull();
    expect(audit.every((entry) => entry.userId === cashier.user.id)).toBe(true);
  });

  it('answers 404 for another school\'s payment and 403 without the permission', async () => {
    for (const request of [
      { method: 'GET', url: `/payments/${otherPaymentId}` },
      { method: 'PUT', url: `/payments/${otherPaymentId}`, payload: { amount: 1 } },
      { method: 'DELETE', url: `/payments/${otherPaymentId}` },
    ] as ApiCall[]) {
      const response = await call(cashier, request);
      expect(response.statusCode, request.method).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: FINANCE_MESSAGES.paymentNotFound });
    }
    const [other] = await t.database.db.select().from(payments).where(eq(payments.id, otherPaymentId));
    expect(other).toMatchObject({ amount: '10.00', deletedAt: null });
    const accountant = await createUserIn(t, schoolId, 'fin-no-delete', { role: 'ACCOUNTANT' });
    const mine = (await create({ studentId: studentA, amount: 5, paymentDate: '2026-07-02' })).json().data as Payment;
    expect((await call(accountant, { method: 'DELETE', url: `/payments/${mine.id}` })).statusCode).toBe(403);
    expect((await call(teacher, { method: 'PUT', url: `/payments/${mine.id}`, payload: { amount: 6 } })).statusCode).toBe(403);
  });

  it('lets the demo cashier record a payment', async () => {
    const demoCashier = await loginAs(t.app, 'cashier');
    const [demoStudent] = await t.database.db.select().from(students).where(eq(students.schoolId, demoCashier.user.schoolId)).limit(1);
    const response = await create({ studentId: demoStudent.id, amount: 3500, paymentDate: '2026-07-03' }, demoCashier);
    expect(response.statusCode).toBe(201);
    expect((response.json().data as Payment).receiptNumber).toMatch(/^RCP-\d{6}$/);
  });
});

describe('GET /payments/{id}/receipt', () => {
  it('answers the bill: admission number, names, class, school, exact amounts, who received it', async () => {
    const [parent] = await t.database.db
      .insert(users)
      .values({ schoolId, username: 'fin-parent', passwordHash: 'x', firstName: 'Karim', lastName: 'Rahimi', phone: '+93700111222', role: 'PARENT' })
      .returning();
    const [klass] = await t.database.db.insert(classes).values({ schoolId, name: 'Class 7-A', code: 'F7A', dariName: 'صنف ۷ الف' }).returning();
    const billStudent = await addStudent(schoolId, 'Omid', 'Rahimi', 'ADM-F-009');
    await t.database.db.update(students).set({ parentUserId: parent.id, classId: klass.id }).where(eq(students.id, billStudent));
    const payment = (await create({ studentId: billStudent, amount: '3500.05', paymentDate: '2026-08-01', method: 'BANK_TRANSFER' })).json().data as Payment;
    const response = await call(cashier, { method: 'GET', url: `/payments/${payment.id}/receipt` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data as PaymentBill).toEqual({
      paymentId: payment.id,
      receiptNumber: payment.receiptNumber,
      studentId: 'ADM-F-009',
      studentName: 'Omid Rahimi',
      fatherName: 'Karim Rahimi',
      branch: 'Finance School',
      // The school's and the class's local names (issue 23); none given is null.
      branchDariName: null,
      branchPashtoName: null,
      paymentDate: '2026-08-01',
      className: 'Class 7-A',
      classDariName: 'صنف ۷ الف',
      classPashtoName: null,
      phone: '+93700111222',
      totalFees: 3500.05,
      paidAmount: 3500.05,
      discount: 0,
      // The school's one currency: a new school's default (the demo school's is AFN).
      currency: 'USD',
      receivedBy: 'fin-cashier',
      managerName: null,
      status: 'PAID',
      method: 'BANK_TRANSFER',
      type: 'TUITION_FEE',
    });
    expect(payment.parentId).toBe(parent.id);
    expect((await call(cashier, { method: 'GET', url: `/payments/${otherPaymentId}/receipt` })).statusCode).toBe(404);
    expect((await call(teacher, { method: 'GET', url: `/payments/${payment.id}/receipt` })).statusCode).toBe(403);
  });

  it('the database itself refuses a payment of 0 or a total that differs from the amount', async () => {
    const row = { schoolId, studentId: studentA, paymentDate: '2026-08-02' };
    await expect(t.database.db.insert(payments).values({ ...row, amount: '0.00', total: '0.00', receiptNumber: 'CHK-1' })).rejects.toThrow();
    await expect(t.database.db.insert(payments).values({ ...row, amount: '5.00', total: '6.00', receiptNumber: 'CHK-2' })).rejects.toThrow();
  });
});
