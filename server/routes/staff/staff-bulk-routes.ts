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
import type { FastifyPluginAsync } from 'fastify';
import * as staffEndpoints from '@/contract/endpoints/staff';
import { STAFF_RECORD_MESSAGES, staffBulkUpdateItemSchema, staffCreateSchema, type StaffBulkResult } from '@/contract/staff-records';
import type { DbOrTx } from '../../db/connection';
import { bulkAnswerData, bulkItemId, runBulkItems } from '../../lib/bulk-items';
import { requireUser } from '../../lib/permission-checks';
import { refuseAmountsOverLimit } from '../../lib/money-limit';
import { routeEndpoint } from '../../lib/route-endpoint';
import { readMoneyLimitCents } from '../settings/public';
import { createStaffMember, updateStaffMember } from './staff-repository';

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

export const staffBulkRoutes: FastifyPluginAsync = async (app) => {
  const answer = (data: StaffBulkResult) => ({ success: true as const, message: STAFF_RECORD_MESSAGES.bulkDone, data });

  routeEndpoint(app, staffEndpoints.bulkCreate, async (request, reply) => {
    const actor = requireUser(request.user);
    const list = request.body.staff;
    return app.writeTransaction(request, reply, async (tx) => {
      // Items are checked one by one (not by the route's schema), so the school's money limit is too.
      const limit = await readMoneyLimitCents(tx, actor.schoolId);
      return answer(
        await runItems(
          tx,
          list,
          (item) => ({ id: null, employeeId: asText(field(item, 'employeeId')) }),
          (savepoint, item) => {
            const data = staffCreateSchema.parse(item);
            refuseAmountsOverLimit(staffCreateSchema, data, limit);
            return createStaffMember(savepoint, actor, data);
          },
        ),
      );
    });
  });

  routeEndpoint(app, staffEndpoints.bulkUpdate, async (request, reply) => {
    const actor = requireUser(request.user);
    const list = request.body.updates;
    return app.writeTransaction(request, reply, async (tx) => {
      // Items are checked one by one (not by the route's schema), so the school's money limit is too.
      const limit = await readMoneyLimitCents(tx, actor.schoolId);
      return answer(
        await runItems(
          tx,
          list,
          (item) => ({ id: bulkItemId(field(item, 'id')), employeeId: asText(field(field(item, 'data'), 'employeeId')) }),
          async (savepoint, item) => {
            const parsed = staffBulkUpdateItemSchema.parse(item);
            refuseAmountsOverLimit(staffBulkUpdateItemSchema, parsed, limit);
            return updateStaffMember(savepoint, actor, parsed.id, parsed.data);
          },
        ),
      );
    });
  });
};
