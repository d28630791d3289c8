/**
 * Small data steps the documents, tasks, automations and collaborations share: marking activity
 * on the customer, naming users, and checking that users are active in the customer's school.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { customers, users } from '../../db/schema';
import type { UserRef } from '@/contract/customer-extras';
import { toUserRef } from './customer-answer-parts';

/** Marks activity on the customer (and a contact with them, for calls, meetings and messages). */
export async function touchCustomer(tx: DbOrTx, customerId: string, now: Date, contact = false): Promise<void> {
  await tx
    .update(customers)
    .set({ lastActivity: now, ...(contact ? { lastContact: now } : {}) })
    .where(eq(customers.id, customerId));
}

/** The named users (id, username, display name), by id. */
export async function userRefs(db: DbOrTx, ids: Iterable<number | null | undefined>): Promise<Map<number, UserRef>> {
  const wanted = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, toUserRef(row)]));
}

/** Active users of the school among `ids`. */
export async function activeUsersOfSchool(db: DbOrTx, schoolId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.schoolId, schoolId), eq(users.isActive, true), isNull(users.deletedAt)));
  return new Set(rows.map((row) => row.id));
}

/** Ids of the active users of the school whose username is one of `names` (lower case). */
export async function activeUsersNamed(db: DbOrTx, schoolId: number, names: readonly string[]): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(sql`lower(${users.username})`, [...names]), eq(users.schoolId, schoolId), eq(users.isActive, true), isNull(users.deletedAt)));
  return rows.map((row) => row.id);
}
