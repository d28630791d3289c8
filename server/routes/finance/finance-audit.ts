/**
 * The finance audit trail: every money write (payments, expenses, payroll) records who, when,
 * what it was before and what it is after, in the SAME transaction as the write, so a write and its
 * audit row stand or fall together. `before` is null on create, `after` the row as it now is
 * (on a soft delete: the row with its deletedAt).
 */
import type { FinanceAuditAction, FinanceAuditEntity } from '@/contract/finance';
import type { DbOrTx } from '../../db/connection';
import { financeAuditLog } from '../../db/schema';

export type FinanceAuditEntry = {
  schoolId: number;
  entity: FinanceAuditEntity;
  entityId: number;
  action: FinanceAuditAction;
  /** The acting user (null for system writes). */
  userId: number | null;
  before: unknown;
  after: unknown;
};

/** Dates become ISO text and everything else what JSON makes of it. */
function toJson(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return JSON.parse(JSON.stringify(value)) as unknown;
}

export async function recordFinanceAudit(tx: DbOrTx, entry: FinanceAuditEntry): Promise<void> {
  await tx.insert(financeAuditLog).values({
    schoolId: entry.schoolId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    userId: entry.userId,
    before: toJson(entry.before),
    after: toJson(entry.after),
  });
}
