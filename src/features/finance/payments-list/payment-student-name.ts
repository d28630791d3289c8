import type { Payment } from '@/contract/finance';

/** The paying student's name as a list shows it ("First Last", a missing part left out). */
export function paymentStudentName({ student }: Pick<Payment, 'student'>): string {
  return [student.firstName, student.lastName].filter(Boolean).join(' ');
}
