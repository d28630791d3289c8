/**
 * /teachers (spec part 2 §7.2): get, quick search, by school and department, create, edit, soft
 * delete and restore; registers the bulk, validate, code-suggestion and stats routes. GET
 * /teachers itself (list and picker) is teacher-lookup-routes.ts. Writes run in
 * app.writeTransaction (idempotent with X-Request-ID). Another school's teacher answers 404.
 *
 * Access: reads teacher:read; POST teacher:create; PUT and restore teacher:update; DELETE
 * teacher:delete.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TEACHER_MESSAGES,
  teacherSearchItemSchema,
  teacherSearchQuerySchema,
  teacherUpdateSchema,
  teacherWriteSchema,
} from '@/contract/teachers';
import { teachers } from '../../db/schema';
import { errorAnswers as errors } from '../../lib/answer-schemas';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { canAccessSchool } from '../../lib/school-scope';
import { teacherBulkRoutes } from './teacher-bulk-routes';
import { teacherPhotoUrl } from './teacher-photo-path';
import { readTeacherListAnswer } from './teacher-list-answer';
import { teacherListCondition, teacherOrderBy } from './teacher-list-query';
import { toTeacherDtos } from './teacher-repository';
import {
  TEACHER_ROUTE_MESSAGES,
  tags,
  teacherAnswer,
  teacherGetQuerySchema,
  teacherIdParamsSchema,
  teacherListAnswer,
  teacherSubListQuerySchema,
} from './teacher-route-schemas';
import { teacherStatsRoutes } from './teacher-stats-routes';
import { teacherValidateRoutes } from './teacher-validate-routes';
import { createTeacher, findTeacherInScope, restoreTeacher, softDeleteTeacher, updateTeacher } from './teacher-writer';

const read = { access: { permission: 'teacher:read' } };
const notFound = () => httpError(404, TEACHER_MESSAGES.notFound);

export const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(teacherBulkRoutes);
  await app.register(teacherValidateRoutes);
  await app.register(teacherStatsRoutes);

  app.get(
    '/teachers/search',
    {
      config: read,
      schema: {
        tags,
        summary: 'Quick search (q) over names, email, mobile, employee id, subject and department: the first live matches by name',
        querystring: teacherSearchQuerySchema.extend({ _t: z.unknown().optional() }),
        response: { 200: z.object({ success: z.literal(true), message: z.string(), data: z.array(teacherSearchItemSchema) }), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const rows = await app.db
        .select()
        .from(teachers)
        .where(teacherListCondition(user, { query: request.query.q }))
        .orderBy(...teacherOrderBy('name', 'asc'))
        .limit(request.query.limit);
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
    },
  );

  app.get(
    '/teachers/school/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Teachers of one school (the list query applies; limit=all: every match)',
        params: teacherIdParamsSchema,
        querystring: teacherSubListQuerySchema,
        response: { 200: teacherListAnswer, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      // A school outside the scope is answered like one that does not exist.
      if (!canAccessSchool(user, request.params.id)) throw httpError(404, TEACHER_ROUTE_MESSAGES.schoolNotFound);
      return readTeacherListAnswer(app.db, user, { ...request.query, schoolId: request.params.id });
    },
  );

  app.get(
    '/teachers/department/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Teachers of one department: {id} is the department name, URL-encoded, case-insensitive (the list query applies)',
        params: z.object({ id: z.string().trim().min(1).max(100) }),
        querystring: teacherSubListQuerySchema.omit({ department: true }),
        response: { 200: teacherListAnswer, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      return readTeacherListAnswer(app.db, user, { ...request.query, department: request.params.id });
    },
  );

  app.get(
    '/teachers/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One teacher (include=documents,assignments; includeDeleted=true also finds a deleted one)',
        params: teacherIdParamsSchema,
        querystring: teacherGetQuerySchema,
        response: { 200: teacherAnswer, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const row = await findTeacherInScope(app.db, user, request.params.id, { includeDeleted: request.query.includeDeleted });
      if (!row) throw notFound();
      const [data] = await toTeacherDtos(app.db, [row], request.query.include);
      return { success: true as const, message: TEACHER_ROUTE_MESSAGES.fetched, data };
    },
  );

  app.post(
    '/teachers',
    {
      config: { access: { permission: 'teacher:create' } },
      schema: {
        tags,
        summary: 'Create a teacher (every §3.4 field required; employeeId made when missing, e.g. TCH-009)',
        body: teacherWriteSchema,
        response: { 201: teacherAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      reply.code(201);
      return app.writeTransaction(request, reply, async (tx) => {
        const row = await createTeacher({ tx, actor: user, now: new Date() }, request.body);
        const [data] = await toTeacherDtos(tx, [row]);
        return { success: true as const, message: TEACHER_MESSAGES.created, data };
      });
    },
  );

  app.put(
    '/teachers/:id',
    {
      config: { access: { permission: 'teacher:update' } },
      schema: {
        tags,
        summary: 'Edit a teacher: fields left out keep their value; a given field follows the create rules',
        params: teacherIdParamsSchema,
        body: teacherUpdateSchema,
        response: { 200: teacherAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const row = await updateTeacher({ tx, actor: user, now: new Date() }, request.params.id, request.body);
        if (!row) throw notFound();
        const [data] = await toTeacherDtos(tx, [row]);
        return { success: true as const, message: TEACHER_MESSAGES.updated, data };
      });
    },
  );

  app.delete(
    '/teachers/:id',
    {
      config: { access: { permission: 'teacher:delete' } },
      schema: {
        tags,
        summary: 'Soft delete a teacher (PATCH /teachers/{id}/restore undoes it)',
        params: teacherIdParamsSchema,
        response: { 200: teacherAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const row = await softDeleteTeacher({ tx, actor: user, now: new Date() }, request.params.id);
        if (!row) throw notFound();
        const [data] = await toTeacherDtos(tx, [row]);
        return { success: true as const, message: TEACHER_MESSAGES.deleted, data };
      });
    },
  );

  app.patch(
    '/teachers/:id/restore',
    {
      config: { access: { permission: 'teacher:update' } },
      schema: {
        tags,
        summary: 'Restore a soft-deleted teacher (409 when not deleted, or when a live teacher took the email)',
        params: teacherIdParamsSchema,
        response: { 200: teacherAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const row = await restoreTeacher({ tx, actor: user, now: new Date() }, request.params.id);
        if (!row) throw notFound();
        const [data] = await toTeacherDtos(tx, [row]);
        return { success: true as const, message: TEACHER_MESSAGES.restored, data };
      });
    },
  );
};
