/** The expense form's rules and bodies (spec part 2 §5 "Expense form"), without rendering. */
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES } from '@/contract/finance';
import { validateExpenseForm } from '@/features/finance/expenses/expense-form-rules';
import { expenseToValues, newExpenseValues, toCreatePayload, toUpdatePayload, type ExpenseFormValues } from '@/features/finance/expenses/expense-form-values';
import { makeExpense } from '@/features/finance/expenses/testing/expense-fixture';

// The catalogue's English equals the contract's messages; here the message itself is enough.
const t = ((_key: string, options?: { defaultValue?: string }) => options?.defaultValue ?? _key) as unknown as TFunction;

const filled = (overrides: Partial<ExpenseFormValues> = {}): ExpenseFormValues => ({
  ...newExpenseValues('2026-03-01'),
  title: ' Roof repair ',
  amount: '300.10',
  category: 'Maintenance',
  ...overrides,
});

describe('expense form values', () => {
  it('starts with the spec defaults: PENDING, CASH, today', () => {
    expect(newExpenseValues('2026-03-01')).toMatchObject({ status: 'PENDING', method: 'CASH', date: '2026-03-01', category: '', amount: '' });
  });

  it('requires title, amount, category and date, with the contract messages', () => {
    expect(validateExpenseForm(t, newExpenseValues(''))).toEqual({
      title: FINANCE_MESSAGES.titleRequired,
      amount: FINANCE_MESSAGES.invalidAmount,
      category: FINANCE_MESSAGES.categoryRequired,
      date: FINANCE_MESSAGES.dateRequired,
    });
    expect(validateExpenseForm(t, filled())).toEqual({});
  });

  it('refuses a non-numeric, zero, negative or 3-decimal amount (not the spec silent 0)', () => {
    for (const amount of ['abc', '0', '-5', '1.005', '1e3x']) {
      expect(validateExpenseForm(t, filled({ amount })), amount).toEqual({ amount: FINANCE_MESSAGES.invalidAmount });
    }
    expect(toCreatePayload(filled({ amount: 'abc' })).amount).toBe('abc');
  });

  it("refuses an amount above the school's limit with its message, before sending", () => {
    const limit = { maxAmountCents: 50_000_00, message: 'At most 50,000.00 per amount' };
    expect(validateExpenseForm(t, filled({ amount: '50000' }), limit)).toEqual({});
    expect(validateExpenseForm(t, filled({ amount: '50000.01' }), limit)).toEqual({ amount: limit.message });
    expect(validateExpenseForm(t, filled({ amount: '99999999999' }))).toEqual({ amount: "At most 10,000,000.00 per amount (the school's limit)" });
  });

  it('takes the category only from the fixed list and remarks up to 255 characters', () => {
    expect(validateExpenseForm(t, filled({ category: 'Snacks' }))).toEqual({ category: FINANCE_MESSAGES.categoryRequired });
    expect(validateExpenseForm(t, filled({ remarks: 'x'.repeat(255) }))).toEqual({});
    expect(validateExpenseForm(t, filled({ remarks: 'x'.repeat(256) }))).toEqual({ remarks: FINANCE_MESSAGES.remarksTooLong });
  });

  it('leaves empty description, receipt number and remarks out of a create payload', () => {
    expect(toCreatePayload(filled({ description: '  ', receiptNumber: '', remarks: ' ' }))).toEqual({
      title: 'Roof repair',
      amount: 300.1,
      category: 'Maintenance',
      date: '2026-03-01',
      status: 'PENDING',
      method: 'CASH',
    });
    expect(toCreatePayload(filled({ description: ' Leak ', receiptNumber: 'R-1', remarks: 'urgent' }))).toMatchObject({
      description: 'Leak',
      receiptNumber: 'R-1',
      remarks: 'urgent',
    });
  });

  it('sends every field on edit, an emptied optional text as null (which clears it)', () => {
    const values = expenseToValues(makeExpense({ amount: 80, description: 'Fuel', receiptNumber: null, remarks: 'ok' }));
    expect(values).toMatchObject({ amount: '80.00', description: 'Fuel', receiptNumber: '', remarks: 'ok' });
    expect(toUpdatePayload({ ...values, description: '' })).toEqual({
      title: 'Printer paper',
      amount: 80,
      category: 'Office Supplies',
      date: '2026-02-10',
      status: 'PENDING',
      method: 'CASH',
      description: null,
      receiptNumber: null,
      remarks: 'ok',
    });
  });
});
