/** Issue 7's unit rules for Add Payment: amount parsing, remarks limits, and the spec's messages. */
import { describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES, REMARKS_MAX_LENGTH } from '@/contract/finance';
import type { StudentPickerOption } from '@/features/finance/api/student-picker-students';
import { checkPaymentForm, parsePaymentAmount, remarksLength, remarksTooLong } from '@/features/finance/payments/payment-form-rules';
import { newPaymentValues } from '@/features/finance/payments/payment-form-values';

const student: StudentPickerOption = { id: 5, name: 'Ahmad Karimi', admissionNo: 'ADM-5', className: 'Grade 7 A', classId: 7, phone: null, parentName: null, parentUserId: 41 };

describe('parsePaymentAmount', () => {
  it.each([
    ['1500', '1500.00'],
    ['1500.5', '1500.50'],
    ['0.01', '0.01'],
    [' 12.30 ', '12.30'],
    ['999999999999.99', '999999999999.99'],
  ])('takes %j as the exact decimal %j', (text, expected) => {
    expect(parsePaymentAmount(text)).toBe(expected);
  });

  it.each(['', '   ', '0', '0.00', '-5', '1.234', 'abc', '1,500', '1e3', '1000000000000.00', 'NaN'])('refuses %j', (text) => {
    expect(parsePaymentAmount(text)).toBeNull();
  });

  it('keeps 0.1 + 0.2 style amounts exact (no floating point)', () => {
    expect(parsePaymentAmount('0.30')).toBe('0.30');
    expect(parsePaymentAmount('1234567890.07')).toBe('1234567890.07');
  });
});

describe('remarks limit', () => {
  it('allows 255 characters and refuses 256, counting what is stored (trimmed)', () => {
    expect(REMARKS_MAX_LENGTH).toBe(255);
    expect(remarksTooLong('a'.repeat(255))).toBe(false);
    expect(remarksTooLong('a'.repeat(256))).toBe(true);
    expect(remarksLength(`  ${'a'.repeat(255)}  `)).toBe(255);
    expect(remarksTooLong(`  ${'a'.repeat(255)}  `)).toBe(false);
  });
});

describe('checkPaymentForm', () => {
  const today = '2026-03-21';

  it('gives the spec messages for a missing student, amount and date', () => {
    const check = checkPaymentForm({ ...newPaymentValues(today), paymentDate: '' });
    expect(check).toEqual({ ok: false, errors: { student: 'selectStudent', amount: 'invalidAmount', paymentDate: 'selectPaymentDate' } });
    expect(FINANCE_MESSAGES.selectStudent).toBe('Please select a student');
    expect(FINANCE_MESSAGES.invalidAmount).toBe('Please enter a valid amount');
    expect(FINANCE_MESSAGES.selectPaymentDate).toBe('Please select a payment date');
  });

  it('refuses a zero amount, an impossible date and too long remarks', () => {
    const check = checkPaymentForm({ ...newPaymentValues(today), student, amount: '0', paymentDate: '2026-02-30', remarks: 'x'.repeat(256) });
    expect(check).toEqual({ ok: false, errors: { amount: 'invalidAmount', paymentDate: 'selectPaymentDate', remarks: 'remarksTooLong' } });
  });

  it('builds the payload: total equals amount, the parent id, the defaults, blank remarks left out', () => {
    const check = checkPaymentForm({ ...newPaymentValues(today), student, amount: '1500.5', remarks: '   ' });
    expect(check).toEqual({
      ok: true,
      payload: {
        studentId: 5,
        parentId: 41,
        amount: '1500.50',
        total: '1500.50',
        paymentDate: today,
        status: 'PAID',
        method: 'CASH',
        type: 'TUITION_FEE',
        remarks: undefined,
      },
    });
  });

  it('leaves the parent out when the student has none, and trims the remarks', () => {
    const check = checkPaymentForm({ ...newPaymentValues(today), student: { ...student, parentUserId: null }, amount: '10', remarks: ' March fee ' });
    expect(check.ok && check.payload.parentId).toBeUndefined();
    expect(check.ok && check.payload.remarks).toBe('March fee');
  });

  it("refuses an amount above the school's limit (10,000,000.00 unless given), the limit itself passes", () => {
    const values = (amount: string) => ({ ...newPaymentValues(today), student, amount });
    expect(checkPaymentForm(values('50000.01'), 50_000_00)).toEqual({ ok: false, errors: { amount: 'overLimit' } });
    expect(checkPaymentForm(values('50000'), 50_000_00).ok).toBe(true);
    expect(checkPaymentForm(values('99999999999'))).toEqual({ ok: false, errors: { amount: 'overLimit' } });
  });
});
