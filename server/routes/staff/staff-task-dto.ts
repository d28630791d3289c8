/** A staff_tasks row as the API shows it (the contract's staffTaskSchema). */
import type { StaffTask, StaffTaskPriority, StaffTaskStatus } from '@/contract/staff-records';
import type { DbOrTx } from '../../db/connection';
import type { staffTasks } from '../../db/schema';
import { kabulDay } from '../../lib/kabul-time';
import { personOf, readPeople } from './staff-record-people';

export type StaffTaskRow = typeof staffTasks.$inferSelect;

const FINISHED: ReadonlySet<string> = new Set(['COMPLETED', 'CANCELLED']);

/** The tasks with the names of who added and completed them, in the order given. */
export async function toStaffTasks(db: DbOrTx, rows: readonly StaffTaskRow[], today = kabulDay()): Promise<StaffTask[]> {
  const people = await readPeople(db, rows.flatMap((row) => [row.createdBy, row.completedBy]));
  return rows.map((row) => ({
    id: row.id,
    staffId: row.staffId,
    title: row.title,
    description: row.description,
    status: row.status as StaffTaskStatus,
    priority: row.priority as StaffTaskPriority,
    dueDate: row.dueDate,
    overdue: row.dueDate !== null && row.dueDate < today && !FINISHED.has(row.status),
    completedAt: row.completedAt?.toISOString() ?? null,
    completedBy: personOf(people, row.completedBy),
    createdBy: personOf(people, row.createdBy),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function toStaffTask(db: DbOrTx, row: StaffTaskRow): Promise<StaffTask> {
  const [task] = await toStaffTasks(db, [row]);
  return task;
}
