/**
 * The WHERE and ORDER BY of GET /fee-structures: school scope, live rows, type, frequency,
 * class, academic year, active, and text search over name, description and academic year.
 */
import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { FeeStructureListQuery } from '@/contract/finance-ledger';
import { feeStructures } from '../../db/schema';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { searchCondition } from './ledger-list';

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
