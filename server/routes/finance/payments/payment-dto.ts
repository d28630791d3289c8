/** Payment rows (with their student) as the API answers them (src/contract/finance.ts paymentSchema). */
import { eq, inArray } from 'drizzle-orm';
import { moneyNumber, type Payment } from '@/contract/finance';
import type { DbOrTx } from '../../../db/connection';
import { payments, students, users } from '../../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStudent = { id: number; firstName: string; lastName: string | null; admissionNo: string | null };

/** TUITION_FEE → "Tuition Fee" (Title Case, as the screens' labels). */
export function paymentTypeLabel(type: string): string {
  return type
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function toPaymentDto(row: PaymentRow, student: PaymentStudent | undefined): Payment {
  return {
    id: row.id,
    schoolId: row.schoolId,
    studentId: row.studentId,
    student: student ?? { id: row.studentId, firstName: '', lastName: null, admissionNo: null },
    parentId: row.parentUserId,
    amount: moneyNumber(row.amount),
    total: moneyNumber(row.total),
    paymentDate: row.paymentDate,
    status: row.status,
    method: row.method,
    type: row.type,
    remarks: row.remarks,
    description: row.remarks ?? paymentTypeLabel(row.type),
    receiptNumber: row.receiptNumber,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The students (names from their accounts) of the given payments. */
export async function loadPaymentStudents(tx: DbOrTx, studentIds: number[]): Promise<Map<number, PaymentStudent>> {
  if (studentIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: students.id, firstName: users.firstName, lastName: users.lastName, admissionNo: students.admissionNo })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(inArray(students.id, [...new Set(studentIds)]));
  return new Map(rows.map((row) => [row.id, { ...row, firstName: row.firstName ?? '' }]));
}

export async function toPaymentDtos(tx: DbOrTx, rows: PaymentRow[]): Promise<Payment[]> {
  const studentsById = await loadPaymentStudents(
    tx,
    rows.map((row) => row.studentId),
  );
  return rows.map((row) => toPaymentDto(row, studentsById.get(row.studentId)));
}
