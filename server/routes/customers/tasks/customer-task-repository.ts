/**
 * A customer's tasks in the database: the list and the latest few (active first, then by due
 * date), insert, the row locked for an update, the update itself, and the dashboard's counts and
 * lists across the schools in scope. Takes the database or the route's transaction. "Overdue"
 * means open or in progress with its due time passed.
 */
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { CustomerTask, UserRef } from '@/contract/customer-extras';
import { CUSTOMER_PRIORITIES } from '@/contract/customers';
import type { DbOrTx } from '../../../db/connection';
import { customers, customerTasks } from '../../../db/schema';
import { schoolScopeCondition } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';
import { userRefs } from '../customer-activity-helpers';
import { toCustomerSummary } from '../customer-answer-parts';
import { withKnownValues } from '../customer-breakdowns';

export type TaskRow = typeof customerTasks.$inferSelect;
export type NewTaskRow = typeof customerTasks.$inferInsert;
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

/** A page of the customer's tasks (of one status, when given) and how many there are. */
export async function listTasks(
  db: DbOrTx,
  customerId: string,
  options: { status?: string; page: number; limit: number },
): Promise<{ items: CustomerTask[]; totalCount: number }> {
  const { status, page, limit } = options;
  const where = and(eq(customerTasks.customerId, customerId), status ? eq(customerTasks.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(customerTasks).where(where).orderBy(...taskOrder).limit(limit).offset((page - 1) * limit),
    db.select({ value: count() }).from(customerTasks).where(where),
  ]);
  return { items: await toCustomerTasks(db, rows), totalCount: Number(total?.value ?? 0) };
}

export async function insertTask(db: DbOrTx, values: NewTaskRow): Promise<TaskRow> {
  const [row] = await db.insert(customerTasks).values(values).returning();
  return row;
}

/** The customer's task, locked for the rest of the transaction; undefined when there is none. */
export async function findTask(db: DbOrTx, customerId: string, taskId: number): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(customerTasks).where(and(eq(customerTasks.id, taskId), eq(customerTasks.customerId, customerId)));
  return row;
}

export async function lockTask(db: DbOrTx, customerId: string, taskId: number): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(customerTasks)
    .where(and(eq(customerTasks.id, taskId), eq(customerTasks.customerId, customerId)))
    .for('update');
  return row;
}

export async function updateTask(db: DbOrTx, taskId: number, changes: Partial<TaskRow>): Promise<TaskRow> {
  const [row] = await db.update(customerTasks).set(changes).where(eq(customerTasks.id, taskId)).returning();
  return row;
}

export async function tasksDashboard(db: DbOrTx, actor: AuthUser, options: { dueSoonDays: number; limit: number; mine: boolean }) {
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
