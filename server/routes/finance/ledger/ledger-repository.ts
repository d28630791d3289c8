/**
 * The record life cycle every finance ledger shares (incomes, budgets, fee structures,
 * transactions, payment methods; restore also for payments, expenses and payroll): find a live
 * row in the user's school scope, create, edit, soft delete and restore, each write with its audit
 * row (finance-audit.ts) in the route's write transaction. A row of a school out of scope is
 * "not found" (null), so other schools' ids are not revealed.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FinanceAuditEntity } from '@/contract/finance';
import type { DbOrTx } from '../../../db/connection';
import { schoolScopeCondition } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';
import { recordFinanceAudit } from '../finance-audit';

/** A school-owned table with soft delete. `updatedBy` is optional (payments have none). */
export type LedgerTable = PgTable & {
  id: PgColumn;
  schoolId: PgColumn;
  deletedAt: PgColumn;
  updatedAt: PgColumn;
  updatedBy?: PgColumn;
};

export type Ledger<T extends LedgerTable> = { table: T; entity: FinanceAuditEntity };
export type LedgerWriteContext = { tx: DbOrTx; actor: AuthUser; now: Date };
type Row<T extends LedgerTable> = T['$inferSelect'] & { id: number; schoolId: number };

async function findRecord<T extends LedgerTable>(db: DbOrTx, ledger: Ledger<T>, user: AuthUser, id: number, deleted: boolean): Promise<Row<T> | null> {
  const { table } = ledger;
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), deleted ? isNotNull(table.deletedAt) : isNull(table.deletedAt), schoolScopeCondition(user, table.schoolId)));
  return (row as Row<T> | undefined) ?? null;
}

/** A live row the user may see, or null. */
export function findLiveRecord<T extends LedgerTable>(db: DbOrTx, ledger: Ledger<T>, user: AuthUser, id: number): Promise<Row<T> | null> {
  return findRecord(db, ledger, user, id, false);
}

/** Who and when of a write, on tables that keep updatedBy. */
function stamp(table: LedgerTable, actor: AuthUser, now: Date): Record<string, unknown> {
  return 'updatedBy' in table && table.updatedBy ? { updatedAt: now, updatedBy: actor.id } : { updatedAt: now };
}

async function setAndAudit<T extends LedgerTable>(
  { tx, actor, now }: LedgerWriteContext,
  ledger: Ledger<T>,
  before: Row<T>,
  changes: Record<string, unknown>,
  action: 'update' | 'delete' | 'restore',
): Promise<Row<T>> {
  const { table } = ledger;
  const [row] = (await tx
    .update(table as PgTable)
    .set({ ...changes, ...stamp(table, actor, now) })
    .where(eq(table.id, before.id))
    .returning()) as Row<T>[];
  await recordFinanceAudit(tx, { schoolId: row.schoolId, entity: ledger.entity, entityId: row.id, action, userId: actor.id, before, after: row });
  return row;
}

/** Inserts a row of the actor's school (values carry everything but the school and the stamps). */
export async function createRecord<T extends LedgerTable>(
  { tx, actor, now }: LedgerWriteContext,
  ledger: Ledger<T>,
  values: Record<string, unknown>,
): Promise<Row<T>> {
  const stamps = { schoolId: actor.schoolId, createdBy: actor.id, createdAt: now, ...stamp(ledger.table, actor, now) };
  const [row] = (await tx
    .insert(ledger.table as PgTable)
    .values({ ...values, ...stamps } as T['$inferInsert'])
    .returning()) as Row<T>[];
  await recordFinanceAudit(tx, { schoolId: row.schoolId, entity: ledger.entity, entityId: row.id, action: 'create', userId: actor.id, before: null, after: row });
  return row;
}

/** Sets the fields that are not undefined; null when the row is not live or out of scope. */
export async function updateRecord<T extends LedgerTable>(
  context: LedgerWriteContext,
  ledger: Ledger<T>,
  id: number,
  changes: Record<string, unknown>,
  before?: Row<T>,
): Promise<Row<T> | null> {
  const current = before ?? (await findLiveRecord(context.tx, ledger, context.actor, id));
  if (!current) return null;
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return setAndAudit(context, ledger, current, defined, 'update');
}

export async function softDeleteRecord<T extends LedgerTable>(context: LedgerWriteContext, ledger: Ledger<T>, id: number): Promise<Row<T> | null> {
  const current = await findLiveRecord(context.tx, ledger, context.actor, id);
  if (!current) return null;
  return setAndAudit(context, ledger, current, { deletedAt: context.now }, 'delete');
}

/** Brings a soft-deleted row back; null when the row is absent, not deleted or out of scope. */
export async function restoreRecord<T extends LedgerTable>(context: LedgerWriteContext, ledger: Ledger<T>, id: number): Promise<Row<T> | null> {
  const current = await findRecord(context.tx, ledger, context.actor, id, true);
  if (!current) return null;
  return setAndAudit(context, ledger, current, { deletedAt: null }, 'restore');
}
