/**
 * A customer's tasks (spec part 1 §7): list, read one, add, move one on (complete, cancel, reschedule),
 * and the tasks dashboard. Adding and changing a task may be kept on the device when the server
 * cannot be reached.
 */
import { z } from 'zod';
import { pagedAnswer, successResponse } from '@/contract/api';
import { CUSTOMER_TASK_STATUSES, createCustomerTaskSchema, updateCustomerTaskSchema } from '@/contract/customer-activity';
import {
  customerIdParamsSchema,
  customerTaskSchema,
  pageQuery,
  tasksDashboardSchema,
} from '@/contract/customer-extras';
import { vocabulary } from '@/contract/customers';
import { defineEndpoint, type QueuedWrite, type WriteDescription } from '@/contract/endpoint';
import { coercedIdSchema } from '@/contract/ids';

const tags = ['customers: tasks'];
const read = { permission: 'customer:read' } as const;

function titleOf(write: QueuedWrite): string {
  const title = (write.body as { title?: unknown } | null)?.title;
  return typeof title === 'string' ? title.trim() : '';
}

export const list = defineEndpoint({
  method: 'GET',
  path: '/customers/:id/tasks',
  tags,
  summary: "A customer's tasks: open and in progress first, by due date",
  access: read,
  params: customerIdParamsSchema,
  query: pageQuery.extend({ status: vocabulary(CUSTOMER_TASK_STATUSES, 'Status').optional() }),
  answers: { 200: pagedAnswer(customerTaskSchema) },
});

/** One task as it is now: the version a change of it is made from (`update`'s `versionedBy`). */
export const get = defineEndpoint({
  method: 'GET',
  path: '/customers/:id/tasks/:taskId',
  tags,
  summary: 'One task of the customer',
  access: read,
  params: customerIdParamsSchema.extend({ taskId: coercedIdSchema }),
  answers: { 200: successResponse(customerTaskSchema) },
});

/** "New task: Call back about the fees"; the task's id is the server's, so none is pending by id. */
export const create = defineEndpoint({
  method: 'POST',
  path: '/customers/:id/tasks',
  tags,
  summary: 'Add a task (status OPEN and priority MEDIUM unless given; assignedTo a user of the school)',
  access: { permission: 'customer:update' },
  params: customerIdParamsSchema,
  body: createCustomerTaskSchema,
  answers: { 201: successResponse(customerTaskSchema) },
  offline: {
    describe: (write): WriteDescription => {
      const title = titleOf(write);
      return title === '' ? { key: 'customers.pending.taskUntitled', values: {} } : { key: 'customers.pending.task', values: { title } };
    },
    pending: { entity: 'customerTask', id: () => null },
  },
});

/** "Changes to a task", pending on that task. */
export const update = defineEndpoint({
  method: 'PATCH',
  path: '/customers/:id/tasks/:taskId',
  tags,
  summary: 'Change a task: status (COMPLETED sets completedAt), title, description, priority, due date, assignee',
  access: { permission: 'customer:update' },
  params: customerIdParamsSchema.extend({ taskId: coercedIdSchema }),
  body: updateCustomerTaskSchema,
  answers: { 200: successResponse(customerTaskSchema) },
  offline: {
    describe: (write): WriteDescription => {
      const title = titleOf(write);
      return title === '' ? { key: 'customers.pending.taskEditUntitled', values: {} } : { key: 'customers.pending.taskEdit', values: { title } };
    },
    pending: { entity: 'customerTask', id: (write) => write.params.taskId ?? null },
  },
  versionedBy: get,
});

export const dashboard = defineEndpoint({
  method: 'GET',
  path: '/customers/tasks/dashboard',
  tags,
  summary: 'Tasks of the customers in scope: counts by status, overdue, due soon, open ones by priority, and the lists',
  access: read,
  query: z.object({
    dueSoonDays: z.coerce.number().int().min(1).max(60).default(3),
    limit: z.coerce.number().int().min(1).max(50).default(10),
    mine: z.stringbool().optional().describe('Only tasks assigned to the signed-in user'),
    _t: z.unknown().optional(),
  }),
  answers: { 200: successResponse(tasksDashboardSchema) },
});
