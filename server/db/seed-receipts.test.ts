/**
 * One receipt format and one sequence per school (issue 23): the demo seed's payments take their
 * numbers from the same counter as POST /api/payments, so the next payment continues the run.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '@/contract/finance';
import { callApi } from '../test-support/api-call';
import { loginAs } from '../test-support/login';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { payments, students } from './schema';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(async () => {
  await t?.close();
});

const receiptValue = (receiptNumber: string) => Number(receiptNumber.replace(/^RCP-/, ''));

describe('the demo seed: receipt numbers', () => {
  it('gives every payment RCP-000001, RCP-000002, ... per school, and the API continues the sequence', async () => {
    const rows = await t.database.db.select({ schoolId: payments.schoolId, receiptNumber: payments.receiptNumber }).from(payments);
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((row) => !/^RCP-\d{6}$/.test(row.receiptNumber))).toEqual([]);
    const schoolIds = [...new Set(rows.map((row) => row.schoolId))];
    expect(schoolIds).toEqual([1]);
    const values = rows.map((row) => receiptValue(row.receiptNumber)).sort((a, b) => a - b);
    // Unique and without a gap: exactly 1..n.
    expect(values).toEqual(Array.from({ length: rows.length }, (_, index) => index + 1));

    const cashier = await loginAs(t.app, 'cashier');
    const [student] = await t.database.db.select({ id: students.id }).from(students).where(eq(students.schoolId, 1)).limit(1);
    const response = await callApi(t.app, cashier, {
      method: 'POST',
      url: '/payments',
      payload: { studentId: student.id, amount: 100, paymentDate: '2026-02-01' },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().data as Payment;
    expect(created.receiptNumber).toMatch(/^RCP-\d{6}$/);
    expect(receiptValue(created.receiptNumber)).toBe(Math.max(...values) + 1);
  });
});
