/**
 * A customer's tasks (spec part 1 §7): GET and POST /customers/{id}/tasks,
 * GET /customers/tasks/dashboard; and PATCH /customers/{id}/tasks/{taskId} to move a task on
 * (complete, cancel, reschedule), which the dashboard's "completed" count needs. A task due on
 * a date (no time) is due by the end of that Kabul day; "overdue" means open or in progress with
 * its due time passed.
 */
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { CustomerTask, UserRef } from '@/contract/customer-extras';
import { CUSTOMER_PRIORITIES } from '@/contract/customers';
import * as taskEndpoints from '@/contract/endpoints/customers/tasks';
import type { DbOrTx } from '../../db/connection';
import { customers, customerTasks } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { addDays, kabulMidnight } from '../../lib/kabul-time';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { activeUsersOfSchool, touchCustomer, userRefs } from './extras/customer-activity-helpers';
import { withKnownValues } from './extras/customer-breakdowns';
import { findVisibleCustomer } from './extras/customer-lookup';
import { toCustomerSummary } from './extras/extras-schemas';

export const TASK_MESSAGES = {
  created: 'Task added',
  updated: 'Task updated',
  notFound: 'Task not found',
  unknownUser: 'No active user with this id in the customer\'s school',
} as const;

type TaskRow = typeof customerTasks.$inferSelect;
const ACTIVE_STATUSES = ['OPEN', 'IN_PROGRESS'];

export function toCustomerTask(row: TaskRow, people: Map<number, UserRef>, now: Date = new Date()): CustomerTask {
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  return {
    id: row.id,
    customerId: row.customerId,
    title: row.title,
    description: row.description,
    status: row.status as CustomerTask['status'],
    priority: row.priority,
    dueDate: row.dueDate?.toISOString() ?? null,
    overdue: ACTIVE_STATUSES.includes(row.status) && row.dueDate !== null && row.dueDate < now,
    assignedTo: person(row.assignedTo),
    completedAt: row.completedAt?.toISOString() ?? null,
    createdBy: person(row.createdBy),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function toCustomerTasks(db: DbOrTx, rows: TaskRow[]): Promise<CustomerTask[]> {
  const people = await userRefs(db, rows.flatMap((row) => [row.assignedTo, row.createdBy]));
  const now = new Date();
  return rows.map((row) => toCustomerTask(row, people, now));
}

/** A date alone is due by the end of that Kabul day. */
export function parseDueDate(value: string | null | undefined): Date | null | undefined {
  if (value === undefined || value === null) return value;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(kabulMidnight(addDays(value, 1)).getTime() - 1);
  return new Date(value);
}

/** Active tasks first, then by due date (none last), then the newest. */
const taskOrder = [
  asc(sql`case when ${customerTasks.status} in ('OPEN', 'IN_PROGRESS') then 0 else 1 end`),
  sql`${customerTasks.dueDate} asc nulls last`,
  desc(customerTasks.createdAt),
  desc(customerTasks.id),
];

export async function latestTasks(db: DbOrTx, customerId: string, limit: number): Promise<CustomerTask[]> {
  const rows = await db.select().from(customerTasks).where(eq(customerTasks.customerId, customerId)).orderBy(...taskOrder).limit(limit);
  return toCustomerTasks(db, rows);
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
    const where = and(eq(customerTasks.customerId, customer.id), status ? eq(customerTasks.status, status) : undefined);
    const [rows, [total]] = await Promise.all([
      app.db.select().from(customerTasks).where(where).orderBy(...taskOrder).limit(limit).offset((page - 1) * limit),
      app.db.select({ value: count() }).from(customerTasks).where(where),
    ]);
    return {
      success: true as const,
      data: await toCustomerTasks(app.db, rows),
      meta: { pagination: paginationMeta(page, limit, Number(total?.value ?? 0)) },
    };
  });

  routeEndpoint(app, taskEndpoints.create, async (request, reply) => {
    const actor = requireUser(request.user);
    const body = request.body;
    const customer = await findVisibleCustomer(app.db, actor, request.params.id);
    await checkAssignee(app.db, customer.schoolId, body.assignedTo);
    return app.writeTransaction(request, reply, async (tx) => {
      const now = new Date();
      const status = body.status ?? 'OPEN';
      const [row] = await tx
        .insert(customerTasks)
        .values({
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
        })
        .returning();
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
      const [current] = await tx
        .select()
        .from(customerTasks)
        .where(and(eq(customerTasks.id, request.params.taskId), eq(customerTasks.customerId, customer.id)))
        .for('update');
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
      const [row] = await tx.update(customerTasks).set(changes).where(eq(customerTasks.id, current.id)).returning();
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

async function tasksDashboard(db: DbOrTx, actor: AuthUser, options: { dueSoonDays: number; limit: number; mine: boolean }) {
  const now = new Date();
  const soon = new Date(now.getTime() + options.dueSoonDays * 86_400_000);
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const scope: SQL | undefined = and(
    schoolScopeCondition(actor, customerTasks.schoolId),
    isNull(customers.deletedAt),
    options.mine ? eq(customerTasks.assignedTo, actor.id) : undefined,
  );
  const active = inArray(customerTasks.status, ACTIVE_STATUSES);
  const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
  const overdue = and(active, sql`${customerTasks.dueDate} < ${at(now)}`);
  const dueSoon = and(active, sql`${customerTasks.dueDate} >= ${at(now)}`, sql`${customerTasks.dueDate} <= ${at(soon)}`);
  const fromTasks = () => db.select().from(customerTasks).innerJoin(customers, eq(customers.id, customerTasks.customerId));
  const [[counts], byPriority, overdueRows, dueSoonRows] = await Promise.all([
    db
      .select({
        open: sql<number>`count(*) filter (where ${customerTasks.status} = 'OPEN')::int`,
        inProgress: sql<number>`count(*) filter (where ${customerTasks.status} = 'IN_PROGRESS')::int`,
        completed: sql<number>`count(*) filter (where ${customerTasks.status} = 'COMPLETED')::int`,
        cancelled: sql<number>`count(*) filter (where ${customerTasks.status} = 'CANCELLED')::int`,
        overdue: sql<number>`count(*) filter (where ${overdue})::int`,
        dueSoon: sql<number>`count(*) filter (where ${dueSoon})::int`,
        completedLast7Days: sql<number>`count(*) filter (where ${customerTasks.completedAt} >= ${at(weekAgo)})::int`,
      })
      .from(customerTasks)
      .innerJoin(customers, eq(customers.id, customerTasks.customerId))
      .where(scope),
    db
      .select({ value: customerTasks.priority, count: count() })
      .from(customerTasks)
      .innerJoin(customers, eq(customers.id, customerTasks.customerId))
      .where(and(scope, active))
      .groupBy(customerTasks.priority),
    fromTasks().where(and(scope, overdue)).orderBy(asc(customerTasks.dueDate), asc(customerTasks.id)).limit(options.limit),
    fromTasks().where(and(scope, dueSoon)).orderBy(asc(customerTasks.dueDate), asc(customerTasks.id)).limit(options.limit),
  ]);
  const withCustomers = async (rows: { customer_tasks: TaskRow; customers: typeof customers.$inferSelect }[]) => {
    const tasks = await toCustomerTasks(db, rows.map((row) => row.customer_tasks));
    return tasks.map((task, index) => ({ ...task, customer: toCustomerSummary(rows[index].customers) }));
  };
  return {
    counts: {
      open: Number(counts?.open ?? 0),
      inProgress: Number(counts?.inProgress ?? 0),
      completed: Number(counts?.completed ?? 0),
      cancelled: Number(counts?.cancelled ?? 0),
      overdue: Number(counts?.overdue ?? 0),
      dueSoon: Number(counts?.dueSoon ?? 0),
      completedLast7Days: Number(counts?.completedLast7Days ?? 0),
    },
    openByPriority: withKnownValues(
      byPriority.map((row) => ({ value: row.value, count: Number(row.count) })),
      CUSTOMER_PRIORITIES,
      (value) => ({ value, count: 0 }),
    ),
    overdue: await withCustomers(overdueRows),
    dueSoon: await withCustomers(dueSoonRows),
  };
}
