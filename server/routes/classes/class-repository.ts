/**
 * Reading classes for the /classes routes: one live class of a school in the user's scope (404
 * otherwise, so other schools' ids stay hidden), and the answer items with their class teacher and
 * live student count; the list page, the checks of a new or changed class (free code, the school's
 * teacher) and the class writes, in the route's transaction.
 */
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ClassCreate, ClassUpdate, SchoolClass } from '@/contract/classes';
import { CLASS_MESSAGES, classCodeTaken } from '@/contract/classes';
import type { DbOrTx } from '../../db/connection';
import { classes, students, teachers, timetableEntries } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { likePattern, lookupSchoolCondition } from '../../lib/lookup-query';
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
    dariName: row.dariName,
    pashtoName: row.pashtoName,
    code: row.code,
    schoolId: row.schoolId,
    grade: row.grade,
    section: row.section,
    room: row.room,
    capacity: row.capacity,
    academicYear: row.academicYear,
    classTeacherId: row.classTeacherId,
    classTeacher: row.classTeacherId === null ? null : (teacherById.get(row.classTeacherId) ?? null),
    studentCount: counts.get(row.id) ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export type ClassListFilters = { page: number; limit: number; schoolId?: number; search?: string; grade?: number };

/** One page of the live classes in scope (or of `schoolId`), by grade, then name, and how many match. */
export async function listClassPage(db: DbOrTx, user: AuthUser, filters: ClassListFilters): Promise<{ rows: ClassRow[]; totalCount: number }> {
  const { page, limit, schoolId, search, grade } = filters;
  const conditions: (SQL | undefined)[] = [lookupSchoolCondition(user, classes.schoolId, schoolId), isNull(classes.deletedAt)];
  if (search) {
    const pattern = likePattern(search);
    conditions.push(or(ilike(classes.name, pattern), ilike(classes.dariName, pattern), ilike(classes.pashtoName, pattern), ilike(classes.code, pattern)));
  }
  if (grade !== undefined) conditions.push(eq(classes.grade, grade));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(classes)
    .where(where)
    .orderBy(sql`${classes.grade} asc nulls last`, asc(classes.name), asc(classes.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [counted] = await db.select({ value: count() }).from(classes).where(where);
  return { rows, totalCount: Number(counted?.value ?? 0) };
}

/** 409 naming the code when a live class of the school has it. */
export async function checkClassCodeFree(tx: DbOrTx, schoolId: number, code: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.code, code), isNull(classes.deletedAt), exceptId === undefined ? undefined : ne(classes.id, exceptId)));
  if (taken) throw httpError(409, classCodeTaken(code), { code: classCodeTaken(code) });
}

/** 400 when the class teacher is not a live teacher of the school. */
export async function checkClassTeacher(tx: DbOrTx, schoolId: number, teacherId: number | null | undefined): Promise<void> {
  if (teacherId === null || teacherId === undefined) return;
  const [teacher] = await tx
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.id, teacherId), eq(teachers.schoolId, schoolId), isNull(teachers.deletedAt)));
  if (!teacher) throw httpError(400, CLASS_MESSAGES.classTeacherNotFound, { classTeacherId: CLASS_MESSAGES.classTeacherNotFound });
}

export async function insertClass(tx: DbOrTx, values: ClassCreate & { schoolId: number }): Promise<ClassRow> {
  const [row] = await tx.insert(classes).values(values).returning();
  return row;
}

export async function updateClass(tx: DbOrTx, id: number, values: ClassUpdate): Promise<ClassRow> {
  const [row] = await tx.update(classes).set({ ...values, updatedAt: new Date() }).where(eq(classes.id, id)).returning();
  return row;
}

/** Locks the class so no student is put into it between a count and a delete. */
export async function lockClass(tx: DbOrTx, id: number): Promise<void> {
  await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, id)).for('update');
}

/** Soft deletes the class; its lessons go with it: they would otherwise still block its teachers' hours. */
export async function softDeleteClassWithLessons(tx: DbOrTx, id: number, now: Date): Promise<void> {
  await tx.update(classes).set({ deletedAt: now, updatedAt: now }).where(eq(classes.id, id));
  await tx
    .update(timetableEntries)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(timetableEntries.classId, id), isNull(timetableEntries.deletedAt)));
}
