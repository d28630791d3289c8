/**
 * /students: list, get, quick search, by school and class, create, edit, soft delete and restore
 * (spec part 2 §7.1); registers the bulk, import, export, code-suggestion and classes-list routes.
 * Writes run in app.writeTransaction (idempotent with X-Request-ID): the student, its users, its
 * parent and its student_events row commit together. Another school's student answers 404.
 *
 * Access: reads student:read; POST student:create; PUT and restore student:update; DELETE
 * student:delete.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as studentEndpoints from '@/contract/endpoints/students';
import { STUDENT_MESSAGES, type PatchStudentBody, type StudentListQuery } from '@/contract/students';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { canAccessSchool } from '../../lib/school-scope';
import { unusablePasswordHash } from '../../lib/unusable-password-hash';
import type { AuthUser } from '../../types';
import { studentBulkRoutes } from './bulk/student-bulk-routes';
import { studentExportRoutes } from './bulk/student-export-routes';
import { studentImportRoutes } from './bulk/student-import-routes';
import { findScopedLiveClass } from './student-class-repository';
import { createStudentRepository } from './student-repository';
import { readStudentRoll } from './student-roll';
import { STUDENT_ROUTE_MESSAGES } from './student-route-schemas';
import { studentSuggestionRoutes } from './student-suggestion-routes';
import { createStudent, restoreStudent, softDeleteStudent, updateStudent } from './student-write-repository';

const notFound = () => httpError(404, STUDENT_MESSAGES.notFound);

/** Only a write that may make a user pays for a password hash. */
export function mayCreateUser(input: PatchStudentBody, creating: boolean): boolean {
  return creating || Boolean(input.parent && input.parent.user.id === undefined);
}

export const studentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(studentBulkRoutes);
  await app.register(studentImportRoutes);
  await app.register(studentExportRoutes);
  await app.register(studentSuggestionRoutes);

  const listAnswer = async (query: StudentListQuery & { schoolId?: number }, user: AuthUser) => {
    const page = await createStudentRepository(app.db).list(query, user);
    const limit = query.limit === 'all' ? Math.max(page.totalCount, 1) : query.limit;
    const currentPage = query.limit === 'all' ? 1 : query.page;
    return {
      success: true as const,
      message: STUDENT_ROUTE_MESSAGES.listed,
      data: page.students,
      meta: { pagination: paginationMeta(currentPage, limit, page.totalCount) },
    };
  };

  // Made before the transaction opens: argon2 is slow on purpose and PGlite has one connection.
  const passwordHashFor = async (input: PatchStudentBody, creating: boolean) =>
    mayCreateUser(input, creating) ? unusablePasswordHash() : '';

  routeEndpoint(app, studentEndpoints.list, async (request) => listAnswer(request.query, requireUser(request.user)));

  routeEndpoint(app, studentEndpoints.search, async (request) => {
    const user = requireUser(request.user);
    const text = request.query.q ?? request.query.search ?? '';
    const data = text === '' ? [] : await createStudentRepository(app.db).search(text, request.query.limit, user);
    return { success: true as const, message: STUDENT_ROUTE_MESSAGES.listed, data };
  });

  routeEndpoint(app, studentEndpoints.roll, async (request) => ({
    success: true as const,
    message: STUDENT_ROUTE_MESSAGES.listed,
    data: await readStudentRoll(app.db, requireUser(request.user)),
  }));

  routeEndpoint(app, studentEndpoints.listOfSchool, async (request) => {
    const user = requireUser(request.user);
    // A school outside the scope is answered like one that does not exist.
    if (!canAccessSchool(user, request.params.id)) throw httpError(404, STUDENT_ROUTE_MESSAGES.schoolNotFound);
    return listAnswer({ ...request.query, schoolId: request.params.id }, user);
  });

  routeEndpoint(app, studentEndpoints.listOfClass, async (request) => {
    const user = requireUser(request.user);
    const found = await findScopedLiveClass(app.db, user, request.params.id);
    if (!found) throw httpError(404, STUDENT_MESSAGES.classNotFound);
    return listAnswer({ ...request.query, classId: request.params.id }, user);
  });

  routeEndpoint(app, studentEndpoints.get, async (request) => {
    const user = requireUser(request.user);
    const student = await createStudentRepository(app.db).get(request.params.id, user, { includeDeleted: request.query.includeDeleted });
    if (!student) throw notFound();
    return { success: true as const, message: STUDENT_ROUTE_MESSAGES.fetched, data: student };
  });

  routeEndpoint(app, studentEndpoints.create, async (request, reply) => {
    const user = requireUser(request.user);
    const passwordHash = await passwordHashFor(request.body, true);
    return app.writeTransaction(request, reply, async (tx) => {
      const id = await createStudent({ tx, actor: user, passwordHash, now: new Date() }, request.body);
      const student = await createStudentRepository(tx).get(id, user);
      if (!student) throw notFound();
      reply.code(201);
      return { success: true as const, message: STUDENT_ROUTE_MESSAGES.created, data: student };
    });
  });

  routeEndpoint(app, studentEndpoints.update, async (request, reply) => {
    const user = requireUser(request.user);
    const passwordHash = await passwordHashFor(request.body, false);
    return app.writeTransaction(request, reply, async (tx) => {
      if (!(await updateStudent({ tx, actor: user, passwordHash, now: new Date() }, request.params.id, request.body))) throw notFound();
      const student = await createStudentRepository(tx).get(request.params.id, user);
      if (!student) throw notFound();
      return { success: true as const, message: STUDENT_ROUTE_MESSAGES.updated, data: student };
    });
  });

  routeEndpoint(app, studentEndpoints.remove, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      if (!(await softDeleteStudent({ tx, actor: user, passwordHash: '', now: new Date() }, request.params.id))) throw notFound();
      const student = await createStudentRepository(tx).get(request.params.id, user, { includeDeleted: true });
      if (!student) throw notFound();
      return { success: true as const, message: STUDENT_ROUTE_MESSAGES.deleted, data: student };
    });
  });

  routeEndpoint(app, studentEndpoints.restore, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      await restoreStudent({ tx, actor: user, passwordHash: '', now: new Date() }, request.params.id);
      const student = await createStudentRepository(tx).get(request.params.id, user);
      if (!student) throw notFound();
      return { success: true as const, message: STUDENT_ROUTE_MESSAGES.restored, data: student };
    });
  });
};
