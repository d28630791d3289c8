import { describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES } from '@/contract/finance';
import { i18n } from '@/lib/i18n/i18n';
import {
  formNetSalaryCents,
  newPayrollValues,
  payrollToValues,
  toPayrollCreatePayload,
  toPayrollUpdatePayload,
  validatePayrollValues,
  type PayrollFormValues,
} from '@/features/finance/payroll/payroll-form-values';
import { makePayroll } from '@/features/finance/payroll/testing/payroll-fixtures';

const valid = (overrides: Partial<PayrollFormValues> = {}): PayrollFormValues => ({
  ...newPayrollValues(),
  employee: { kind: 'staff', id: 4, employeeId: 'EMP-007', employeeName: 'Nasir Popal' },
  salaryMonth: '2026-03',
  basicSalary: '1000',
  ...overrides,
});

describe('payroll form rules (spec §5 "Payroll form")', () => {
  it('net salary = basic + allowances - deductions - tax + bonus, in exact cents; blanks are 0', () => {
    expect(formNetSalaryCents(valid({ basicSalary: '0.10', allowances: '0.20', deductions: '', tax: '', bonus: '' }))).toBe(30);
    expect(formNetSalaryCents(valid({ basicSalary: 1000.1, allowances: 200.2, deductions: 100.05, tax: 50.25, bonus: 0.01 }))).toBe(105001);
    expect(formNetSalaryCents(valid({ basicSalary: '1.005' }))).toBeNull();
    expect(formNetSalaryCents(valid({ tax: '-1' }))).toBeNull();
  });

  it('names each broken rule by its message key', () => {
    expect(validatePayrollValues(newPayrollValues())).toEqual({
      employee: 'selectEmployee',
      salaryMonth: 'selectSalaryMonth',
      basicSalary: 'invalidBasicSalary',
    });
    expect(validatePayrollValues(valid({ basicSalary: '0' }))).toEqual({ basicSalary: 'invalidBasicSalary' });
    expect(validatePayrollValues(valid({ deductions: '1000' }))).toEqual({ netSalary: 'netSalaryPositive' });
    expect(validatePayrollValues(valid({ bonus: '1.234' }))).toEqual({ bonus: 'invalidMoney' });
    expect(validatePayrollValues(valid({ transactionId: 'x'.repeat(101), remarks: 'y'.repeat(256) }))).toEqual({
      transactionId: 'transactionIdTooLong',
      remarks: 'remarksTooLong',
    });
    expect(validatePayrollValues(valid({ transactionId: 'x'.repeat(100), remarks: 'y'.repeat(255) }))).toEqual({});
  });

  it("the catalogue's messages are the spec's (the contract's) texts", () => {
    for (const key of ['selectEmployee', 'selectSalaryMonth', 'invalidBasicSalary', 'netSalaryPositive', 'transactionIdTooLong', 'remarksTooLong', 'invalidMoney'] as const) {
      expect(i18n.t(`financePayroll.messages.${key}`)).toBe(FINANCE_MESSAGES[key]);
    }
  });

  it('the payload leaves out empty optional texts and carries the recomputed net', () => {
    expect(toPayrollCreatePayload(valid({ employee: { kind: 'teacher', id: 12, employeeId: '', employeeName: '' }, paymentDate: '', remarks: '  ' }))).toEqual({
      teacherId: 12,
      salaryMonth: '2026-03-01',
      basicSalary: 1000,
      allowances: 0,
      deductions: 0,
      tax: 0,
      bonus: 0,
      netSalary: 1000,
      status: 'PENDING',
      method: 'BANK_TRANSFER',
    });
  });

  it('an edit sends a cleared payment date as null (clear it), a kept one as the date', () => {
    const record = makePayroll({ paymentDate: '2026-03-28' });
    expect(toPayrollUpdatePayload({ ...payrollToValues(record), paymentDate: '' }, record)).toMatchObject({ paymentDate: null });
    expect(toPayrollUpdatePayload(payrollToValues(record), record)).toMatchObject({ paymentDate: '2026-03-28' });
  });

  it("an edited record's values round-trip", () => {
    const values = payrollToValues(makePayroll({ staffId: null, teacherId: 12, transactionId: 'TX-1', paymentDate: null }));
    expect(values).toMatchObject({ employee: { kind: 'teacher', id: 12 }, salaryMonth: '2026-03', paymentDate: '', transactionId: 'TX-1' });
    expect(formNetSalaryCents(values)).toBe(960075);
  });
});
