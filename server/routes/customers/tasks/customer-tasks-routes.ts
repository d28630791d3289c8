/**
 * A customer's tasks (spec part 1 §7): GET and POST /customers/{id}/tasks,
 * GET /customers/tasks/dashboard; and GET and PATCH /customers/{id}/tasks/{taskId} to read one and
 * move it on (complete, cancel, reschedule), which the dashboard's "completed" count needs. A
 * change made from an older version of the task (If-Match) is refused with the task as it is now. A task due on
 * a date (no time) is due by the end of that Kabul day; "overdue" means open or in progress with
 * its due time passed.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as taskEndpoints from '@/contract/endpoints/customers/tasks';
import type { DbOrTx } from '../../../db/connection';
import { httpError } from '../../../lib/http-error';
import { addDays, kabulMidnight } from '../../../lib/kabul-time';
import { paginationMeta } from '../../../lib/pagination';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { activeUsersOfSchool, touchCustomer } from '../customer-activity-helpers';
import { findVisibleCustomer } from '../customer-lookup';
import {
  findTask,
  insertTask,
  listTasks,
  lockTask,
  tasksDashboard,
  toCustomerTasks,
  updateTask,
  type TaskRow,
} from './customer-task-repository';

export const TASK_MESSAGES = {
  created: 'Task added',
  updated: 'Task updated',
  notFound: 'Task not found',
  unknownUser: 'No active user with this id in the customer\'s school',
} as const;

/** A date alone is due by the end of that Kabul day. */
export function parseDueDate(value: string | null | undefined): Date | null | undefined {
  if (value === undefined || value === null) return value;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(kabulMidnight(addDays(value, 1)).getTime() - 1);
  return new Date(value);
}

async function checkAssignee(db: DbOrTx, schoolId: number, assignedTo: number | null | undefined): Promise<void> {
  if (assignedTo === undefined || assignedTo === null) return;
  if (!(await activeUsersOfSchool(db, schoolId, [assignedTo])).has(assignedTo)) {
    throw httpError(400, TASK_MESSAGES.unknownUser, { assignedTo: TASK_MESSAGES.unknownUser });
  }
}

export const customerTasksRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, taskEndpoints.list, async (request) => {
    const actor = requireUser(request.user);
    const customer = await findVisibleCustomer(app.db, actor, request.params.id);
    const { page, limit, status } = request.query;
    const { items, totalCount } = await listTasks(app.db, customer.id, { status, page, limit });
    return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
  });

  routeEndpoint(app, taskEndpoints.get, async (request) => {
    const actor = requireUser(request.user);
    const customer = await findVisibleCustomer(app.db, actor, request.params.id);
    const row = await findTask(app.db, customer.id, request.params.taskId);
    if (!row) throw httpError(404, TASK_MESSAGES.notFound);
    const [task] = await toCustomerTasks(app.db, [row]);
    return { success: true as const, data: task };
  });

  routeEndpoint(app, taskEndpoints.create, async (request, reply) => {
    const actor = requireUser(request.user);
    const body = request.body;
    const customer = await findVisibleCustomer(app.db, actor, request.params.id);
    await checkAssignee(app.db, customer.schoolId, body.assignedTo);
    return app.writeTransaction(request, reply, async (tx) => {
      const now = new Date();
      const status = body.status ?? 'OPEN';
      const row = await insertTask(tx, {
        schoolId: customer.schoolId,
        customerId: customer.id,
        title: body.title,
        description: body.description ?? null,
        status,
        priority: body.priority ?? 'MEDIUM',
        dueDate: parseDueDate(body.dueDate) ?? null,
        assignedTo: body.assignedTo ?? null,
        completedAt: status === 'COMPLETED' ? now : null,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      });
      await touchCustomer(tx, customer.id, now);
      const [task] = await toCustomerTasks(tx, [row]);
      reply.code(201);
      return { success: true as const, message: TASK_MESSAGES.created, data: task };
    });
  });

  routeEndpoint(app, taskEndpoints.update, async (request, reply) => {
    const actor = requireUser(request.user);
    const body = request.body;
    const customer = await findVisibleCustomer(app.db, actor, request.params.id);
    await checkAssignee(app.db, customer.schoolId, body.assignedTo);
    return app.writeTransaction(request, reply, async (tx) => {
      const current = await lockTask(tx, customer.id, request.params.taskId);
      if (!current) throw httpError(404, TASK_MESSAGES.notFound);
      const now = new Date();
      const changes: Partial<TaskRow> = { updatedAt: now };
      if (body.title !== undefined) changes.title = body.title;
      if (body.description !== undefined) changes.description = body.description ?? null;
      if (body.priority !== undefined) changes.priority = body.priority;
      if (body.dueDate !== undefined) changes.dueDate = parseDueDate(body.dueDate) ?? null;
      if (body.assignedTo !== undefined) changes.assignedTo = body.assignedTo;
      if (body.status !== undefined && body.status !== current.status) {
        changes.status = body.status;
        changes.completedAt = body.status === 'COMPLETED' ? now : null;
      }
      const row = await updateTask(tx, current.id, changes);
      await touchCustomer(tx, customer.id, now);
      const [task] = await toCustomerTasks(tx, [row]);
      return { success: true as const, message: TASK_MESSAGES.updated, data: task };
    });
  });

  routeEndpoint(app, taskEndpoints.dashboard, async (request) => {
    const actor = requireUser(request.user);
    const { dueSoonDays, limit, mine } = request.query;
    return { success: true as const, data: await tasksDashboard(app.db, actor, { dueSoonDays, limit, mine: mine ?? false }) };
  });
};
