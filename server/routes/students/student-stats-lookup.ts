/**
 * The student a per-student route is about: visible only when it exists, is not deleted and
 * belongs to a school in the user's scope. Anything else answers 404, so ids of other schools'
 * students are not revealed.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { STUDENT_MESSAGES } from '@/contract/students';
import type { DbOrTx } from '../../db/connection';
import { classes, students } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { canAccessSchool } from '../../lib/school-scope';
import type { AuthUser } from '../../types';

export type VisibleStudent = { id: number; schoolId: number; userId: number; classId: number | null; className: string | null };

export async function findVisibleStudent(db: DbOrTx, user: Pick<AuthUser, 'schoolId' | 'dataScopes'>, id: number): Promise<VisibleStudent> {
  const [row] = await db
    .select({ id: students.id, schoolId: students.schoolId, userId: students.userId, classId: students.classId, className: classes.name })
    .from(students)
    .leftJoin(classes, eq(classes.id, students.classId))
    .where(and(eq(students.id, id), isNull(students.deletedAt)))
    .limit(1);
  if (!row || !canAccessSchool(user, row.schoolId)) throw httpError(404, STUDENT_MESSAGES.notFound);
  return row;
}
