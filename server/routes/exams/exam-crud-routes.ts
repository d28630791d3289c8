/**
 * Exams: GET /exams (paged; classId, subjectId, status, from/to, search), GET /exams/{id}, POST
 * /exams, PUT /exams/{id}, DELETE /exams/{id}.
 *
 * Rules: the class and subject belong to the exam's school (400 on the field); a class or a room
 * holds one exam at a time on a day (409 naming the other exam); status only moves from SCHEDULED
 * to COMPLETED or CANCELLED (409 otherwise), and an exam with grades is not cancelled, moved to
 * another class or subject, or deleted (409). Its grades follow a new date, maximum or academic
 * year, so the portals read the same figures. Deleting is soft.
 *
 * Access: exam:read, exam:create, exam:update, exam:delete. A new exam belongs to the creator's school.
 */
import * as examEndpoints from '@/contract/endpoints/exams';
import { and, asc, count, desc, eq, gte, ilike, isNull, lte, max, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { EXAM_MESSAGES, examStatusChangeRefused, maxMarksBelowScores, type ExamStatus } from '@/contract/exams';
import type { DbOrTx } from '../../db/connection';
import { exams, grades, students } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { likePattern } from '../../lib/lookup-query';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { schoolScopeCondition } from '../../lib/school-scope';
import { checkClassAndSubject, checkSlotFree, clock, findExamInScope, gradedCounts, lockExamDay, toExamDtos } from './exam-records';
import { routeEndpoint } from '../../lib/route-endpoint';

function checkStatusChange(from: ExamStatus, to: ExamStatus | undefined): void {
  if (to === undefined || to === from) return;
  if (from !== 'SCHEDULED') throw httpError(409, examStatusChangeRefused(from, to), { status: examStatusChangeRefused(from, to) });
}

async function highestScore(tx: DbOrTx, examId: number): Promise<number | null> {
  const [row] = await tx
    .select({ value: max(grades.score) })
    .from(grades)
    .where(and(eq(grades.examId, examId), isNull(grades.deletedAt)));
  return row?.value === null || row?.value === undefined ? null : Number(row.value);
}

export const examCrudRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, examEndpoints.list, async (request) => {
    const user = requireUser(request.user);
    const { page, limit, classId, subjectId, status, from, to, search } = request.query;
    const conditions: (SQL | undefined)[] = [schoolScopeCondition(user, exams.schoolId), isNull(exams.deletedAt)];
    if (classId !== undefined) conditions.push(eq(exams.classId, classId));
    if (subjectId !== undefined) conditions.push(eq(exams.subjectId, subjectId));
    if (status !== undefined) conditions.push(eq(exams.status, status));
    if (from !== undefined) conditions.push(gte(exams.examDate, from));
    if (to !== undefined) conditions.push(lte(exams.examDate, to));
    if (search) conditions.push(ilike(exams.name, likePattern(search)));
    const where = and(...conditions);
    const order =
      status === 'SCHEDULED'
        ? [asc(exams.examDate), sql`${exams.startTime} asc nulls last`, asc(exams.id)]
        : [desc(exams.examDate), sql`${exams.startTime} desc nulls last`, desc(exams.id)];
    const rows = await app.db
      .select()
      .from(exams)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit);
    const [counted] = await app.db.select({ value: count() }).from(exams).where(where);
    return {
      success: true as const,
      message: EXAM_MESSAGES.listed,
      data: await toExamDtos(app.db, rows),
      meta: { pagination: paginationMeta(page, limit, Number(counted?.value ?? 0)) },
    };
  });

  routeEndpoint(app, examEndpoints.get, async (request) => {
    const row = await findExamInScope(app.db, requireUser(request.user), request.params.id);
    const [dto] = await toExamDtos(app.db, [row]);
    const [counted] = await app.db
      .select({ value: count() })
      .from(students)
      .where(and(eq(students.classId, row.classId), isNull(students.deletedAt)));
    return { success: true as const, message: EXAM_MESSAGES.fetched, data: { ...dto, studentCount: Number(counted?.value ?? 0) } };
  });

  routeEndpoint(app, examEndpoints.create, async (request, reply) => {
    const user = requireUser(request.user);
    const body = request.body;
    return app.writeTransaction(request, reply, async (tx) => {
      await checkClassAndSubject(tx, user.schoolId, body.classId, body.subjectId);
      await lockExamDay(tx, user.schoolId, body.examDate);
      await checkSlotFree(tx, { ...body, schoolId: user.schoolId, room: body.room ?? null });
      const [row] = await tx
        .insert(exams)
        .values({ ...body, maxMarks: String(body.maxMarks), schoolId: user.schoolId, status: 'SCHEDULED' })
        .returning();
      reply.code(201);
      return { success: true as const, message: EXAM_MESSAGES.created, data: (await toExamDtos(tx, [row]))[0] };
    });
  });

  routeEndpoint(app, examEndpoints.update, async (request, reply) => {
    const user = requireUser(request.user);
    const body = request.body;
    return app.writeTransaction(request, reply, async (tx) => {
      // Locked like a grade entry, so grades cannot arrive between these checks and the write.
      const before = await findExamInScope(tx, user, request.params.id, true);
      checkStatusChange(before.status, body.status);
      const graded = (await gradedCounts(tx, [before.id])).get(before.id) ?? 0;
      const moves = (body.classId !== undefined && body.classId !== before.classId) || (body.subjectId !== undefined && body.subjectId !== before.subjectId);
      if (graded > 0 && moves) throw httpError(409, EXAM_MESSAGES.hasGradesMove);
      if (graded > 0 && body.status === 'CANCELLED' && before.status !== 'CANCELLED') throw httpError(409, EXAM_MESSAGES.hasGradesCancel, { status: EXAM_MESSAGES.hasGradesCancel });
      await checkClassAndSubject(tx, before.schoolId, body.classId, body.subjectId);
      const after = {
        schoolId: before.schoolId,
        classId: body.classId ?? before.classId,
        examDate: body.examDate ?? before.examDate,
        startTime: body.startTime ?? clock(before.startTime),
        endTime: body.endTime ?? clock(before.endTime),
        room: body.room === undefined ? before.room : body.room,
        status: body.status ?? before.status,
      };
      if (after.startTime !== null && after.endTime !== null && after.startTime >= after.endTime) {
        throw httpError(400, EXAM_MESSAGES.endAfterStart, { endTime: EXAM_MESSAGES.endAfterStart });
      }
      if (body.maxMarks !== undefined) {
        const highest = await highestScore(tx, before.id);
        if (highest !== null && highest > body.maxMarks) throw httpError(409, maxMarksBelowScores(highest), { maxMarks: maxMarksBelowScores(highest) });
      }
      const slotChanges = body.classId !== undefined || body.examDate !== undefined || body.startTime !== undefined || body.endTime !== undefined || body.room !== undefined;
      if (slotChanges && after.status !== 'CANCELLED') {
        await lockExamDay(tx, after.schoolId, after.examDate);
        await checkSlotFree(tx, after, before.id);
      }
      const now = new Date();
      const { maxMarks, ...fields } = body;
      const [row] = await tx
        .update(exams)
        .set({ ...fields, ...(maxMarks === undefined ? {} : { maxMarks: String(maxMarks) }), updatedAt: now })
        .where(eq(exams.id, before.id))
        .returning();
      if (graded > 0 && (body.examDate !== undefined || maxMarks !== undefined || body.academicYear !== undefined)) {
        await tx
          .update(grades)
          .set({ gradedOn: row.examDate, maxScore: row.maxMarks, academicYear: row.academicYear, updatedAt: now })
          .where(and(eq(grades.examId, row.id), isNull(grades.deletedAt)));
      }
      return { success: true as const, message: EXAM_MESSAGES.updated, data: (await toExamDtos(tx, [row]))[0] };
    });
  });

  routeEndpoint(app, examEndpoints.remove, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await findExamInScope(tx, user, request.params.id, true);
      if (((await gradedCounts(tx, [row.id])).get(row.id) ?? 0) > 0) throw httpError(409, EXAM_MESSAGES.hasGradesDelete);
      const now = new Date();
      await tx.update(exams).set({ deletedAt: now, updatedAt: now }).where(eq(exams.id, row.id));
      return { success: true as const, message: EXAM_MESSAGES.deleted, data: { id: row.id } };
    });
  });
};
