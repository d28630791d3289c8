/**
 * Usernames for the accounts the student form creates (spec part 2 §3.2 "username (generated)"):
 * the Latin letters of the names, dot-separated, with the lowest free number when taken
 * (ahmad.rahimi, ahmad.rahimi2, ...) — the same rule as the visitor-to-student conversion.
 * Usernames are unique over all schools, case-insensitively (users_username_lower_idx).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { users } from '../../db/schema';

/** "Ahmad Shāh Rahimi" → "ahmad.shah.rahimi"; names in Dari script alone give the fallback. */
export function usernameFromNames(names: Array<string | null | undefined>, fallback: 'student' | 'parent'): string {
  const words = names
    .filter((name): name is string => Boolean(name))
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const base = words.join('.').slice(0, 40).replace(/\.+$/, '');
  if (base.length === 0) return fallback;
  return base.length < 3 ? `${fallback}.${base}` : base;
}

/** The base itself, or the base with the lowest free number. */
export async function uniqueUsername(tx: DbOrTx, base: string): Promise<string> {
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

export async function isUsernameTaken(tx: DbOrTx, username: string, exceptUserId?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(2);
  return rows.some((row) => row.id !== exceptUserId);
}
