/**
 * The bill of a payment saved on this device and not yet sent (issue 24): made here from what will
 * be sent (the body, read with the contract's create schema), the student as picked (the payment's
 * note), the school's profile kept on the device and the signed-in cashier, laid out as the
 * server's bill (server/routes/finance/payments/receipt-bill.ts) so a parent can be handed it during
 * an outage. It has no receipt number (the server gives one when it records the payment) and says
 * on its face that it is provisional (payment-bill.tsx).
 */
import { BILL_RECEIVED_BY_DEFAULT, moneyNumber, type PaymentBill, type PaymentCreateBody } from '@/contract/finance';
import type { Currency } from '@/contract/currency';
import type { SchoolProfile } from '@/contract/school-settings';
import type { PaymentNote } from '@/features/finance/payments/payment-note';

export type ProvisionalBillInput = {
  payment: PaymentCreateBody;
  note: PaymentNote | null;
  /** The school's profile as kept on the device; undefined when this device never had it. */
  school: SchoolProfile | undefined;
  currency: Currency;
  /** The signed-in user's name ('' when unknown). */
  cashier: string;
  /** The student when no note names them ("Student #12"). */
  unnamedStudent: string;
};

export function provisionalBill({ payment, note, school, currency, cashier, unnamedStudent }: ProvisionalBillInput): PaymentBill {
  const total = moneyNumber(payment.total ?? payment.amount);
  return {
    paymentId: 0,
    receiptNumber: '',
    studentId: note?.admissionNo ?? '',
    studentName: note?.studentName ?? unnamedStudent,
    fatherName: note?.fatherName ?? null,
    branch: school?.name ?? '',
    branchDariName: school?.dariName ?? null,
    branchPashtoName: school?.pashtoName ?? null,
    paymentDate: payment.paymentDate,
    className: note?.className ?? null,
    classDariName: note?.classDariName ?? null,
    classPashtoName: note?.classPashtoName ?? null,
    phone: note?.phone ?? null,
    totalFees: total,
    paidAmount: moneyNumber(payment.amount),
    discount: 0,
    currency,
    receivedBy: cashier || BILL_RECEIVED_BY_DEFAULT,
    managerName: school?.managerName ?? null,
    status: payment.status,
    method: payment.method,
    type: payment.type,
  };
}
