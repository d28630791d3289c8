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
import type { FastifyPluginAsync } from 'fastify';
import { EXAM_MESSAGES, examStatusChangeRefused, maxMarksBelowScores, type ExamStatus } from '@/contract/exams';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import {
  checkClassAndSubject,
  checkSlotFree,
  clock,
  countClassStudents,
  findExamInScope,
  followExamInGrades,
  gradedCounts,
  highestScore,
  insertExam,
  listExamPage,
  lockExamDay,
  softDeleteExam,
  toExamDtos,
  updateExam,
} from './exam-repository';
import { routeEndpoint } from '../../lib/route-endpoint';

function checkStatusChange(from: ExamStatus, to: ExamStatus | undefined): void {
  if (to === undefined || to === from) return;
  if (from !== 'SCHEDULED') throw httpError(409, examStatusChangeRefused(from, to), { status: examStatusChangeRefused(from, to) });
}

export const examCrudRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, examEndpoints.list, async (request) => {
    const user = requireUser(request.user);
    const { page, limit, classId, subjectId, status, from, to, search } = request.query;
    const { rows, totalCount } = await listExamPage(app.db, user, { page, limit, classId, subjectId, status, from, to, search });
    return {
      success: true as const,
      message: EXAM_MESSAGES.listed,
      data: await toExamDtos(app.db, rows),
      meta: { pagination: paginationMeta(page, limit, totalCount) },
    };
  });

  routeEndpoint(app, examEndpoints.get, async (request) => {
    const row = await findExamInScope(app.db, requireUser(request.user), request.params.id);
    const [dto] = await toExamDtos(app.db, [row]);
    const studentCount = await countClassStudents(app.db, row.classId);
    return { success: true as const, message: EXAM_MESSAGES.fetched, data: { ...dto, studentCount } };
  });

  routeEndpoint(app, examEndpoints.create, async (request, reply) => {
    const user = requireUser(request.user);
    const body = request.body;
    return app.writeTransaction(request, reply, async (tx) => {
      await checkClassAndSubject(tx, user.schoolId, body.classId, body.subjectId);
      await lockExamDay(tx, user.schoolId, body.examDate);
      await checkSlotFree(tx, { ...body, schoolId: user.schoolId, room: body.room ?? null });
      const row = await insertExam(tx, user.schoolId, body);
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
      const row = await updateExam(tx, before.id, fields, maxMarks, now);
      if (graded > 0 && (body.examDate !== undefined || maxMarks !== undefined || body.academicYear !== undefined)) {
        await followExamInGrades(tx, row, now);
      }
      return { success: true as const, message: EXAM_MESSAGES.updated, data: (await toExamDtos(tx, [row]))[0] };
    });
  });

  routeEndpoint(app, examEndpoints.remove, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await findExamInScope(tx, user, request.params.id, true);
      if (((await gradedCounts(tx, [row.id])).get(row.id) ?? 0) > 0) throw httpError(409, EXAM_MESSAGES.hasGradesDelete);
      await softDeleteExam(tx, row.id, new Date());
      return { success: true as const, message: EXAM_MESSAGES.deleted, data: { id: row.id } };
    });
  });
};
