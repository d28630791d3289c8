/**
 * /students: list, get, quick search, by school and class, create, edit, soft delete and restore
 * (spec part 2 §7.1); registers the bulk, import, export, code-suggestion and classes-list routes.
 * Writes run in app.writeTransaction (idempotent with X-Request-ID): the student, its users, its
 * parent and its student_events row commit together. Another school's student answers 404.
 *
 * Access: reads student:read; POST student:create; PUT and restore student:update; DELETE
 * student:delete.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STUDENT_MESSAGES,
  createStudentSchema,
  studentListQuerySchema,
  studentSchema,
  updateStudentSchema,
  type PatchStudentBody,
  type StudentListQuery,
} from '@/contract/students';
import { classes } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { canAccessSchool, schoolScopeCondition } from '../../lib/school-scope';
import { unusablePasswordHash } from '../../lib/unusable-password-hash';
import type { AuthUser } from '../../types';
import { studentBulkRoutes } from './student-bulk-routes';
import { studentExportRoutes } from './student-export-routes';
import { studentImportRoutes } from './student-import-routes';
import { createStudentRepository } from './student-repository';
import {
  STUDENT_ROUTE_MESSAGES,
  numericIdParamsSchema,
  studentAnswer,
  studentIdParamsSchema,
  studentListAnswer,
} from './student-route-schemas';
import { studentSuggestionRoutes } from './student-suggestion-routes';
import { createStudent, restoreStudent, softDeleteStudent, updateStudent } from './student-writer';
import { errorAnswers as errors } from '../../lib/answer-schemas';

const tags = ['students'];
const read = { access: { permission: 'student:read' } };

const getQuerySchema = z.object({ includeDeleted: z.stringbool().optional(), _t: z.unknown().optional() });
const searchQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  _t: z.unknown().optional(),
});

const notFound = () => httpError(404, STUDENT_MESSAGES.notFound);

/** Only a write that may make a user pays for a password hash. */
export function mayCreateUser(input: PatchStudentBody, creating: boolean): boolean {
  return creating || Boolean(input.parent && input.parent.user.id === undefined);
}

export const studentRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.get(
    '/students',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Students of the schools in scope: search (names, Dari name, admission and roll number, phone, email), status, gender, ' +
          'classId, sectionId (a class id whose section is used), sorting, pages (limit=all: every match)',
        querystring: studentListQuerySchema.extend({ _t: z.unknown().optional() }),
        response: { 200: studentListAnswer, ...errors },
      },
    },
    async (request) => listAnswer(request.query, requireUser(request.user)),
  );

  app.get(
    '/students/search',
    {
      config: read,
      schema: {
        tags,
        summary: 'Quick search (q or search) for pickers: the first matches by name',
        querystring: searchQuerySchema,
        response: { 200: z.object({ success: z.literal(true), message: z.string(), data: z.array(studentSchema) }), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const text = request.query.q ?? request.query.search ?? '';
      const data = text === '' ? [] : await createStudentRepository(app.db).search(text, request.query.limit, user);
      return { success: true as const, message: STUDENT_ROUTE_MESSAGES.listed, data };
    },
  );

  app.get(
    '/students/school/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Students of one school (the list filters apply)',
        params: numericIdParamsSchema,
        querystring: studentListQuerySchema.extend({ _t: z.unknown().optional() }),
        response: { 200: studentListAnswer, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      // A school outside the scope is answered like one that does not exist.
      if (!canAccessSchool(user, request.params.id)) throw httpError(404, STUDENT_ROUTE_MESSAGES.schoolNotFound);
      return listAnswer({ ...request.query, schoolId: request.params.id }, user);
    },
  );

  app.get(
    '/students/class/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Students of one class (the list filters apply)',
        params: numericIdParamsSchema,
        querystring: studentListQuerySchema.extend({ _t: z.unknown().optional() }),
        response: { 200: studentListAnswer, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const [found] = await app.db
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.id, request.params.id), schoolScopeCondition(user, classes.schoolId), isNull(classes.deletedAt)));
      if (!found) throw httpError(404, STUDENT_MESSAGES.classNotFound);
      return listAnswer({ ...request.query, classId: request.params.id }, user);
    },
  );

  app.get(
    '/students/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One student with its user, class and parent (includeDeleted=true also finds a deleted one)',
        params: studentIdParamsSchema,
        querystring: getQuerySchema,
        response: { 200: studentAnswer, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const student = await createStudentRepository(app.db).get(request.params.id, user, { includeDeleted: request.query.includeDeleted });
      if (!student) throw notFound();
      return { success: true as const, message: STUDENT_ROUTE_MESSAGES.fetched, data: student };
    },
  );

  app.post(
    '/students',
    {
      config: { access: { permission: 'student:create' } },
      schema: {
        tags,
        summary: 'Create a student with its user (role STUDENT) and, when given, its parent (role PARENT), in one transaction',
        body: createStudentSchema,
        response: { 201: studentAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      const passwordHash = await passwordHashFor(request.body, true);
      return app.writeTransaction(request, reply, async (tx) => {
        const id = await createStudent({ tx, actor: user, passwordHash, now: new Date() }, request.body);
        const student = await createStudentRepository(tx).get(id, user);
        if (!student) throw notFound();
        reply.code(201);
        return { success: true as const, message: STUDENT_ROUTE_MESSAGES.created, data: student };
      });
    },
  );

  app.put(
    '/students/:id',
    {
      config: { access: { permission: 'student:update' } },
      schema: {
        tags,
        summary: 'Edit a student, its user and its parent (fields left out keep their value; parent.user.id reuses that parent)',
        params: studentIdParamsSchema,
        body: updateStudentSchema,
        response: { 200: studentAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      const passwordHash = await passwordHashFor(request.body, false);
      return app.writeTransaction(request, reply, async (tx) => {
        if (!(await updateStudent({ tx, actor: user, passwordHash, now: new Date() }, request.params.id, request.body))) throw notFound();
        const student = await createStudentRepository(tx).get(request.params.id, user);
        if (!student) throw notFound();
        return { success: true as const, message: STUDENT_ROUTE_MESSAGES.updated, data: student };
      });
    },
  );

  app.delete(
    '/students/:id',
    {
      config: { access: { permission: 'student:delete' } },
      schema: {
        tags,
        summary: 'Delete a student (soft: hidden from lists, restorable; the admission number stays reserved)',
        params: studentIdParamsSchema,
        response: { 200: studentAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        if (!(await softDeleteStudent({ tx, actor: user, passwordHash: '', now: new Date() }, request.params.id))) throw notFound();
        const student = await createStudentRepository(tx).get(request.params.id, user, { includeDeleted: true });
        if (!student) throw notFound();
        return { success: true as const, message: STUDENT_ROUTE_MESSAGES.deleted, data: student };
      });
    },
  );

  app.patch(
    '/students/:id/restore',
    {
      config: { access: { permission: 'student:update' } },
      schema: {
        tags,
        summary: 'Restore a deleted student (a student that is not deleted is answered as it is)',
        params: studentIdParamsSchema,
        response: { 200: studentAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        await restoreStudent({ tx, actor: user, passwordHash: '', now: new Date() }, request.params.id);
        const student = await createStudentRepository(tx).get(request.params.id, user);
        if (!student) throw notFound();
        return { success: true as const, message: STUDENT_ROUTE_MESSAGES.restored, data: student };
      });
    },
  );
};
