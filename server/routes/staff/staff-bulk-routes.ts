/**
 * Bulk writes of staff members (spec part 2 §7.3, part 1 §7): POST /staff/bulk {staff: [...]}
 * creates each (in the caller's school); PUT /staff/bulk {updates: [{id, data}]} edits each (data
 * as the contract's staffUpdateSchema: fields left out keep their value). 1 to 500 items (400
 * otherwise, nothing written).
 *
 * All items run in one transaction, each in its own savepoint (server/lib/bulk-items.ts): the
 * answer (200) lists which items succeeded and which failed with the reason and the status the
 * item would have had alone (400 bad input, 404 unknown id, 409 taken employee id), like
 * /teachers/bulk; a bad item never undoes the good ones.
 * Access: POST staff:create, PUT staff:update.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STAFF_RECORD_MESSAGES,
  staffBulkAnswerSchema,
  staffBulkCreateSchema,
  staffBulkUpdateItemSchema,
  staffBulkUpdateSchema,
  staffCreateSchema,
  type StaffBulkResult,
} from '@/contract/staff-records';
import type { DbOrTx } from '../../db/connection';
import { errorAnswers as errors } from '../../lib/answer-schemas';
import { bulkAnswerData, bulkItemId, runBulkItems } from '../../lib/bulk-items';
import { requireUser } from '../../lib/permission-checks';
import { createStaffMember, updateStaffMember } from './staff-writer';

const tags = ['staff'];

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
const asText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** runBulkItems with the staff answer: every failure names the item's id and employee id when the request had them. */
async function runItems(
  tx: DbOrTx,
  list: readonly unknown[],
  describe: (item: unknown) => { id: number | null; employeeId: string | null },
  handle: (savepoint: DbOrTx, item: unknown) => Promise<number>,
): Promise<StaffBulkResult> {
  const result = await runBulkItems(tx, list, handle);
  return bulkAnswerData(result, ({ index, status, message, errors: fieldErrors }) => ({
    index,
    ...describe(list[index]),
    status,
    message,
    ...(fieldErrors ? { errors: fieldErrors } : {}),
  }));
}

export const staffBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = (data: StaffBulkResult) => ({ success: true as const, message: STAFF_RECORD_MESSAGES.bulkDone, data });

  app.post(
    '/staff/bulk',
    {
      config: { access: { permission: 'staff:create' } },
      schema: {
        tags,
        summary: "Create several staff members in the caller's school; every item succeeds or fails on its own",
        body: staffBulkCreateSchema,
        response: { 200: staffBulkAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.user);
      const list = request.body.staff;
      return app.writeTransaction(request, reply, async (tx) =>
        answer(
          await runItems(
            tx,
            list,
            (item) => ({ id: null, employeeId: asText(field(item, 'employeeId')) }),
            (savepoint, item) => createStaffMember(savepoint, actor, staffCreateSchema.parse(item)),
          ),
        ),
      );
    },
  );

  app.put(
    '/staff/bulk',
    {
      config: { access: { permission: 'staff:update' } },
      schema: {
        tags,
        summary: 'Edit several staff members: {updates: [{id, data}]}; fields left out keep their value',
        body: staffBulkUpdateSchema,
        response: { 200: staffBulkAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.user);
      const list = request.body.updates;
      return app.writeTransaction(request, reply, async (tx) =>
        answer(
          await runItems(
            tx,
            list,
            (item) => ({ id: bulkItemId(field(item, 'id')), employeeId: asText(field(field(item, 'data'), 'employeeId')) }),
            async (savepoint, item) => {
              const { id, data } = staffBulkUpdateItemSchema.parse(item);
              return updateStaffMember(savepoint, actor, id, data);
            },
          ),
        ),
      );
    },
  );
};
