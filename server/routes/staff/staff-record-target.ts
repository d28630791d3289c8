/**
 * The staff member a record call is about: live (not deleted) and of a school the user may see;
 * anything else answers 404, so other schools' ids are not revealed.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { STAFF_RECORD_MESSAGES } from '@/contract/staff-records';
import type { DbOrTx } from '../../db/connection';
import { staff } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { canAccessSchool } from '../../lib/school-scope';
import type { AuthUser } from '../../types';

export type StaffRow = typeof staff.$inferSelect;

export async function findStaffInScope(db: DbOrTx, user: AuthUser, staffId: number): Promise<StaffRow> {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.id, staffId), isNull(staff.deletedAt)));
  if (!row || !canAccessSchool(user, row.schoolId)) throw httpError(404, STAFF_RECORD_MESSAGES.staffNotFound);
  return row;
}
