/**
 * The school's profile (the schools row: name, complex name, address, phone, social links) as
 * Settings reads and edits it for the user's own school. Takes the database or the route's
 * transaction.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { schools } from '../../db/schema';

export type SchoolRow = typeof schools.$inferSelect;

export async function findSchool(db: DbOrTx, schoolId: number): Promise<SchoolRow | undefined> {
  const [row] = await db.select().from(schools).where(eq(schools.id, schoolId));
  return row;
}

/** Applies the changes; the updated row, or undefined when there is no such school. */
export async function updateSchoolProfile(tx: DbOrTx, schoolId: number, changes: Partial<typeof schools.$inferInsert>): Promise<SchoolRow | undefined> {
  const [row] = await tx
    .update(schools)
    .set(changes)
    .where(eq(schools.id, schoolId))
    .returning();
  return row;
}
