/**
 * Reading and writing subjects for the /subjects routes: one live subject of a school in the
 * user's scope (404 otherwise), the list page, the code check (unique among all of the school's
 * subjects, deleted ones included, since their old grades still name them), the live records that
 * still use a subject, and the subject writes in the route's transaction.
 */
import { and, asc, count, eq, ilike, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { SUBJECT_MESSAGES, subjectCodeOfRemoved, subjectCodeTaken, type subjectCreateSchema, type subjectUpdateSchema } from '@/contract/classes';
import type { DbOrTx } from '../../db/connection';
import { exams, grades, subjects, timetableEntries } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { likePattern, lookupSchoolCondition } from '../../lib/lookup-query';
import { canAccessSchool } from '../../lib/school-scope';
import type { AuthUser } from '../../types';

export type SubjectRow = typeof subjects.$inferSelect;

/** The live subject `id` if the user may see its school; 404 otherwise. */
export async function findSubjectInScope(db: DbOrTx, user: AuthUser, id: number): Promise<SubjectRow> {
  const [row] = await db
    .select()
    .from(subjects)
    .where(and(eq(subjects.id, id), isNull(subjects.deletedAt)));
  if (!row || !canAccessSchool(user, row.schoolId)) throw httpError(404, SUBJECT_MESSAGES.notFound);
  return row;
}

/** The code must be free among all of the school's subjects, deleted ones included (one unique index). */
export async function checkSubjectCodeFree(tx: DbOrTx, schoolId: number, code: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ deletedAt: subjects.deletedAt })
    .from(subjects)
    .where(and(eq(subjects.schoolId, schoolId), eq(subjects.code, code), exceptId === undefined ? undefined : ne(subjects.id, exceptId)));
  if (!taken) return;
  const message = taken.deletedAt ? subjectCodeOfRemoved(code) : subjectCodeTaken(code);
  throw httpError(409, message, { code: message });
}

/** "2 exams, 14 grades" — the live records that still use the subject. */
export async function subjectUses(tx: DbOrTx, subjectId: number): Promise<string[]> {
  const countLive = async (table: typeof exams | typeof grades | typeof timetableEntries) => {
    const [row] = await tx.select({ value: count() }).from(table).where(and(eq(table.subjectId, subjectId), isNull(table.deletedAt)));
    return Number(row?.value ?? 0);
  };
  const uses: [number, string, string][] = [
    [await countLive(exams), 'exam', 'exams'],
    [await countLive(grades), 'grade', 'grades'],
    [await countLive(timetableEntries), 'timetable lesson', 'timetable lessons'],
  ];
  return uses.filter(([value]) => value > 0).map(([value, one, many]) => `${value} ${value === 1 ? one : many}`);
}

export type SubjectListFilters = { page: number; limit: number; schoolId?: number; search?: string };

/** One page of the live subjects in scope (or of `schoolId`), by name, and how many match. */
export async function listSubjectPage(db: DbOrTx, user: AuthUser, filters: SubjectListFilters): Promise<{ rows: SubjectRow[]; totalCount: number }> {
  const { page, limit, schoolId, search } = filters;
  const conditions: (SQL | undefined)[] = [lookupSchoolCondition(user, subjects.schoolId, schoolId), isNull(subjects.deletedAt)];
  if (search) {
    const pattern = likePattern(search);
    conditions.push(or(ilike(subjects.name, pattern), ilike(subjects.dariName, pattern), ilike(subjects.pashtoName, pattern), ilike(subjects.code, pattern)));
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(subjects)
    .where(where)
    .orderBy(asc(subjects.name), asc(subjects.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [counted] = await db.select({ value: count() }).from(subjects).where(where);
  return { rows, totalCount: Number(counted?.value ?? 0) };
}

export async function insertSubject(tx: DbOrTx, values: z.infer<typeof subjectCreateSchema> & { schoolId: number }): Promise<SubjectRow> {
  const [row] = await tx.insert(subjects).values(values).returning();
  return row;
}

export async function updateSubject(tx: DbOrTx, id: number, values: z.infer<typeof subjectUpdateSchema>): Promise<SubjectRow> {
  const [row] = await tx.update(subjects).set({ ...values, updatedAt: new Date() }).where(eq(subjects.id, id)).returning();
  return row;
}

/** Locks the subject: new exams, grades and lessons naming it wait (their foreign key). */
export async function lockSubject(tx: DbOrTx, id: number): Promise<void> {
  await tx.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, id)).for('update');
}

export async function softDeleteSubject(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(subjects).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(subjects.id, id));
}
