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
import { and, count, desc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { GRADE_MESSAGES } from '@/contract/exams';
import type { DbOrTx } from '../../db/connection';
import { exams, grades, students, subjects } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { schoolScopeCondition } from '../../lib/school-scope';
import { findGradeInScope, gradeDto, gradeItemsQuery, toGradeDto } from './grade-records';
import { routeEndpoint } from '../../lib/route-endpoint';

async function checkSubject(tx: DbOrTx, schoolId: number, subjectId: number | undefined): Promise<void> {
  if (subjectId === undefined) return;
  const [row] = await tx
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.id, subjectId), eq(subjects.schoolId, schoolId), isNull(subjects.deletedAt)));
  if (!row) throw httpError(400, GRADE_MESSAGES.subjectNotFound, { subjectId: GRADE_MESSAGES.subjectNotFound });
}

const scoreAboveMax = () => httpError(400, GRADE_MESSAGES.scoreAboveMax, { score: GRADE_MESSAGES.scoreAboveMax });

export const gradeRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, examEndpoints.listGrades, async (request) => {
    const user = requireUser(request.user);
    const { page, limit, studentId, classId, subjectId, examId, from, to } = request.query;
    const conditions: (SQL | undefined)[] = [schoolScopeCondition(user, grades.schoolId), isNull(grades.deletedAt)];
    if (studentId !== undefined) conditions.push(eq(grades.studentId, studentId));
    if (classId !== undefined) conditions.push(eq(grades.classId, classId));
    if (subjectId !== undefined) conditions.push(eq(grades.subjectId, subjectId));
    if (examId !== undefined) conditions.push(eq(grades.examId, examId));
    if (from !== undefined) conditions.push(gte(grades.gradedOn, from));
    if (to !== undefined) conditions.push(lte(grades.gradedOn, to));
    const where = and(...conditions);
    const rows = await gradeItemsQuery(app.db, where)
      .orderBy(desc(grades.gradedOn), desc(grades.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [counted] = await app.db.select({ value: count() }).from(grades).where(where);
    return {
      success: true as const,
      message: GRADE_MESSAGES.listed,
      data: rows.map(toGradeDto),
      meta: { pagination: paginationMeta(page, limit, Number(counted?.value ?? 0)) },
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
      const [student] = await tx
        .select({ id: students.id, schoolId: students.schoolId, classId: students.classId })
        .from(students)
        .where(and(eq(students.id, body.studentId), eq(students.schoolId, user.schoolId), isNull(students.deletedAt)));
      if (!student) throw httpError(400, GRADE_MESSAGES.studentNotFound, { studentId: GRADE_MESSAGES.studentNotFound });
      await checkSubject(tx, student.schoolId, body.subjectId);
      const [row] = await tx
        .insert(grades)
        .values({ ...body, score: String(body.score), maxScore: String(body.maxScore), schoolId: student.schoolId, classId: student.classId, createdBy: user.id })
        .returning();
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
        const [exam] = await tx.select({ maxMarks: exams.maxMarks }).from(exams).where(eq(exams.id, before.examId)).for('update');
        if (body.score !== undefined && exam && body.score > Number(exam.maxMarks)) throw scoreAboveMax();
      } else {
        await checkSubject(tx, before.schoolId, body.subjectId);
        if ((body.score ?? Number(before.score)) > (body.maxScore ?? Number(before.maxScore))) throw scoreAboveMax();
      }
      const { score, maxScore, ...fields } = body;
      await tx
        .update(grades)
        .set({
          ...fields,
          ...(score === undefined ? {} : { score: String(score) }),
          ...(maxScore === undefined ? {} : { maxScore: String(maxScore) }),
          updatedAt: new Date(),
        })
        .where(eq(grades.id, before.id));
      return { success: true as const, message: GRADE_MESSAGES.updated, data: await gradeDto(tx, before.id) };
    });
  });

  routeEndpoint(app, examEndpoints.removeGrade, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await findGradeInScope(tx, user, request.params.id);
      const now = new Date();
      await tx.update(grades).set({ deletedAt: now, updatedAt: now }).where(eq(grades.id, row.id));
      return { success: true as const, message: GRADE_MESSAGES.deleted, data: { id: row.id } };
    });
  });
};
