/** A child's finance payments, newest first, a page at a time. */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { ChildPayment } from '@/contract/parent-child-records';
import type { DbOrTx } from '../../db/connection';
import { payments } from '../../db/schema';

export async function childPaymentPage(db: DbOrTx, studentId: number, page: number, limit: number): Promise<{ items: ChildPayment[]; totalCount: number }> {
  const where = and(eq(payments.studentId, studentId), isNull(payments.deletedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: payments.id,
        receiptNumber: payments.receiptNumber,
        paymentDate: payments.paymentDate,
        amount: payments.amount,
        method: payments.method,
        type: payments.type,
        status: payments.status,
        remarks: payments.remarks,
      })
      .from(payments)
      .where(where)
      .orderBy(desc(payments.paymentDate), desc(payments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(payments).where(where),
  ]);
  return { items: rows.map((row) => ({ ...row, amount: Number(row.amount) })), totalCount: Number(total?.value ?? 0) };
}
