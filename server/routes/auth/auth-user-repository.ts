/**
 * The users table as sign-in and password change need it: the account a login names (the
 * username in any case), its password hash, a new password (which ends the sessions signed in
 * before it: server/lib/session-version.ts) and the last-login time. Takes the database or the
 * caller's transaction.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { users } from '../../db/schema';
import { newPasswordColumns } from '../../lib/session-version';

export type UserRow = typeof users.$inferSelect;

/** The account whose username is `username`, compared without case; undefined when none. */
export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findPasswordHash(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash;
}

/** Stores the new password (a new session version); answers what a token is signed with, or undefined. */
export async function updatePassword(tx: DbOrTx, userId: number, passwordHash: string) {
  const [updated] = await tx
    .update(users)
    .set({ ...newPasswordColumns(passwordHash), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, role: users.role, schoolId: users.schoolId, sessionVersion: users.sessionVersion });
  return updated;
}

/** Sets the last-login time to now; answers the updated row. */
export async function recordLastLogin(tx: DbOrTx, userId: number): Promise<UserRow> {
  const [updated] = await tx.update(users).set({ lastLogin: new Date() }).where(eq(users.id, userId)).returning();
  return updated;
}
