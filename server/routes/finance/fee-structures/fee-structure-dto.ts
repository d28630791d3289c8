/** A fee_structures row as the API answers it, with its class's names (null: every class). */
import { inArray } from 'drizzle-orm';
import { moneyNumber } from '@/contract/finance';
import type { FeeStructure } from '@/contract/finance-ledger';
import type { DbOrTx } from '../../../db/connection';
import { classes, type feeStructures } from '../../../db/schema';

export type FeeStructureRow = typeof feeStructures.$inferSelect;

export async function toFeeStructureDtos(db: DbOrTx, rows: FeeStructureRow[]): Promise<FeeStructure[]> {
  const classIds = [...new Set(rows.map((row) => row.classId).filter((id): id is number => id !== null))];
  const classRows = classIds.length
    ? await db.select({ id: classes.id, name: classes.name, dariName: classes.dariName, pashtoName: classes.pashtoName }).from(classes).where(inArray(classes.id, classIds))
    : [];
  const classById = new Map(classRows.map((row) => [row.id, row]));
  return rows.map((row) => {
    const klass = row.classId === null ? undefined : classById.get(row.classId);
    return {
    id: row.id,
    schoolId: row.schoolId,
    name: row.name,
    type: row.type,
    classId: row.classId,
    className: klass?.name ?? null,
    classDariName: klass?.dariName ?? null,
    classPashtoName: klass?.pashtoName ?? null,
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
    };
  });
}
