/**
 * A user's saved searches (criteria of the advanced search under a name) in the database: list
 * (newest first), insert and delete. Each user sees and deletes only their own. Takes the
 * database or the route's transaction.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connection';
import { customerSavedSearches } from '../../../db/schema';

export type SavedSearchRow = typeof customerSavedSearches.$inferSelect;
export type NewSavedSearchRow = typeof customerSavedSearches.$inferInsert;

export async function listSavedSearches(db: DbOrTx, userId: number): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(customerSavedSearches)
    .where(eq(customerSavedSearches.userId, userId))
    .orderBy(desc(customerSavedSearches.createdAt), desc(customerSavedSearches.id));
}

export async function insertSavedSearch(db: DbOrTx, values: NewSavedSearchRow): Promise<SavedSearchRow> {
  const [row] = await db.insert(customerSavedSearches).values(values).returning();
  return row;
}

/** Deletes the user's saved search; the deleted id, or null when the user has none with that id. */
export async function deleteSavedSearch(db: DbOrTx, userId: number, id: number): Promise<number | null> {
  const deleted = await db
    .delete(customerSavedSearches)
    .where(and(eq(customerSavedSearches.id, id), eq(customerSavedSearches.userId, userId)))
    .returning({ id: customerSavedSearches.id });
  return deleted.length === 0 ? null : deleted[0].id;
}
