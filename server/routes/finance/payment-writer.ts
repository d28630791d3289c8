/**
 * Recording, editing and soft-deleting a payment (spec part 2 §3.5, §5), inside the route's write
 * transaction, each with its audit row (finance-audit.ts) in that same transaction.
 *
 * Rules: the student must be a live student of a school in the actor's scope (else 404, so other
 * schools' ids are not revealed); the payment belongs to the student's school; total equals
 * amount; the receipt number is the school's next (receipt-number.ts) and never changes. A
 * payment of another school answers 404.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { FINANCE_MESSAGES, type PaymentCreateBody, type PaymentUpdateBody } from '@/contract/finance';
import type { DbOrTx } from '../../db/connection';
import { payments, students, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { recordFinanceAudit } from './finance-audit';
import type { PaymentRow } from './payment-dto';
import { nextReceiptNumber } from './receipt-number';

export type PaymentWriteContext = { tx: DbOrTx; actor: AuthUser; now: Date };

const studentNotFound = () => httpError(404, FINANCE_MESSAGES.studentNotFound, { studentId: FINANCE_MESSAGES.studentNotFound });
const parentNotFound = () => httpError(404, 'Parent not found', { parentId: 'Parent not found' });

async function findStudentInScope(tx: DbOrTx, actor: AuthUser, studentId: number) {
  const [student] = await tx
    .select({ id: students.id, schoolId: students.schoolId, parentUserId: students.parentUserId })
    .from(students)
    .where(and(eq(students.id, studentId), isNull(students.deletedAt), schoolScopeCondition(actor, students.schoolId)));
  return student ?? null;
}

/** The parent's user must belong to the payment's school. */
async function checkParent(tx: DbOrTx, schoolId: number, parentId: number) {
  const [parent] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, parentId), eq(users.schoolId, schoolId)));
  if (!parent) throw parentNotFound();
}

export async function findPaymentInScope(tx: DbOrTx, actor: AuthUser, id: number): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), isNull(payments.deletedAt), schoolScopeCondition(actor, payments.schoolId)));
  return row ?? null;
}

export async function createPayment({ tx, actor, now }: PaymentWriteContext, input: PaymentCreateBody): Promise<PaymentRow> {
  const student = await findStudentInScope(tx, actor, input.studentId);
  if (!student) throw studentNotFound();
  if (input.parentId !== undefined) await checkParent(tx, student.schoolId, input.parentId);
  const receiptNumber = await nextReceiptNumber(tx, student.schoolId);
  const [row] = await tx
    .insert(payments)
    .values({
      schoolId: student.schoolId,
      studentId: student.id,
      parentUserId: input.parentId ?? student.parentUserId,
      amount: input.amount,
      total: input.amount,
      paymentDate: input.paymentDate,
      status: input.status,
      method: input.method,
      type: input.type,
      remarks: input.remarks ?? null,
      receiptNumber,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordFinanceAudit(tx, { schoolId: row.schoolId, entity: 'payment', entityId: row.id, action: 'create', userId: actor.id, before: null, after: row });
  return row;
}

export async function updatePayment({ tx, actor, now }: PaymentWriteContext, id: number, input: PaymentUpdateBody): Promise<PaymentRow | null> {
  const current = await findPaymentInScope(tx, actor, id);
  if (!current) return null;
  if (input.studentId !== undefined && input.studentId !== current.studentId) {
    const student = await findStudentInScope(tx, actor, input.studentId);
    // A payment stays in its school: another school's student is "not found" here.
    if (!student || student.schoolId !== current.schoolId) throw studentNotFound();
  }
  if (input.parentId !== undefined && input.parentId !== null) await checkParent(tx, current.schoolId, input.parentId);
  const [row] = await tx
    .update(payments)
    .set({
      studentId: input.studentId,
      parentUserId: input.parentId,
      amount: input.amount,
      total: input.amount,
      paymentDate: input.paymentDate,
      status: input.status,
      method: input.method,
      type: input.type,
      remarks: input.remarks,
      updatedAt: now,
    })
    .where(eq(payments.id, id))
    .returning();
  await recordFinanceAudit(tx, { schoolId: row.schoolId, entity: 'payment', entityId: row.id, action: 'update', userId: actor.id, before: current, after: row });
  return row;
}

export async function softDeletePayment({ tx, actor, now }: PaymentWriteContext, id: number): Promise<PaymentRow | null> {
  const current = await findPaymentInScope(tx, actor, id);
  if (!current) return null;
  const [row] = await tx.update(payments).set({ deletedAt: now, updatedAt: now }).where(eq(payments.id, id)).returning();
  await recordFinanceAudit(tx, { schoolId: row.schoolId, entity: 'payment', entityId: row.id, action: 'delete', userId: actor.id, before: current, after: row });
  return row;
}
