/**
 * Bulk writes (spec part 2 §4, §7.2, §8): POST /teachers/bulk/create {teachers},
 * PUT /teachers/bulk/update {updates: [{id, data}]} (the screen sets Active/Inactive with it),
 * DELETE /teachers/bulk/delete {teacherIds, softDelete}. An empty selection answers 400
 * 'No teachers selected'.
 *
 * All items run in one transaction, each in its own savepoint (runBulkItems): the answer (200)
 * lists which items succeeded and which failed with the reason and the status the item would
 * have had alone; a bad item never undoes the good ones. softDelete false deletes for good, and
 * only teachers nothing refers to (class assignments, documents, payroll): others fail with 409.
 * Access: create teacher:create, update teacher:update, delete teacher:delete.
 */
import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import * as teacherBulkEndpoints from '@/contract/endpoints/teachers/bulk';
import { teacherIdParamsSchema } from '@/contract/endpoints/teachers/teachers';
import { TEACHER_MESSAGES, teacherUpdateSchema, teacherWriteSchema, type TeacherBulkResult } from '@/contract/teachers';
import type { DbOrTx } from '../../db/connection';
import { bulkAnswerData, bulkItemId, runBulkItems } from '../../lib/bulk-items';
import { httpError } from '../../lib/http-error';
import { refuseAmountsOverLimit } from '../../lib/money-limit';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import type { AuthUser } from '../../types';
import { readMoneyLimitCents } from '../settings/public';
import { TEACHER_ROUTE_MESSAGES } from './teacher-route-schemas';
import { createTeacher, permanentlyDeleteTeacher, softDeleteTeacher, updateTeacher } from './teacher-repository';

const updateItemSchema = z.object({ id: teacherIdParamsSchema.shape.id, data: teacherUpdateSchema });

const notFound = () => httpError(404, TEACHER_MESSAGES.notFound);
const noneSelected = () => httpError(400, TEACHER_MESSAGES.noneSelected);

const idOf = (item: unknown): number | null =>
  bulkItemId(typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item);

/** runBulkItems (each item in its own savepoint) with the teachers' answer: every failure names its id and status. */
async function runItems<Item>(
  tx: DbOrTx,
  list: readonly Item[],
  describeId: (item: Item) => number | null,
  handle: (savepoint: DbOrTx, item: Item) => Promise<number>,
): Promise<TeacherBulkResult> {
  const result = await runBulkItems(tx, list, handle);
  return bulkAnswerData(result, ({ index, status, message, errors }) => ({
    index,
    id: describeId(list[index]),
    status,
    message,
    ...(errors ? { errors } : {}),
  }));
}

export const teacherBulkRoutes: FastifyPluginAsync = async (app) => {
  const context = (tx: DbOrTx, actor: AuthUser) => ({ tx, actor, now: new Date() });
  const answer = (data: TeacherBulkResult) => ({ success: true as const, message: TEACHER_ROUTE_MESSAGES.bulkDone, data });

  routeEndpoint(app, teacherBulkEndpoints.create, async (request, reply) => {
    const actor = requireUser(request.user);
    const list = request.body.teachers;
    if (list.length === 0) throw noneSelected();
    return app.writeTransaction(request, reply, async (tx) => {
      // Items are checked one by one (not by the route's schema), so the school's money limit is too.
      const limit = await readMoneyLimitCents(tx, actor.schoolId);
      return answer(
        await runItems(tx, list, () => null, async (savepoint, item) => {
          const data = teacherWriteSchema.parse(item);
          refuseAmountsOverLimit(teacherWriteSchema, data, limit);
          const row = await createTeacher(context(savepoint, actor), data);
          return row.id;
        }),
      );
    });
  });

  routeEndpoint(app, teacherBulkEndpoints.update, async (request, reply) => {
    const actor = requireUser(request.user);
    const list = request.body.updates;
    if (list.length === 0) throw noneSelected();
    return app.writeTransaction(request, reply, async (tx) => {
      // Items are checked one by one (not by the route's schema), so the school's money limit is too.
      const limit = await readMoneyLimitCents(tx, actor.schoolId);
      return answer(
        await runItems(tx, list, idOf, async (savepoint, item) => {
          const parsed = updateItemSchema.parse(item);
          refuseAmountsOverLimit(updateItemSchema, parsed, limit);
          if (!(await updateTeacher(context(savepoint, actor), parsed.id, parsed.data))) throw notFound();
          return parsed.id;
        }),
      );
    });
  });

  routeEndpoint(app, teacherBulkEndpoints.remove, async (request, reply) => {
    const actor = requireUser(request.user);
    const { teacherIds, softDelete } = request.body;
    if (teacherIds.length === 0) throw noneSelected();
    const remove = softDelete ? softDeleteTeacher : permanentlyDeleteTeacher;
    return app.writeTransaction(request, reply, async (tx) =>
      answer(
        await runItems(tx, teacherIds, idOf, async (savepoint, id) => {
          if (!(await remove(context(savepoint, actor), id))) throw notFound();
          return id;
        }),
      ),
    );
  });
};
