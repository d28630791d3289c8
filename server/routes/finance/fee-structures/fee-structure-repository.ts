/**
 * The fee structures' reads (their writes are the ledgers' shared ones, ledger-repository.ts):
 * the page and totals of GET /fee-structures, whose WHERE is school scope, live rows, type,
 * frequency, class, academic year, active, and text search over name, description and academic
 * year; and the class check of a fee's writes.
 */
import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { FeeStructureListQuery } from '@/contract/finance-ledger';
import type { DbOrTx } from '../../../db/connection';
import { classes, feeStructures } from '../../../db/schema';
import { schoolScopeCondition } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';
import type { Ledger } from '../ledger/ledger-repository';
import { ledgerTotals, searchCondition, type LedgerTotals } from '../ledger/ledger-list';

export function feeStructureListCondition(user: AuthUser, query: FeeStructureListQuery): SQL | undefined {
  return and(
    schoolScopeCondition(user, feeStructures.schoolId),
    isNull(feeStructures.deletedAt),
    query.type ? eq(feeStructures.type, query.type) : undefined,
    query.frequency ? eq(feeStructures.frequency, query.frequency) : undefined,
    query.classId ? eq(feeStructures.classId, query.classId) : undefined,
    query.academicYear ? eq(feeStructures.academicYear, query.academicYear) : undefined,
    query.active === undefined ? undefined : eq(feeStructures.active, query.active),
    searchCondition(query.search, [feeStructures.name, feeStructures.description, feeStructures.academicYear]),
  );
}

export function feeStructureOrderBy({ sortBy, sortOrder }: Pick<FeeStructureListQuery, 'sortBy' | 'sortOrder'>): SQL[] {
  const direction = sortOrder === 'asc' ? asc : desc;
  const keys: Record<FeeStructureListQuery['sortBy'], SQL[]> = {
    name: [direction(feeStructures.name)],
    amount: [direction(feeStructures.amount)],
    type: [direction(feeStructures.type), asc(feeStructures.name)],
    createdAt: [direction(feeStructures.createdAt)],
  };
  return [...keys[sortBy], direction(feeStructures.id)];
}

/** The fee structures ledger (ledger-routes.ts). */
export const feeStructureLedger: Ledger<typeof feeStructures> = { table: feeStructures, entity: 'fee_structure' };

/** A page of GET /fee-structures and the count and sum over every match. */
export async function listFeeStructures(
  db: DbOrTx,
  user: AuthUser,
  query: FeeStructureListQuery,
): Promise<{ rows: (typeof feeStructures.$inferSelect)[]; totals: LedgerTotals<never> }> {
  const { page, limit } = query;
  const where = feeStructureListCondition(user, query);
  const rows = await db
    .select()
    .from(feeStructures)
    .where(where)
    .orderBy(...feeStructureOrderBy(query))
    .limit(limit)
    .offset((page - 1) * limit);
  const totals = await ledgerTotals(db, feeStructures, feeStructures.amount, where);
  return { rows, totals };
}

/** Whether the class is a live class of the school. */
export async function isLiveClassOfSchool(db: DbOrTx, schoolId: number, classId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.schoolId, schoolId), isNull(classes.deletedAt)));
  return Boolean(row);
}
