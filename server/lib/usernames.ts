/**
 * The database half of generated usernames (the names → base rule is src/contract/usernames.ts):
 * the base itself when free, else the base with the lowest free number (ahmad.rahimi,
 * ahmad.rahimi2, ...). Used by the students writer (student and parent accounts) and the
 * visitor-to-student conversion. Usernames are unique over all schools, case-insensitively
 * (users_username_lower_idx), so these look at every school's users.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection';
import { users } from '../db/schema';

/** The 409 answer when a generated username was taken between the read and the insert. */
export const GENERATED_USERNAME_TAKEN = 'The generated username was just taken: please try again';

/** The base itself, or the base with the lowest free number. */
export async function uniqueUsername(tx: DbOrTx, base: string): Promise<string> {
  // The base is matched literally: LIKE's wildcards and escape character are escaped.
  const escaped = base.replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await tx
    .select({ username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(sql`lower(${users.username}) like ${`${escaped}%`}`);
  const taken = new Set(rows.map((row) => row.username));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    if (!taken.has(`${base}${suffix}`)) return `${base}${suffix}`;
  }
}

/** Whether another user (any school; `exceptUserId` is the one being edited) has this username. */
export async function isUsernameTaken(tx: DbOrTx, username: string, exceptUserId?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(2);
  return rows.some((row) => row.id !== exceptUserId);
}
