/**
 * A customer's automations in the database: the list and the latest few (newest first), insert,
 * and the answer's form with the creator's name. Takes the database or the route's transaction.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { CustomerAutomation } from '@/contract/customer-extras';
import type { DbOrTx } from '../../../db/connection';
import { customerAutomations } from '../../../db/schema';
import { userRefs } from '../customer-activity-helpers';

export type AutomationRow = typeof customerAutomations.$inferSelect;
export type NewAutomationRow = typeof customerAutomations.$inferInsert;

export async function toAutomations(db: DbOrTx, rows: AutomationRow[]): Promise<CustomerAutomation[]> {
  const people = await userRefs(db, rows.map((row) => row.createdBy));
  return rows.map((row) => {
    const action = row.action as Partial<CustomerAutomation['action']>;
    return {
      id: row.id,
      customerId: row.customerId,
      templateKey: row.templateKey,
      name: row.name,
      trigger: row.trigger,
      action: {
        type: String(action.type ?? ''),
        text: String(action.text ?? ''),
        parameters: action.parameters ?? {},
        taskId: action.taskId ?? null,
        dueDate: action.dueDate ?? null,
      },
      isActive: row.isActive,
      createdBy: row.createdBy === null ? null : (people.get(row.createdBy) ?? null),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function latestAutomations(db: DbOrTx, customerId: string, limit: number): Promise<CustomerAutomation[]> {
  const rows = await db
    .select()
    .from(customerAutomations)
    .where(eq(customerAutomations.customerId, customerId))
    .orderBy(desc(customerAutomations.createdAt), desc(customerAutomations.id))
    .limit(limit);
  return toAutomations(db, rows);
}

/** A page of the customer's automations, newest first, and how many there are. */
export async function listAutomations(db: DbOrTx, customerId: string, page: number, limit: number): Promise<{ items: CustomerAutomation[]; totalCount: number }> {
  const where = eq(customerAutomations.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customerAutomations)
      .where(where)
      .orderBy(desc(customerAutomations.createdAt), desc(customerAutomations.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(customerAutomations).where(where),
  ]);
  return { items: await toAutomations(db, rows), totalCount: Number(total?.value ?? 0) };
}

export async function insertAutomation(db: DbOrTx, values: NewAutomationRow): Promise<AutomationRow> {
  const [row] = await db.insert(customerAutomations).values(values).returning();
  return row;
}
