/**
 * /teachers (spec part 2 §7.2): get, quick search, by school and department, create, edit, soft
 * delete and restore; registers the bulk, validate, code-suggestion and stats routes. GET
 * /teachers itself (list and picker) is teacher-lookup-routes.ts. Writes run in
 * app.writeTransaction (idempotent with X-Request-ID). Another school's teacher answers 404.
 *
 * Access: reads teacher:read; POST teacher:create; PUT and restore teacher:update; DELETE
 * teacher:delete.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as teacherEndpoints from '@/contract/endpoints/teachers/teachers';
import { TEACHER_MESSAGES } from '@/contract/teachers';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { canAccessSchool } from '../../lib/school-scope';
import { teacherStatsRoutes } from './analytics/teacher-stats-routes';
import { teacherPhotoUrl } from './files/teacher-photo-path';
import { teacherBulkRoutes } from './teacher-bulk-routes';
import { readTeacherListAnswer } from './teacher-list-answer';
import { searchTeacherRows } from './teacher-list-repository';
import { createTeacher, findTeacherInScope, restoreTeacher, softDeleteTeacher, toTeacherDtos, updateTeacher } from './teacher-repository';
import { TEACHER_ROUTE_MESSAGES } from './teacher-route-schemas';
import { teacherValidateRoutes } from './teacher-validate-routes';

const notFound = () => httpError(404, TEACHER_MESSAGES.notFound);

export const teacherRoutes: FastifyPluginAsync = async (app) => {
  await app.register(teacherBulkRoutes);
  await app.register(teacherValidateRoutes);
  await app.register(teacherStatsRoutes);

  routeEndpoint(app, teacherEndpoints.search, async (request) => {
    const user = requireUser(request.user);
    const rows = await searchTeacherRows(app.db, user, request.query.q, request.query.limit);
    const data = rows.map((row) => ({
      id: row.id,
      employeeId: row.employeeId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      mobile: row.mobile,
      department: row.department,
      subject: row.subject,
      status: row.status,
      photo: teacherPhotoUrl(row.id, row.photo),
    }));
    return { success: true as const, message: TEACHER_ROUTE_MESSAGES.listed, data };
  });

  routeEndpoint(app, teacherEndpoints.listBySchool, async (request) => {
    const user = requireUser(request.user);
    // A school outside the scope is answered like one that does not exist.
    if (!canAccessSchool(user, request.params.id)) throw httpError(404, TEACHER_ROUTE_MESSAGES.schoolNotFound);
    return readTeacherListAnswer(app.db, user, { ...request.query, schoolId: request.params.id });
  });

  routeEndpoint(app, teacherEndpoints.listByDepartment, async (request) => {
    const user = requireUser(request.user);
    return readTeacherListAnswer(app.db, user, { ...request.query, department: request.params.id });
  });

  routeEndpoint(app, teacherEndpoints.get, async (request) => {
    const user = requireUser(request.user);
    const row = await findTeacherInScope(app.db, user, request.params.id, { includeDeleted: request.query.includeDeleted });
    if (!row) throw notFound();
    const [data] = await toTeacherDtos(app.db, [row], request.query.include);
    return { success: true as const, message: TEACHER_ROUTE_MESSAGES.fetched, data };
  });

  routeEndpoint(app, teacherEndpoints.create, async (request, reply) => {
    const user = requireUser(request.user);
    reply.code(201);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await createTeacher({ tx, actor: user, now: new Date() }, request.body);
      const [data] = await toTeacherDtos(tx, [row]);
      return { success: true as const, message: TEACHER_MESSAGES.created, data };
    });
  });

  routeEndpoint(app, teacherEndpoints.update, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await updateTeacher({ tx, actor: user, now: new Date() }, request.params.id, request.body);
      if (!row) throw notFound();
      const [data] = await toTeacherDtos(tx, [row]);
      return { success: true as const, message: TEACHER_MESSAGES.updated, data };
    });
  });

  routeEndpoint(app, teacherEndpoints.remove, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await softDeleteTeacher({ tx, actor: user, now: new Date() }, request.params.id);
      if (!row) throw notFound();
      const [data] = await toTeacherDtos(tx, [row]);
      return { success: true as const, message: TEACHER_MESSAGES.deleted, data };
    });
  });

  routeEndpoint(app, teacherEndpoints.restore, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await restoreTeacher({ tx, actor: user, now: new Date() }, request.params.id);
      if (!row) throw notFound();
      const [data] = await toTeacherDtos(tx, [row]);
      return { success: true as const, message: TEACHER_MESSAGES.restored, data };
    });
  });
};
