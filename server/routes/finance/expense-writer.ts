/**
 * Creating, editing and soft deleting an expense (spec part 2 §3.6, §4, §5) in the route's write
 * transaction, each with its audit row (finance-audit.ts) in the same transaction. An expense
 * belongs to the actor's school; another school's (or a deleted) expense is not found (null).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { ExpenseCreateBody, ExpenseUpdateBody } from '@/contract/finance';
import type { DbOrTx } from '../../db/connection';
import { expenses } from '../../db/schema';
import { canAccessSchool } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import type { ExpenseRow } from './expense-dto';
import { recordFinanceAudit } from './finance-audit';

export type FinanceWriteContext = { tx: DbOrTx; actor: AuthUser; now: Date };

/** A live expense the user may see, or null. */
export async function findExpenseInScope(db: DbOrTx, user: AuthUser, id: number): Promise<ExpenseRow | null> {
  const [row] = await db
    .select()
    .from(expenses)
    .where(and(eq(expenses.id, id), isNull(expenses.deletedAt)));
  return row && canAccessSchool(user, row.schoolId) ? row : null;
}

export async function createExpense({ tx, actor, now }: FinanceWriteContext, body: ExpenseCreateBody): Promise<ExpenseRow> {
  const [row] = await tx
    .insert(expenses)
    .values({
      schoolId: actor.schoolId,
      title: body.title,
      description: body.description ?? null,
      amount: body.amount,
      category: body.category,
      date: body.date,
      status: body.status,
      method: body.method,
      receiptNumber: body.receiptNumber ?? null,
      remarks: body.remarks ?? null,
      createdBy: actor.id,
      updatedBy: actor.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordFinanceAudit(tx, { schoolId: row.schoolId, entity: 'expense', entityId: row.id, action: 'create', userId: actor.id, before: null, after: row });
  return row;
}

export async function updateExpense({ tx, actor, now }: FinanceWriteContext, id: number, body: ExpenseUpdateBody): Promise<ExpenseRow | null> {
  const before = await findExpenseInScope(tx, actor, id);
  if (!before) return null;
  const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const [row] = await tx
    .update(expenses)
    .set({ ...changes, updatedBy: actor.id, updatedAt: now })
    .where(eq(expenses.id, id))
    .returning();
  await recordFinanceAudit(tx, { schoolId: row.schoolId, entity: 'expense', entityId: row.id, action: 'update', userId: actor.id, before, after: row });
  return row;
}

export async function softDeleteExpense({ tx, actor, now }: FinanceWriteContext, id: number): Promise<ExpenseRow | null> {
  const before = await findExpenseInScope(tx, actor, id);
  if (!before) return null;
  const [row] = await tx
    .update(expenses)
    .set({ deletedAt: now, updatedBy: actor.id, updatedAt: now })
    .where(eq(expenses.id, id))
    .returning();
  await recordFinanceAudit(tx, { schoolId: row.schoolId, entity: 'expense', entityId: row.id, action: 'delete', userId: actor.id, before, after: row });
  return row;
}
