/**
 * Reading classes for the /classes routes: one live class of a school in the user's scope (404
 * otherwise, so other schools' ids stay hidden), and the answer items with their class teacher and
 * live student count.
 */
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SchoolClass } from '@/contract/classes';
import { CLASS_MESSAGES } from '@/contract/classes';
import type { DbOrTx } from '../../db/connection';
import { classes, students, teachers } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { canAccessSchool } from '../../lib/school-scope';
import type { AuthUser } from '../../types';

export type ClassRow = typeof classes.$inferSelect;

export const teacherName = sql<string>`${teachers.firstName} || ' ' || ${teachers.lastName}`;

/** The live class `id` if the user may see its school; 404 otherwise. */
export async function findClassInScope(db: DbOrTx, user: AuthUser, id: number): Promise<ClassRow> {
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, id), isNull(classes.deletedAt)));
  if (!row || !canAccessSchool(user, row.schoolId)) throw httpError(404, CLASS_MESSAGES.notFound);
  return row;
}

/** How many students (not deleted, any status) each class holds. */
export async function liveStudentCounts(db: DbOrTx, classIds: number[]): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ classId: students.classId, value: count() })
    .from(students)
    .where(and(inArray(students.classId, classIds), isNull(students.deletedAt)))
    .groupBy(students.classId);
  return new Map(rows.map((row) => [Number(row.classId), Number(row.value)]));
}

export async function toClassDtos(db: DbOrTx, rows: ClassRow[]): Promise<SchoolClass[]> {
  const counts = await liveStudentCounts(db, rows.map((row) => row.id));
  const teacherIds = [...new Set(rows.map((row) => row.classTeacherId).filter((id): id is number => id !== null))];
  const teacherRows = teacherIds.length === 0 ? [] : await db.select({ id: teachers.id, name: teacherName }).from(teachers).where(inArray(teachers.id, teacherIds));
  const teacherById = new Map(teacherRows.map((teacher) => [teacher.id, teacher]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    schoolId: row.schoolId,
    grade: row.grade,
    section: row.section,
    room: row.room,
    capacity: row.capacity,
    academicYear: row.academicYear,
    classTeacher: row.classTeacherId === null ? null : (teacherById.get(row.classTeacherId) ?? null),
    studentCount: counts.get(row.id) ?? 0,
  }));
}
