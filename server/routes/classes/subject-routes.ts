/**
 * /subjects: GET list (search name or code, pages, 100 per page), GET /subjects/{id}, POST, PUT
 * /subjects/{id}, DELETE /subjects/{id}. The code is unique per school (409 naming it; a deleted
 * subject keeps its code, since its old grades still name it). Deleting is soft and refused (409,
 * naming the uses) while live exams, grades or timetable lessons use the subject.
 *
 * Access: subject:read, subject:create, subject:update, subject:delete. A new subject belongs to
 * the creator's school.
 */
import * as classEndpoints from '@/contract/endpoints/classes';
import { and, asc, count, eq, ilike, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { SUBJECT_MESSAGES, subjectCodeOfRemoved, subjectCodeTaken, subjectInUse } from '@/contract/classes';
import type { DbOrTx } from '../../db/connection';
import { exams, grades, subjects, timetableEntries } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { httpError } from '../../lib/http-error';
import { likePattern, lookupSchoolCondition } from '../../lib/lookup-query';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { canAccessSchool } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { routeEndpoint } from '../../lib/route-endpoint';

type SubjectRow = typeof subjects.$inferSelect;
const toDto = (row: SubjectRow) => ({ id: row.id, schoolId: row.schoolId, name: row.name, code: row.code });

async function findSubjectInScope(db: DbOrTx, user: AuthUser, id: number): Promise<SubjectRow> {
  const [row] = await db
    .select()
    .from(subjects)
    .where(and(eq(subjects.id, id), isNull(subjects.deletedAt)));
  if (!row || !canAccessSchool(user, row.schoolId)) throw httpError(404, SUBJECT_MESSAGES.notFound);
  return row;
}

/** The code must be free among all of the school's subjects, deleted ones included (one unique index). */
async function checkCodeFree(tx: DbOrTx, schoolId: number, code: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ deletedAt: subjects.deletedAt })
    .from(subjects)
    .where(and(eq(subjects.schoolId, schoolId), eq(subjects.code, code), exceptId === undefined ? undefined : ne(subjects.id, exceptId)));
  if (!taken) return;
  const message = taken.deletedAt ? subjectCodeOfRemoved(code) : subjectCodeTaken(code);
  throw httpError(409, message, { code: message });
}

/** A concurrent write may still take the code between the check and the write: same answer. */
async function writingCode<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (code !== undefined && isUniqueViolation(error)) throw httpError(409, subjectCodeTaken(code), { code: subjectCodeTaken(code) });
    throw error;
  }
}

/** "2 exams, 14 grades" — the live records that still use the subject. */
async function subjectUses(tx: DbOrTx, subjectId: number): Promise<string[]> {
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

export const subjectRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, classEndpoints.listSubjects, async (request) => {
    const user = requireUser(request.user);
    const { page, limit, schoolId, search } = request.query;
    const conditions: (SQL | undefined)[] = [lookupSchoolCondition(user, subjects.schoolId, schoolId), isNull(subjects.deletedAt)];
    if (search) conditions.push(or(ilike(subjects.name, likePattern(search)), ilike(subjects.code, likePattern(search))));
    const where = and(...conditions);
    const rows = await app.db
      .select()
      .from(subjects)
      .where(where)
      .orderBy(asc(subjects.name), asc(subjects.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [counted] = await app.db.select({ value: count() }).from(subjects).where(where);
    return { success: true as const, message: SUBJECT_MESSAGES.listed, data: rows.map(toDto), meta: { pagination: paginationMeta(page, limit, Number(counted?.value ?? 0)) } };
  });

  routeEndpoint(app, classEndpoints.getSubject, async (request) => {
    const row = await findSubjectInScope(app.db, requireUser(request.user), request.params.id);
    return { success: true as const, message: SUBJECT_MESSAGES.fetched, data: toDto(row) };
  });

  routeEndpoint(app, classEndpoints.createSubject, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      await checkCodeFree(tx, user.schoolId, request.body.code);
      const [row] = await writingCode(request.body.code, () => tx.insert(subjects).values({ ...request.body, schoolId: user.schoolId }).returning());
      reply.code(201);
      return { success: true as const, message: SUBJECT_MESSAGES.created, data: toDto(row) };
    });
  });

  routeEndpoint(app, classEndpoints.updateSubject, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const before = await findSubjectInScope(tx, user, request.params.id);
      if (request.body.code !== undefined && request.body.code !== before.code) await checkCodeFree(tx, before.schoolId, request.body.code, before.id);
      const [row] = await writingCode(request.body.code, () =>
        tx.update(subjects).set({ ...request.body, updatedAt: new Date() }).where(eq(subjects.id, before.id)).returning(),
      );
      return { success: true as const, message: SUBJECT_MESSAGES.updated, data: toDto(row) };
    });
  });

  routeEndpoint(app, classEndpoints.removeSubject, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await findSubjectInScope(tx, user, request.params.id);
      // New exams, grades and lessons naming the subject wait for this lock (their foreign key).
      await tx.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, row.id)).for('update');
      const uses = await subjectUses(tx, row.id);
      if (uses.length > 0) throw httpError(409, subjectInUse(uses));
      await tx.update(subjects).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(subjects.id, row.id));
      return { success: true as const, message: SUBJECT_MESSAGES.deleted, data: { id: row.id } };
    });
  });
};
