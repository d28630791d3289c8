/**
 * Bulk writes (spec part 2 §7.1), in both body variants of the spec:
 * POST /students/bulk/create {students} and POST /students/bulk {students};
 * PUT /students/bulk/update {updates: [{id, data}]} and PUT /students/bulk {updates};
 * DELETE /students/bulk/delete {studentIds} and DELETE /students/bulk {ids}.
 *
 * Each item is validated and written in its own savepoint (server/lib/bulk-items.ts): the answer
 * (200) lists which items succeeded and which failed with the reason; a bad item never undoes
 * the good ones. Access: create student:create, update student:update, delete student:delete.
 */
import { z } from 'zod';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as studentEndpoints from '@/contract/endpoints/students';
import { STUDENT_MESSAGES, createStudentSchema, patchStudentSchema, type StudentBulkResult } from '@/contract/students';
import type { DbOrTx } from '../../../db/connection';
import { bulkAnswerData, bulkItemId, runBulkItems, type BulkItemsResult } from '../../../lib/bulk-items';
import { httpError } from '../../../lib/http-error';
import { requireUser } from '../../../lib/permission-checks';
import { unusablePasswordHash } from '../../../lib/unusable-password-hash';
import { routeEndpoint } from '../../../lib/route-endpoint';
import type { AuthUser } from '../../../types';
import { STUDENT_ROUTE_MESSAGES } from '../student-route-schemas';
import { createStudent, softDeleteStudent, updateStudent } from '../student-write-repository';

const { studentIdParamsSchema } = studentEndpoints;

const updateItemSchema = z.object({ id: studentIdParamsSchema.shape.id, data: patchStudentSchema });

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
const asText = (value: unknown): string | null => (typeof value === 'string' ? value : null);
/** The answer: each failure names the item's id and admission number when the request had them. */
function bulkResult(result: BulkItemsResult, describe: (index: number) => { id: number | null; admissionNo: string | null }): StudentBulkResult {
  // The students' answer has no per-item status (the teachers' has): it is left out.
  return bulkAnswerData(result, ({ index, message, errors }) => ({ ...describe(index), index, message, ...(errors ? { errors } : {}) }));
}

const notFound = () => httpError(404, STUDENT_MESSAGES.notFound);

export const studentBulkRoutes: FastifyPluginAsync = async (app) => {
  const context = (tx: DbOrTx, actor: AuthUser, passwordHash: string) => ({ tx, actor, passwordHash, now: new Date() });

  const bulkCreate = (tx: DbOrTx, actor: AuthUser, students: unknown[], passwordHash: string) =>
    runBulkItems(tx, students, (savepoint, item) => createStudent(context(savepoint, actor, passwordHash), createStudentSchema.parse(item)));

  const bulkUpdate = (tx: DbOrTx, actor: AuthUser, updates: unknown[], passwordHash: string) =>
    runBulkItems(tx, updates, async (savepoint, item) => {
      const { id, data } = updateItemSchema.parse(item);
      if (!(await updateStudent(context(savepoint, actor, passwordHash), id, data))) throw notFound();
      return id;
    });

  const bulkDelete = (tx: DbOrTx, actor: AuthUser, ids: unknown[]) =>
    runBulkItems(tx, ids, async (savepoint, item) => {
      const { id } = studentIdParamsSchema.parse({ id: item });
      if (!(await softDeleteStudent(context(savepoint, actor, ''), id))) throw notFound();
      return id;
    });

  const answer = (data: StudentBulkResult) => ({ success: true as const, message: STUDENT_ROUTE_MESSAGES.bulkDone, data });

  for (const endpoint of [studentEndpoints.bulkCreate, studentEndpoints.bulkCreateAlias]) {
    routeEndpoint(app, endpoint, async (request, reply) => {
      const actor = requireUser(request.user);
      const { students } = request.body;
      const passwordHash = await unusablePasswordHash();
      return app.writeTransaction(request, reply, async (tx) => {
        const result = await bulkCreate(tx, actor, students, passwordHash);
        return answer(bulkResult(result, (index) => ({ id: null, admissionNo: asText(field(students[index], 'admissionNo')) })));
      });
    });
  }

  for (const endpoint of [studentEndpoints.bulkUpdate, studentEndpoints.bulkUpdateAlias]) {
    routeEndpoint(app, endpoint, async (request, reply) => {
      const actor = requireUser(request.user);
      const { updates } = request.body;
      const needsHash = updates.some((item) => {
        const parent = field(field(item, 'data'), 'parent');
        return parent != null && field(field(parent, 'user'), 'id') === undefined;
      });
      const passwordHash = needsHash ? await unusablePasswordHash() : '';
      return app.writeTransaction(request, reply, async (tx) => {
        const result = await bulkUpdate(tx, actor, updates, passwordHash);
        return answer(
          bulkResult(result, (index) => ({
            id: bulkItemId(field(updates[index], 'id')),
            admissionNo: asText(field(field(updates[index], 'data'), 'admissionNo')),
          })),
        );
      });
    });
  }

  const deleteIds = (request: FastifyRequest, reply: FastifyReply, ids: unknown[]) => {
    const actor = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const result = await bulkDelete(tx, actor, ids);
      return answer(bulkResult(result, (index) => ({ id: bulkItemId(ids[index]), admissionNo: null })));
    });
  };

  routeEndpoint(app, studentEndpoints.bulkRemove, async (request, reply) => deleteIds(request, reply, request.body.studentIds));
  routeEndpoint(app, studentEndpoints.bulkRemoveByIds, async (request, reply) => deleteIds(request, reply, request.body.ids));
};
