/**
 * Tasks given to a staff member, in the database: a page of the live ones (soonest due first,
 * tasks without a due date last, then newest) with their count, one live task (locked FOR UPDATE
 * when asked, so two completions at once record one completer), and adding, editing, completing
 * and soft-deleting a task.
 */
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { staffTasks } from '../../db/schema';
import type { StaffTaskRow } from './staff-task-dto';

export type NewStaffTask = typeof staffTasks.$inferInsert;

/** A page of the staff member's live tasks (optionally of one status and priority) and how many there are. */
export async function listStaffTasks(
  db: DbOrTx,
  staffId: number,
  options: { page: number; limit: number; status?: string; priority?: string },
): Promise<{ rows: StaffTaskRow[]; total: number }> {
  const { page, limit, status, priority } = options;
  const conditions: SQL[] = [eq(staffTasks.staffId, staffId), isNull(staffTasks.deletedAt)];
  if (status) conditions.push(eq(staffTasks.status, status));
  if (priority) conditions.push(eq(staffTasks.priority, priority));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(staffTasks)
    .where(where)
    .orderBy(sql`${staffTasks.dueDate} asc nulls last`, desc(staffTasks.createdAt), desc(staffTasks.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [counted] = await db.select({ value: count() }).from(staffTasks).where(where);
  return { rows, total: Number(counted?.value ?? 0) };
}

/** A live task of this staff member (locked FOR UPDATE with `lock`), or undefined. */
export async function findLiveStaffTask(db: DbOrTx, staffId: number, taskId: number, lock = false): Promise<StaffTaskRow | undefined> {
  const query = db
    .select()
    .from(staffTasks)
    .where(and(eq(staffTasks.id, taskId), eq(staffTasks.staffId, staffId), isNull(staffTasks.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertStaffTask(db: DbOrTx, values: NewStaffTask): Promise<StaffTaskRow> {
  const [row] = await db.insert(staffTasks).values(values).returning();
  return row;
}

export async function updateStaffTask(db: DbOrTx, taskId: number, changes: Partial<NewStaffTask>): Promise<StaffTaskRow> {
  const [row] = await db.update(staffTasks).set(changes).where(eq(staffTasks.id, taskId)).returning();
  return row;
}

export async function completeStaffTask(db: DbOrTx, taskId: number, completedBy: number, now: Date): Promise<StaffTaskRow> {
  return updateStaffTask(db, taskId, { status: 'COMPLETED', completedAt: now, completedBy, updatedAt: now });
}

export async function softDeleteStaffTask(db: DbOrTx, taskId: number, now: Date): Promise<void> {
  await db.update(staffTasks).set({ deletedAt: now, updatedAt: now }).where(eq(staffTasks.id, taskId));
}
