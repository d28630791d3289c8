/** The finance contract's rules (src/contract/finance.ts): exact money parsing, net salary, limits, status filters. */
import { describe, expect, it } from 'vitest';
import {
  FINANCE_MESSAGES,
  centsToDecimal,
  decimalToCents,
  expenseListQuerySchema,
  expenseUpdateSchema,
  moneyNumber,
  netSalaryCents,
  paymentCreateSchema,
  payrollCreateSchema,
} from '@/contract/finance';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('money helpers', () => {
  it('parses amounts exactly into cents and back', () => {
    expect(decimalToCents('12.3')).toBe(1230);
    expect(decimalToCents(0.1)).toBe(10);
    expect(decimalToCents(1234.56)).toBe(123456);
    expect(decimalToCents('-0.05')).toBe(-5);
    expect(decimalToCents('1.234')).toBeNull();
    expect(decimalToCents('abc')).toBeNull();
    expect(decimalToCents(Number.NaN)).toBeNull();
    expect(decimalToCents(0.1 + 0.2)).toBeNull();
    expect(centsToDecimal(1230)).toBe('12.30');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(moneyNumber('100.00')).toBe(100);
    expect(moneyNumber('0.10')).toBe(0.1);
    expect(moneyNumber('12345678901234.56')).toBe(12345678901234.56);
    expect(() => moneyNumber('1.234')).toThrow();
  });

  it('computes the net salary in cents: basic + allowances - deductions - tax + bonus', () => {
    expect(netSalaryCents({ basicSalary: '22000.00', allowances: 2500.1, deductions: 0.2, tax: '1100', bonus: 0.1 })).toBe(2340000);
    expect(netSalaryCents({ basicSalary: 100, deductions: 100 })).toBe(0);
    expect(netSalaryCents({ basicSalary: 'x' })).toBeNull();
  });
});

describe('paymentCreateSchema', () => {
  it('applies the defaults and canonical decimals', () => {
    const parsed = paymentCreateSchema.parse({ studentId: 4, amount: '1200.5', paymentDate: '2026-02-01', remarks: '' });
    expect(parsed).toEqual({ studentId: 4, amount: '1200.50', paymentDate: '2026-02-01', status: 'PAID', method: 'CASH', type: 'TUITION_FEE' });
  });

  it('refuses a zero amount, long remarks and a total that differs', () => {
    expect(issues(paymentCreateSchema.safeParse({ studentId: 4, amount: 0, paymentDate: '2026-02-01' }))).toEqual({ amount: FINANCE_MESSAGES.invalidAmount });
    expect(issues(paymentCreateSchema.safeParse({ studentId: 4, amount: 1, paymentDate: '2026-02-01', remarks: 'x'.repeat(256) }))).toEqual({
      remarks: FINANCE_MESSAGES.remarksTooLong,
    });
    expect(issues(paymentCreateSchema.safeParse({ studentId: 4, amount: 1, total: 2, paymentDate: '2026-02-01' }))).toEqual({
      total: FINANCE_MESSAGES.totalMustEqualAmount,
    });
  });
});

describe('payrollCreateSchema', () => {
  const base = { staffId: 1, salaryMonth: '2026-02-01', basicSalary: 20000, allowances: 1000, deductions: 500, tax: 700, bonus: 200 };

  it('accepts a positive net salary that matches, with payroll defaults', () => {
    const parsed = payrollCreateSchema.parse({ ...base, netSalary: 20000 });
    expect(parsed).toMatchObject({ basicSalary: '20000.00', netSalary: '20000.00', status: 'PENDING', method: 'BANK_TRANSFER' });
  });

  it('refuses a net salary of zero or less, a mismatch, no or two employees, a long transaction id', () => {
    expect(issues(payrollCreateSchema.safeParse({ ...base, deductions: 20500 }))).toEqual({ netSalary: FINANCE_MESSAGES.netSalaryPositive });
    expect(issues(payrollCreateSchema.safeParse({ ...base, netSalary: 19999.99 }))).toEqual({ netSalary: FINANCE_MESSAGES.netSalaryMismatch });
    expect(issues(payrollCreateSchema.safeParse({ ...base, staffId: undefined }))).toEqual({ staffId: FINANCE_MESSAGES.selectEmployee });
    expect(issues(payrollCreateSchema.safeParse({ ...base, teacherId: 2 }))).toEqual({ staffId: FINANCE_MESSAGES.selectEmployee });
    expect(issues(payrollCreateSchema.safeParse({ ...base, transactionId: 't'.repeat(101) }))).toEqual({
      transactionId: FINANCE_MESSAGES.transactionIdTooLong,
    });
    expect(payrollCreateSchema.safeParse({ ...base, transactionId: 't'.repeat(100) }).success).toBe(true);
  });
});

describe('status filters', () => {
  it('take a canonical status or one of the spec words', () => {
    expect(expenseListQuerySchema.parse({ status: 'completed' }).status).toBe('completed');
    expect(expenseListQuerySchema.parse({ status: 'APPROVED' }).status).toBe('APPROVED');
    expect(expenseListQuerySchema.safeParse({ status: 'done' }).success).toBe(false);
  });

  it('an edit clears a blank optional text and keeps one left out', () => {
    expect(expenseUpdateSchema.parse({ remarks: ' ', description: '' })).toEqual({ remarks: null, description: null });
    expect(expenseUpdateSchema.parse({})).toEqual({});
  });
});
