/** The Add Payment form's values and its defaults (spec §4 "New payment defaults"). */
import { PAYMENT_DEFAULTS, type PaymentMethod, type PaymentStatus, type PaymentType } from '@/contract/finance';
import type { StudentPickerOption } from '@/features/finance/api/student-picker-students';
import { schoolDay } from '@/lib/dates/school-day';

export type PaymentFormValues = {
  student: StudentPickerOption | null;
  /** As typed: validated and made an exact decimal on submit (payment-form-rules.ts). */
  amount: string;
  /** YYYY-MM-DD. */
  paymentDate: string;
  status: PaymentStatus;
  method: PaymentMethod;
  type: PaymentType;
  remarks: string;
};

/** A new payment: PAID, CASH, TUITION_FEE, dated today. */
export function newPaymentValues(today: string = schoolDay()): PaymentFormValues {
  return { student: null, amount: '', paymentDate: today, ...PAYMENT_DEFAULTS, remarks: '' };
}
