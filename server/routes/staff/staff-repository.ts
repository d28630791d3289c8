/**
 * Staff members' reads and writes: the employee picker's rows (GET /staff), and creating and
 * editing one staff member, as each item of POST and PUT /staff/bulk does. The employee id is unique per school across all rows, deleted ones included (one unique index):
 * a taken one answers 409 naming it, also when a concurrent write took it first. A linked user
 * account must be a live user of the staff member's school (400 otherwise).
 */
import { and, asc, count, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { STAFF_RECORD_MESSAGES, employeeIdTaken, type staffCreateSchema, type staffUpdateSchema } from '@/contract/staff-records';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/connection';
import { staff, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { httpError } from '../../lib/http-error';
import { likePattern, lookupSchoolCondition, type LookupPageReader, type LookupQuery } from '../../lib/lookup-query';
import type { AuthUser } from '../../types';
import { findStaffInScope, type StaffRow } from './staff-record-target';

type StaffCreateInput = z.output<typeof staffCreateSchema>;
type StaffUpdateInput = z.output<typeof staffUpdateSchema>;

const taken = (employeeId: string) => httpError(409, employeeIdTaken(employeeId), { employeeId: employeeIdTaken(employeeId) });

async function checkEmployeeIdFree(tx: DbOrTx, schoolId: number, employeeId: string, exceptId?: number): Promise<void> {
  const [row] = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.schoolId, schoolId), eq(staff.employeeId, employeeId), exceptId === undefined ? undefined : ne(staff.id, exceptId)));
  if (row) throw taken(employeeId);
}

async function checkUserOfSchool(tx: DbOrTx, schoolId: number, userId: number | null | undefined): Promise<void> {
  if (userId === null || userId === undefined) return;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.schoolId, schoolId), isNull(users.deletedAt)));
  if (!row) throw httpError(400, STAFF_RECORD_MESSAGES.userNotFound, { userId: STAFF_RECORD_MESSAGES.userNotFound });
}

/** The row's columns: amounts as the numeric columns store them (text with 2 decimals). */
function staffColumns<T extends StaffUpdateInput>({ basicSalary, allowances, ...rest }: T) {
  return {
    ...rest,
    ...(basicSalary === undefined ? {} : { basicSalary: basicSalary.toFixed(2) }),
    ...(allowances === undefined ? {} : { allowances: allowances.toFixed(2) }),
  };
}

async function writingEmployeeId<T>(employeeId: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (employeeId !== undefined && isUniqueViolation(error)) throw taken(employeeId);
    throw error;
  }
}

/** A new staff member of the actor's school; returns its id. */
export async function createStaffMember(tx: DbOrTx, actor: AuthUser, input: StaffCreateInput): Promise<number> {
  const schoolId = actor.schoolId;
  await checkEmployeeIdFree(tx, schoolId, input.employeeId);
  await checkUserOfSchool(tx, schoolId, input.userId);
  const [row] = await writingEmployeeId(input.employeeId, () =>
    tx
      .insert(staff)
      .values({ ...staffColumns(input), schoolId })
      .returning({ id: staff.id }),
  );
  return row.id;
}

/** Edits a staff member in the actor's scope (404 otherwise); fields left out keep their value. */
export async function updateStaffMember(tx: DbOrTx, actor: AuthUser, id: number, input: StaffUpdateInput): Promise<number> {
  const member = await findStaffInScope(tx, actor, id);
  if (input.employeeId !== undefined && input.employeeId !== member.employeeId) await checkEmployeeIdFree(tx, member.schoolId, input.employeeId, member.id);
  await checkUserOfSchool(tx, member.schoolId, input.userId);
  await writingEmployeeId(input.employeeId, () =>
    tx
      .update(staff)
      .set({ ...staffColumns(input), updatedAt: new Date() })
      .where(eq(staff.id, member.id)),
  );
  return member.id;
}

/**
 * The picker's rows (live staff of the schools in scope, or of the one asked for: 403 outside the
 * scope), searched by name, employee id or designation; `limit=all` keeps the active ones only.
 * First-name order, the id breaking ties.
 */
export function staffPickerReader(db: DbOrTx, user: AuthUser, query: Pick<LookupQuery, 'limit' | 'search' | 'schoolId'>): LookupPageReader<StaffRow> {
  const { limit, search, schoolId } = query;
  const pattern = search ? likePattern(search) : undefined;
  const conditions: (SQL | undefined)[] = [
    isNull(staff.deletedAt),
    lookupSchoolCondition(user, staff.schoolId, schoolId),
    limit === 'all' ? eq(sql`upper(${staff.status})`, 'ACTIVE') : undefined,
    pattern
      ? or(
          ilike(staff.firstName, pattern),
          ilike(staff.lastName, pattern),
          ilike(staff.dariName, pattern),
          ilike(staff.employeeId, pattern),
          ilike(staff.designation, pattern),
        )
      : undefined,
  ];
  const where = and(...conditions);
  return {
    rows: (window) => {
      const ordered = db.select().from(staff).where(where).orderBy(asc(staff.firstName), asc(staff.id));
      return window ? ordered.limit(window.limit).offset(window.offset) : ordered;
    },
    count: async () => Number((await db.select({ value: count() }).from(staff).where(where))[0]?.value ?? 0),
  };
}
