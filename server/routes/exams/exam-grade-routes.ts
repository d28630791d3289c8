/**
 * An exam's grades: POST /exams/{id}/grades enters or corrects the marks of up to 200 students in
 * one transaction (all or nothing), and GET /exams/{id}/results ranks the class.
 *
 * Entry locks the exam row (`select … for update`), so two entries for one exam run one after
 * another and each student keeps one live grade per exam without a unique index. Every student
 * must be in the exam's class and every score within 0 … maxMarks (400 naming the students); a
 * cancelled exam takes no grades (409). Each grade carries what the portals read: the exam's class,
 * subject, maxMarks as max_score, the exam date as graded_on and its academic year. Entering grades
 * once the exam's day has come (Kabul) marks a SCHEDULED exam COMPLETED.
 *
 * Access: exam:update to enter grades, exam:read for the results.
 */
import * as examEndpoints from '@/contract/endpoints/exams';
import type { FastifyPluginAsync } from 'fastify';
import { EXAM_MESSAGES, duplicateStudents, scoreAboveMaxMarks, studentsNotInClass } from '@/contract/exams';
import { httpError } from '../../lib/http-error';
import { kabulDay } from '../../lib/kabul-time';
import { requireUser } from '../../lib/permission-checks';
import { examResultRows, findExamInScope, findLiveStudentsOfSchool, markExamCompleted, toExamDtos } from './exam-repository';
import { correctExamGrade, findExamGradeIds, insertGrades } from './grade-repository';
import { examResults } from './exam-results';
import { routeEndpoint } from '../../lib/route-endpoint';

export const examGradeRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, examEndpoints.enterGrades, async (request, reply) => {
    const user = requireUser(request.user);
    const { records } = request.body;
    return app.writeTransaction(request, reply, async (tx) => {
      const exam = await findExamInScope(tx, user, request.params.id, true);
      if (exam.status === 'CANCELLED') throw httpError(409, EXAM_MESSAGES.cancelledNoGrades);

      const ids = [...new Set(records.map((record) => record.studentId))];
      const known = await findLiveStudentsOfSchool(tx, exam.schoolId, ids);
      const byId = new Map(known.map((row) => [row.id, row]));
      const nameOf = (id: number) => byId.get(id)?.name ?? `student #${id}`;
      const repeated = [...new Set(records.map((record) => record.studentId).filter((id, index, all) => all.indexOf(id) !== index))];
      if (repeated.length > 0) throw httpError(400, duplicateStudents(repeated.map(nameOf)), { records: duplicateStudents(repeated.map(nameOf)) });
      const outside = ids.filter((id) => byId.get(id)?.classId !== exam.classId);
      if (outside.length > 0) throw httpError(400, studentsNotInClass(outside.map(nameOf)), { records: studentsNotInClass(outside.map(nameOf)) });
      const maxMarks = Number(exam.maxMarks);
      const tooHigh = records.find((record) => record.score > maxMarks);
      if (tooHigh) {
        const message = scoreAboveMaxMarks(nameOf(tooHigh.studentId), maxMarks);
        throw httpError(400, message, { [`records.${records.indexOf(tooHigh)}.score`]: message });
      }

      const existing = await findExamGradeIds(tx, exam.id, ids);
      const gradeIdOf = new Map(existing.map((row) => [row.studentId, row.id]));
      const now = new Date();
      const common = { classId: exam.classId, subjectId: exam.subjectId, maxScore: exam.maxMarks, gradedOn: exam.examDate, academicYear: exam.academicYear };
      const fresh = records.filter((record) => !gradeIdOf.has(record.studentId));
      for (const record of records) {
        const gradeId = gradeIdOf.get(record.studentId);
        if (gradeId === undefined) continue;
        await correctExamGrade(tx, gradeId, { ...common, score: String(record.score), remarks: record.remarks ?? null, updatedAt: now });
      }
      if (fresh.length > 0) {
        await insertGrades(
          tx,
          fresh.map((record) => ({
            ...common,
            schoolId: exam.schoolId,
            studentId: record.studentId,
            examId: exam.id,
            score: String(record.score),
            remarks: record.remarks ?? null,
            createdBy: user.id,
          })),
        );
      }
      let status = exam.status;
      if (status === 'SCHEDULED' && exam.examDate <= kabulDay()) {
        await markExamCompleted(tx, exam.id, now);
        status = 'COMPLETED';
      }
      return {
        success: true as const,
        message: EXAM_MESSAGES.gradesSaved,
        data: { examId: exam.id, status, created: fresh.length, updated: records.length - fresh.length },
      };
    });
  });

  routeEndpoint(app, examEndpoints.results, async (request) => {
    const exam = await findExamInScope(app.db, requireUser(request.user), request.params.id);
    // The class now, plus anyone graded in this exam who has since left it.
    const rows = await examResultRows(app.db, exam);
    const scored = rows.map((row) => ({ ...row, score: row.score === null ? null : Number(row.score) }));
    const [dto] = await toExamDtos(app.db, [exam]);
    return { success: true as const, message: EXAM_MESSAGES.resultsFetched, data: { exam: dto, ...examResults(scored, Number(exam.maxMarks)) } };
  });
};
