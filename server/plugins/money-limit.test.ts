import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_AMOUNT_CENTS } from '@/contract/money-limits';
import { staff, students, users } from '../db/schema';
import { callApi, type ApiCall } from '../test-support/api-call';
import type { TestLogin } from '../test-support/login';
import { createSchool, createUserIn } from '../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createWriteDetector, type WriteDetector } from '../test-support/write-detector';
import { teacherPayload } from '../routes/teachers/teacher-test-fixtures';

const DEFAULT_LIMIT_MESSAGE = "At most 10,000,000.00 per amount (the school's limit)";

let t: TestApp;
let writes: WriteDetector;
let cashier: TestLogin;
let studentId: number;
let staffId: number;

beforeAll(async () => {
  t = await createTestApp();
  writes = await createWriteDetector(t.database);
  const schoolId = await createSchool(t, 'Limit School');
  cashier = await createUserIn(t, schoolId, 'limit-cashier', {
    grants: ['payment:create', 'expense:create', 'payroll:create', 'staff:create', 'teacher:create', 'settings:read', 'settings:update'],
  });
  const db = t.database.db;
  const [user] = await db.insert(users).values({ schoolId, username: 'limit-student', passwordHash: 'x', firstName: 'Ahmad', role: 'STUDENT' }).returning();
  [{ id: studentId }] = await db.insert(students).values({ schoolId, userId: user.id, admissionNo: 'ADM-L-001' }).returning();
  [{ id: staffId }] = await db.insert(staff).values({ schoolId, employeeId: 'STF-L-01', firstName: 'Nasir' }).returning();
});
afterAll(async () => {
  await t?.close();
});

const call = (request: ApiCall) => callApi(t.app, cashier, request);

const payment = (amount: string) => ({ method: 'POST', url: '/payments', payload: { studentId, amount, paymentDate: '2026-03-01' } }) as const;
const expense = (amount: string) => ({ method: 'POST', url: '/expenses', payload: { title: 'Generator', amount, category: 'Equipment', date: '2026-03-01' } }) as const;
const payroll = (basicSalary: string, bonus = '0') =>
  ({ method: 'POST', url: '/payrolls', payload: { staffId, salaryMonth: '2026-03-01', basicSalary, bonus } }) as const;
const staffBulk = (basicSalary: number) =>
  ({ method: 'POST', url: '/staff/bulk', payload: { staff: [{ employeeId: `STF-B-${basicSalary}`, firstName: 'Bulk', basicSalary }] } }) as const;

/** The call is refused with the field's message and writes nothing. */
async function expectRefused(request: ApiCall, field: string, message: string) {
  const before = await writes.snapshot();
  const response = await call(request);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ success: false, message: 'Validation failed', errors: { [field]: message } });
  expect((await writes.changesSince(before)).changes).toEqual([]);
}

describe("the school's limit per money amount", () => {
  it('is 10,000,000.00 until the school sets one, readable by any signed-in user', async () => {
    const response = await call({ method: 'GET', url: '/settings/money-limits' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ maxAmountCents: DEFAULT_MAX_AMOUNT_CENTS });
  });

  it('refuses a payment, an expense and a payroll line above it, writing nothing; the limit itself passes', async () => {
    await expectRefused(payment('99999999999'), 'amount', DEFAULT_LIMIT_MESSAGE);
    await expectRefused(expense('10000000.01'), 'amount', DEFAULT_LIMIT_MESSAGE);
    await expectRefused(payroll('10000001'), 'basicSalary', DEFAULT_LIMIT_MESSAGE);
    await expectRefused(payroll('1000', '20000000'), 'bonus', DEFAULT_LIMIT_MESSAGE);

    for (const request of [payment('10000000'), expense('10000000.00'), payroll('10000000')]) {
      const response = await call(request);
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  it("refuses a teacher's salary above it, and an item of a bulk call alone", async () => {
    await expectRefused({ method: 'POST', url: '/teachers', payload: teacherPayload({ salary: 10_000_000.01 }) }, 'salary', DEFAULT_LIMIT_MESSAGE);
    const response = await call(staffBulk(10_000_001));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ successCount: 0, failed: [{ index: 0, status: 400, errors: { basicSalary: DEFAULT_LIMIT_MESSAGE } }] });
  });

  it('moves when the school changes its setting, and the setting has its own bounds', async () => {
    const saved = await call({ method: 'PUT', url: '/settings', payload: { moneyLimits: { maxAmountCents: 50_000_00 } } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call({ method: 'GET', url: '/settings/money-limits' })).json().data).toEqual({ maxAmountCents: 50_000_00 });

    const lowered = "At most 50,000.00 per amount (the school's limit)";
    await expectRefused(payment('50000.01'), 'amount', lowered);
    await expectRefused(expense('60000'), 'amount', lowered);
    await expectRefused(payroll('50001'), 'basicSalary', lowered);
    expect((await call(payment('50000'))).statusCode).toBe(201);

    for (const maxAmountCents of [99_99, 20_000_000_01, 12.5]) {
      const refused = await call({ method: 'PUT', url: '/settings', payload: { moneyLimits: { maxAmountCents } } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ 'moneyLimits.maxAmountCents': 'The limit per amount must be from 100.00 to 20,000,000.00' });
    }
  });
});
