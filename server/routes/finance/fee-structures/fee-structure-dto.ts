/** A fee_structures row as the API answers it, with its class's name (null: every class). */
import { inArray } from 'drizzle-orm';
import { moneyNumber } from '@/contract/finance';
import type { FeeStructure } from '@/contract/finance-ledger';
import type { DbOrTx } from '../../../db/connection';
import { classes, type feeStructures } from '../../../db/schema';

export type FeeStructureRow = typeof feeStructures.$inferSelect;

export async function toFeeStructureDtos(db: DbOrTx, rows: FeeStructureRow[]): Promise<FeeStructure[]> {
  const classIds = [...new Set(rows.map((row) => row.classId).filter((id): id is number => id !== null))];
  const classRows = classIds.length ? await db.select({ id: classes.id, name: classes.name }).from(classes).where(inArray(classes.id, classIds)) : [];
  const nameById = new Map(classRows.map((row) => [row.id, row.name]));
  return rows.map((row) => ({
    id: row.id,
    schoolId: row.schoolId,
    name: row.name,
    type: row.type,
    classId: row.classId,
    className: row.classId === null ? null : (nameById.get(row.classId) ?? null),
    amount: moneyNumber(row.amount),
    frequency: row.frequency,
    academicYear: row.academicYear,
    dueDay: row.dueDay,
    active: row.active,
    description: row.description,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
