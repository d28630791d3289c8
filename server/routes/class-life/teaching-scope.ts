/**
 * Who may write announcements and assignments for a class. An administrator of the school
 * (CLASS_LIFE_ADMIN_PERMISSION) writes for any class and school-wide; anyone else only for what
 * their own live teacher record (teachers.user_id) teaches: a class through a teacher_assignments
 * row or as its class teacher (classes.class_teacher_id), and a class + subject only through a
 * teacher_assignments row naming both (a class teacher without the subject sets no homework in it,
 * as grades count for a teacher only on their class and subject; docs/decisions.md "Teachers").
 * A user without a teacher record teaches nothing.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { CLASS_LIFE_ADMIN_PERMISSION } from '@/contract/class-life';
import { hasPermission } from '@/contract/permissions';
import type { DbOrTx } from '../../db/connection';
import { classes, teacherAssignments, teachers } from '../../db/schema';
import type { AuthUser } from '../../types';

export function isClassLifeAdmin(user: AuthUser): boolean {
  return hasPermission(user.permissions, CLASS_LIFE_ADMIN_PERMISSION);
}

async function hasTeacherAssignment(db: DbOrTx, userId: number, condition: SQL | undefined): Promise<boolean> {
  const rows = await db
    .select({ id: teacherAssignments.id })
    .from(teacherAssignments)
    .innerJoin(teachers, eq(teachers.id, teacherAssignments.teacherId))
    .where(and(eq(teachers.userId, userId), isNull(teachers.deletedAt), condition))
    .limit(1);
  return rows.length > 0;
}

async function isClassTeacher(db: DbOrTx, userId: number, classId: number): Promise<boolean> {
  const rows = await db
    .select({ id: classes.id })
    .from(classes)
    .innerJoin(teachers, eq(teachers.id, classes.classTeacherId))
    .where(and(eq(classes.id, classId), eq(teachers.userId, userId), isNull(teachers.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

/** The user's teacher record teaches the class (any subject, or as its class teacher). */
export async function teachesClass(db: DbOrTx, userId: number, classId: number): Promise<boolean> {
  return (await hasTeacherAssignment(db, userId, eq(teacherAssignments.classId, classId))) || isClassTeacher(db, userId, classId);
}

/** The user's teacher record teaches the subject in the class. */
export function teachesClassSubject(db: DbOrTx, userId: number, classId: number, subjectId: number): Promise<boolean> {
  return hasTeacherAssignment(db, userId, and(eq(teacherAssignments.classId, classId), eq(teacherAssignments.subjectId, subjectId)));
}
