/**
 * What the device keeps beside a payment it sends (lib/offline/outbox/write-notes.ts): the student
 * as the form showed them when picked. The payment's body names the student by id alone, so while
 * the payment waits to be sent its pending entry, its provisional bill and the sync panel read the
 * name, admission number, class and phone from here.
 */
import { z } from 'zod';
import type { StudentPickerOption } from '@/features/finance/api/student-picker-students';

const paymentNoteSchema = z.object({
  /** The sync panel's description reads this field by name (contract/endpoints/finance/finance-pending.ts). */
  studentName: z.string(),
  admissionNo: z.string(),
  className: z.string().nullable(),
  classDariName: z.string().nullable(),
  classPashtoName: z.string().nullable(),
  phone: z.string().nullable(),
  fatherName: z.string().nullable(),
});

export type PaymentNote = z.infer<typeof paymentNoteSchema>;

export function paymentNoteOf(student: StudentPickerOption): PaymentNote {
  return {
    studentName: student.name,
    admissionNo: student.admissionNo,
    className: student.className,
    classDariName: student.classDariName ?? null,
    classPashtoName: student.classPashtoName ?? null,
    phone: student.phone,
    fatherName: student.parentName,
  };
}

/** A kept note read back (anything: an older app's, or none), or null. */
export function readPaymentNote(value: unknown): PaymentNote | null {
  const parsed = paymentNoteSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
