/**
 * The provisional bill of a payment waiting on this device (provisional-bill.ts): the fields of the
 * server's bill from the body, the student as picked and the kept school profile, with safe
 * fallbacks when the device lacks a note or the profile.
 */
import { describe, expect, it } from 'vitest';
import { paymentCreateSchema } from '@/contract/finance';
import { provisionalBill } from '@/features/finance/payments/provisional-bill';
import { makeSchoolProfile } from '@/features/finance/payments/testing/payment-fixtures';

const payment = paymentCreateSchema.parse({ studentId: 12, amount: '3500.5', paymentDate: '2026-11-27', method: 'BANK_TRANSFER' });
const note = {
  studentName: 'Ahmad Shah Safi',
  admissionNo: 'ADM-012',
  className: 'Grade 7 A',
  classDariName: 'صنف ۷ الف',
  classPashtoName: null,
  phone: '+93 70 555 0112',
  fatherName: 'Shah Mahmood Safi',
};
const school = makeSchoolProfile({ dariName: 'مکتب نمونه کابل' });

describe('provisionalBill', () => {
  it("lays out what will be sent as the server's bill does, with no receipt number", () => {
    expect(provisionalBill({ payment, note, school, currency: 'AFN', cashier: 'Farida Ahmadzai', unnamedStudent: 'Student #12' })).toEqual({
      paymentId: 0,
      receiptNumber: '',
      studentId: 'ADM-012',
      studentName: 'Ahmad Shah Safi',
      fatherName: 'Shah Mahmood Safi',
      branch: 'Kabul Model School',
      branchDariName: 'مکتب نمونه کابل',
      branchPashtoName: null,
      paymentDate: '2026-11-27',
      className: 'Grade 7 A',
      classDariName: 'صنف ۷ الف',
      classPashtoName: null,
      phone: '+93 70 555 0112',
      totalFees: 3500.5,
      paidAmount: 3500.5,
      discount: 0,
      currency: 'AFN',
      receivedBy: 'Farida Ahmadzai',
      managerName: 'Nadia Rahimi',
      status: 'PAID',
      method: 'BANK_TRANSFER',
      type: 'TUITION_FEE',
    });
  });

  it('names the student by id without a note, and leaves out what the device does not hold', () => {
    const bill = provisionalBill({ payment, note: null, school: undefined, currency: 'USD', cashier: '', unnamedStudent: 'Student #12' });
    expect(bill).toMatchObject({ studentName: 'Student #12', studentId: '', fatherName: null, className: null, phone: null, branch: '', managerName: null, receivedBy: 'Cashier' });
  });
});
