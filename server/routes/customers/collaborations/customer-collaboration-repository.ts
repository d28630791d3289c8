/**
 * Notes and comments on customers in the database: a customer's list and latest few (newest
 * first), insert, and the feed across the schools in scope (optionally only those mentioning the
 * user); answered with the named author and mentioned users. Takes the database or the route's
 * transaction.
 */
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { CustomerCollaboration, CustomerSummary } from '@/contract/customer-extras';
import type { DbOrTx } from '../../../db/connection';
import { customerCollaborations, customers } from '../../../db/schema';
import { schoolScopeCondition } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';
import { userRefs } from '../customer-activity-helpers';
import { toCustomerSummary } from '../customer-answer-parts';

type CollaborationRow = typeof customerCollaborations.$inferSelect;
export type NewCollaborationRow = typeof customerCollaborations.$inferInsert;

export async function toCollaborations(db: DbOrTx, rows: CollaborationRow[]): Promise<CustomerCollaboration[]> {
  const people = await userRefs(db, rows.flatMap((row) => [row.createdBy, ...(row.mentions ?? [])]));
  return rows.map((row) => ({
    id: row.id,
    customerId: row.customerId,
    kind: row.kind,
    message: row.message,
    mentions: (row.mentions ?? []).flatMap((id) => people.get(id) ?? []),
    createdBy: row.createdBy === null ? null : (people.get(row.createdBy) ?? null),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function latestCollaborations(db: DbOrTx, customerId: string, limit: number): Promise<CustomerCollaboration[]> {
  const rows = await db
    .select()
    .from(customerCollaborations)
    .where(eq(customerCollaborations.customerId, customerId))
    .orderBy(desc(customerCollaborations.createdAt), desc(customerCollaborations.id))
    .limit(limit);
  return toCollaborations(db, rows);
}

/** A page of the customer's notes, newest first, and how many there are. */
export async function listCollaborations(db: DbOrTx, customerId: string, page: number, limit: number): Promise<{ items: CustomerCollaboration[]; totalCount: number }> {
  const where = eq(customerCollaborations.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customerCollaborations)
      .where(where)
      .orderBy(desc(customerCollaborations.createdAt), desc(customerCollaborations.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(customerCollaborations).where(where),
  ]);
  return { items: await toCollaborations(db, rows), totalCount: Number(total?.value ?? 0) };
}

export async function insertCollaboration(db: DbOrTx, values: NewCollaborationRow): Promise<CollaborationRow> {
  const [row] = await db.insert(customerCollaborations).values(values).returning();
  return row;
}

/** A page of the latest notes on undeleted customers in the user's scope, each with its customer. */
export async function collaborationFeed(
  db: DbOrTx,
  actor: AuthUser,
  options: { page: number; limit: number; mentionsMe?: boolean },
): Promise<{ items: (CustomerCollaboration & { customer: CustomerSummary })[]; totalCount: number }> {
  const { page, limit, mentionsMe } = options;
  const where: SQL | undefined = and(
    schoolScopeCondition(actor, customerCollaborations.schoolId),
    isNull(customers.deletedAt),
    mentionsMe ? sql`${customerCollaborations.mentions} @> ${JSON.stringify([actor.id])}::jsonb` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customerCollaborations)
      .innerJoin(customers, eq(customers.id, customerCollaborations.customerId))
      .where(where)
      .orderBy(desc(customerCollaborations.createdAt), desc(customerCollaborations.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ value: count() })
      .from(customerCollaborations)
      .innerJoin(customers, eq(customers.id, customerCollaborations.customerId))
      .where(where),
  ]);
  const items = await toCollaborations(db, rows.map((row) => row.customer_collaborations));
  return {
    items: items.map((item, index) => ({ ...item, customer: toCustomerSummary(rows[index].customers) })),
    totalCount: Number(total?.value ?? 0),
  };
}
