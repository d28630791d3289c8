/**
 * Grades one at a time: GET /grades (paged; studentId, classId, subjectId, examId, from/to on the
 * graded day), GET /grades/{id}, POST /grades (a mark without an exam: class work), PUT
 * /grades/{id}, DELETE /grades/{id} (soft). Exam results are entered through POST
 * /exams/{id}/grades; here an exam's grade only takes a new score or remarks, since its subject,
 * maximum and day are the exam's.
 *
 * Access: exam:read / exam:create / exam:update / exam:delete (the product has no grade permission).
 */
import * as examEndpoints from '@/contract/endpoints/exams';
import type { FastifyPluginAsync } from 'fastify';
import { GRADE_MESSAGES } from '@/contract/exams';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import {
  checkSubject,
  findGradeInScope,
  findLiveStudentOfSchool,
  gradeDto,
  insertGrade,
  listGradePage,
  lockExamMaxMarks,
  softDeleteGrade,
  toGradeDto,
  updateGrade,
} from './grade-repository';
import { routeEndpoint } from '../../lib/route-endpoint';

const scoreAboveMax = () => httpError(400, GRADE_MESSAGES.scoreAboveMax, { score: GRADE_MESSAGES.scoreAboveMax });

export const gradeRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, examEndpoints.listGrades, async (request) => {
    const user = requireUser(request.user);
    const { page, limit, studentId, classId, subjectId, examId, from, to } = request.query;
    const { rows, totalCount } = await listGradePage(app.db, user, { page, limit, studentId, classId, subjectId, examId, from, to });
    return {
      success: true as const,
      message: GRADE_MESSAGES.listed,
      data: rows.map(toGradeDto),
      meta: { pagination: paginationMeta(page, limit, totalCount) },
    };
  });

  routeEndpoint(app, examEndpoints.getGrade, async (request) => {
    const row = await findGradeInScope(app.db, requireUser(request.user), request.params.id);
    return { success: true as const, message: GRADE_MESSAGES.fetched, data: await gradeDto(app.db, row.id) };
  });

  routeEndpoint(app, examEndpoints.createGrade, async (request, reply) => {
    const user = requireUser(request.user);
    const body = request.body;
    return app.writeTransaction(request, reply, async (tx) => {
      const student = await findLiveStudentOfSchool(tx, user.schoolId, body.studentId);
      if (!student) throw httpError(400, GRADE_MESSAGES.studentNotFound, { studentId: GRADE_MESSAGES.studentNotFound });
      await checkSubject(tx, student.schoolId, body.subjectId);
      const row = await insertGrade(tx, { ...body, score: String(body.score), maxScore: String(body.maxScore), schoolId: student.schoolId, classId: student.classId, createdBy: user.id });
      reply.code(201);
      return { success: true as const, message: GRADE_MESSAGES.created, data: await gradeDto(tx, row.id) };
    });
  });

  routeEndpoint(app, examEndpoints.updateGrade, async (request, reply) => {
    const user = requireUser(request.user);
    const body = request.body;
    return app.writeTransaction(request, reply, async (tx) => {
      const before = await findGradeInScope(tx, user, request.params.id);
      if (before.examId !== null) {
        if (body.subjectId !== undefined || body.maxScore !== undefined || body.gradedOn !== undefined || body.academicYear !== undefined) {
          throw httpError(400, GRADE_MESSAGES.examGradeSubject);
        }
        // Same lock as a grade entry on the exam, so its maximum cannot change meanwhile.
        const exam = await lockExamMaxMarks(tx, before.examId);
        if (body.score !== undefined && exam && body.score > Number(exam.maxMarks)) throw scoreAboveMax();
      } else {
        await checkSubject(tx, before.schoolId, body.subjectId);
        if ((body.score ?? Number(before.score)) > (body.maxScore ?? Number(before.maxScore))) throw scoreAboveMax();
      }
      const { score, maxScore, ...fields } = body;
      await updateGrade(tx, before.id, fields, score, maxScore);
      return { success: true as const, message: GRADE_MESSAGES.updated, data: await gradeDto(tx, before.id) };
    });
  });

  routeEndpoint(app, examEndpoints.removeGrade, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await findGradeInScope(tx, user, request.params.id);
      await softDeleteGrade(tx, row.id, new Date());
      return { success: true as const, message: GRADE_MESSAGES.deleted, data: { id: row.id } };
    });
  });
};
