import { describe, expect, it } from 'vitest';
import type { OfflinePolicy } from '@/contract/endpoint';
import * as budgets from '@/contract/endpoints/finance/budgets';
import * as expenses from '@/contract/endpoints/finance/expenses';
import * as feeStructures from '@/contract/endpoints/finance/fee-structures';
import * as incomes from '@/contract/endpoints/finance/incomes';
import * as paymentMethods from '@/contract/endpoints/finance/payment-methods';
import * as payments from '@/contract/endpoints/finance/payments';
import * as payroll from '@/contract/endpoints/finance/payroll';
import * as transactions from '@/contract/endpoints/finance/transactions';
import { findOfflineWrite } from '@/contract/endpoints/offline-writes';
import en from '@/locales/en/finance.json';
import fa from '@/locales/fa/finance.json';
import ps from '@/locales/ps/finance.json';

const MODULES = { budgets, expenses, feeStructures, incomes, paymentMethods, payments, payroll, transactions };

function lookup(catalogue: unknown, key: string): unknown {
  return key
    .replace(/^finance\./, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

describe('the finance writes kept for later', () => {
  it('names a payment, an expense and a payroll record by their amounts (numbers)', () => {
    expect(payments.create.offline.describe({ params: {}, body: { studentId: 12, amount: '3500.00' } })).toEqual({
      key: 'finance.pending.payment.create',
      values: { amount: 3500, studentId: 12 },
    });
    expect(expenses.create.offline.describe({ params: {}, body: { title: ' Chalk ', amount: 250.5 } })).toEqual({
      key: 'finance.pending.expense.create',
      values: { title: 'Chalk', amount: 250.5 },
    });
    expect(payroll.create.offline.describe({ params: {}, body: { salaryMonth: '2026-03-01', basicSalary: '1000', allowances: 200, tax: '50.25' } })).toEqual({
      key: 'finance.pending.payroll.create',
      values: { amount: 1149.75, month: '2026-03' },
    });
  });

  it('names a payment by the student the device kept beside it (its note), else by the id', () => {
    const body = { studentId: 12, amount: 3500 };
    expect(payments.create.offline.describe({ params: {}, body, note: { studentName: ' Ahmad Shah Safi ' } })).toEqual({
      key: 'finance.pending.payment.createFor',
      values: { amount: 3500, student: 'Ahmad Shah Safi' },
    });
    for (const note of [undefined, null, 'Ahmad', { studentName: 42 }, { studentName: ' ' }]) {
      expect(payments.create.offline.describe({ params: {}, body, note }).key, JSON.stringify(note)).toBe('finance.pending.payment.create');
    }
  });

  it('names a payroll record by the employee the form sent, when it sent one', () => {
    const body = { salaryMonth: '2026-11-01', basicSalary: '12000', employeeName: ' Laila Rahimi ' };
    expect(payroll.create.offline.describe({ params: {}, body })).toEqual({
      key: 'finance.pending.payroll.createFor',
      values: { amount: 12000, employee: 'Laila Rahimi', month: '2026-11' },
    });
    expect(payroll.create.offline.describe({ params: {}, body: { ...body, employeeName: '' } }).key).toBe('finance.pending.payroll.create');
    expect(payroll.create.offline.describe({ params: {}, body: { employeeName: 'Laila Rahimi' } }).key).toBe('finance.pending.payroll.createUnnamed');
  });

  it('reads a body it cannot use defensively, and names edits and restores by the path id', () => {
    expect(payments.create.offline.describe({ params: {}, body: 'not json' })).toEqual({ key: 'finance.pending.payment.createUnnamed', values: {} });
    expect(expenses.create.offline.describe({ params: {}, body: { title: 'x', amount: 'lots' } }).key).toBe('finance.pending.expense.createUnnamed');
    expect(payments.update.offline.describe({ params: { id: '7' }, body: null })).toEqual({ key: 'finance.pending.payment.edit', values: { id: '7' } });
    expect(payments.update.offline.pending?.id({ params: { id: '7' }, body: null })).toBe('7');
    expect(payments.create.offline.pending?.id({ params: {}, body: {} })).toBeNull();
  });

  it('finds each kept write by method and path, the payment methods apart from the payments', () => {
    expect(findOfflineWrite('POST', '/payments')?.endpoint).toBe(payments.create);
    expect(findOfflineWrite('POST', '/payments/methods')?.endpoint).toBe(paymentMethods.create);
    expect(findOfflineWrite('PUT', '/payments/methods/3')?.endpoint).toBe(paymentMethods.update);
    expect(findOfflineWrite('POST', '/payments/methods/3/restore')?.endpoint).toBe(paymentMethods.restore);
    expect(findOfflineWrite('POST', '/payments/4/restore')).toEqual({ endpoint: payments.restore, params: { id: '4' } });
    expect(findOfflineWrite('POST', '/finance/reports/generate')).toBeNull();
  });

  it('has every description in English, Dari and Pashto', () => {
    const policies = Object.values(MODULES).flatMap((module) =>
      Object.values(module).flatMap((value) => {
        const offline = (value as { offline?: OfflinePolicy } | null)?.offline;
        return offline ? [offline] : [];
      }),
    );
    expect(policies.length).toBe(24);
    const writes = [{ params: { id: '1' }, body: {} }, { params: { id: '1' }, body: { amount: 1, studentId: 1, title: 't', source: 's', name: 'n', code: 'CASH', salaryMonth: '2026-01-01', basicSalary: 1 } }];
    for (const policy of policies) {
      for (const write of writes) {
        const { key } = policy.describe(write);
        for (const catalogue of [en, fa, ps]) expect(typeof lookup(catalogue, key), key).toBe('string');
      }
    }
  });
});
