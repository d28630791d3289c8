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
import type { FastifyPluginAsync } from 'fastify';
import { SUBJECT_MESSAGES, subjectCodeTaken, subjectInUse } from '@/contract/classes';
import { isUniqueViolation } from '../../lib/db-errors';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import {
  checkSubjectCodeFree,
  findSubjectInScope,
  insertSubject,
  listSubjectPage,
  lockSubject,
  softDeleteSubject,
  subjectUses,
  updateSubject,
  type SubjectRow,
} from './subject-repository';

const toDto = (row: SubjectRow) => ({
  id: row.id,
  schoolId: row.schoolId,
  name: row.name,
  dariName: row.dariName,
  pashtoName: row.pashtoName,
  code: row.code,
  updatedAt: row.updatedAt.toISOString(),
});

/** A concurrent write may still take the code between the check and the write: same answer. */
async function writingCode<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (code !== undefined && isUniqueViolation(error)) throw httpError(409, subjectCodeTaken(code), { code: subjectCodeTaken(code) });
    throw error;
  }
}

export const subjectRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, classEndpoints.listSubjects, async (request) => {
    const user = requireUser(request.user);
    const { page, limit, schoolId, search } = request.query;
    const { rows, totalCount } = await listSubjectPage(app.db, user, { page, limit, schoolId, search });
    return { success: true as const, message: SUBJECT_MESSAGES.listed, data: rows.map(toDto), meta: { pagination: paginationMeta(page, limit, totalCount) } };
  });

  routeEndpoint(app, classEndpoints.getSubject, async (request) => {
    const row = await findSubjectInScope(app.db, requireUser(request.user), request.params.id);
    return { success: true as const, message: SUBJECT_MESSAGES.fetched, data: toDto(row) };
  });

  routeEndpoint(app, classEndpoints.createSubject, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      await checkSubjectCodeFree(tx, user.schoolId, request.body.code);
      const row = await writingCode(request.body.code, () => insertSubject(tx, { ...request.body, schoolId: user.schoolId }));
      reply.code(201);
      return { success: true as const, message: SUBJECT_MESSAGES.created, data: toDto(row) };
    });
  });

  routeEndpoint(app, classEndpoints.updateSubject, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const before = await findSubjectInScope(tx, user, request.params.id);
      if (request.body.code !== undefined && request.body.code !== before.code) await checkSubjectCodeFree(tx, before.schoolId, request.body.code, before.id);
      const row = await writingCode(request.body.code, () => updateSubject(tx, before.id, request.body));
      return { success: true as const, message: SUBJECT_MESSAGES.updated, data: toDto(row) };
    });
  });

  routeEndpoint(app, classEndpoints.removeSubject, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await findSubjectInScope(tx, user, request.params.id);
      // New exams, grades and lessons naming the subject wait for this lock (their foreign key).
      await lockSubject(tx, row.id);
      const uses = await subjectUses(tx, row.id);
      if (uses.length > 0) throw httpError(409, subjectInUse(uses));
      await softDeleteSubject(tx, row.id);
      return { success: true as const, message: SUBJECT_MESSAGES.deleted, data: { id: row.id } };
    });
  });
};
