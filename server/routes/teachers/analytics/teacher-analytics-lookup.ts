/**
 * The teacher a per-teacher analytics route is about: visible only when it exists, is not
 * deleted and belongs to a school in the user's scope. Anything else answers 404, so other
 * schools' teacher ids are not revealed.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { TEACHER_MESSAGES } from '@/contract/teachers';
import type { DbOrTx } from '../../../db/connection';
import { teachers } from '../../../db/schema';
import { httpError } from '../../../lib/http-error';
import { canAccessSchool } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';

export type VisibleTeacher = { id: number; schoolId: number; userId: number | null };

export async function findVisibleTeacher(db: DbOrTx, user: Pick<AuthUser, 'schoolId' | 'dataScopes'>, id: number): Promise<VisibleTeacher> {
  const [row] = await db
    .select({ id: teachers.id, schoolId: teachers.schoolId, userId: teachers.userId })
    .from(teachers)
    .where(and(eq(teachers.id, id), isNull(teachers.deletedAt)))
    .limit(1);
  if (!row || !canAccessSchool(user, row.schoolId)) throw httpError(404, TEACHER_MESSAGES.notFound);
  return row;
}
