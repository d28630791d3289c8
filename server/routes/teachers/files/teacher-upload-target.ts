/**
 * The teacher a photo or document call is about: live (not deleted) and of a school the user may
 * see; anything else answers 404, so other schools' ids are not revealed.
 */
import { TEACHER_MESSAGES } from '@/contract/teachers';
import type { DbOrTx } from '../../../db/connection';
import { httpError } from '../../../lib/http-error';
import type { AuthUser } from '../../../types';
import type { TeacherRow } from '../teacher-dto';
import { findTeacherInScope } from '../teacher-repository';

export async function findUploadTeacher(db: DbOrTx, actor: AuthUser, teacherId: number): Promise<TeacherRow> {
  const teacher = await findTeacherInScope(db, actor, teacherId);
  if (!teacher) throw httpError(404, TEACHER_MESSAGES.notFound);
  return teacher;
}
