/**
 * A parent's portal settings (table parent_settings, one row per parent). The stored JSON is
 * checked against the contract on every read: a row the current schema cannot read (an older
 * shape) answers the defaults instead of failing the portal's settings screen.
 */
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_PARENT_SETTINGS, parentSettingsSchema, type ParentSettings } from '@/contract/parent-account';
import type { DbOrTx } from '../../db/connection';
import { parentSettings } from '../../db/schema';
import type { ParentAccount } from './parent-account-access';

export async function readParentSettings(db: DbOrTx, parentUserId: number): Promise<ParentSettings> {
  const [row] = await db.select({ preferences: parentSettings.preferences }).from(parentSettings).where(eq(parentSettings.parentUserId, parentUserId));
  if (!row) return DEFAULT_PARENT_SETTINGS;
  const parsed = parentSettingsSchema.safeParse(row.preferences);
  return parsed.success ? parsed.data : DEFAULT_PARENT_SETTINGS;
}

/** Replaces the parent's settings (the whole, already validated object) and answers what was stored. */
export async function saveParentSettings(db: DbOrTx, account: ParentAccount, settings: ParentSettings): Promise<ParentSettings> {
  const [row] = await db
    .insert(parentSettings)
    .values({ parentUserId: account.userId, schoolId: account.schoolId, preferences: settings })
    .onConflictDoUpdate({ target: parentSettings.parentUserId, set: { preferences: settings, updatedAt: sql`now()` } })
    .returning({ preferences: parentSettings.preferences });
  return parentSettingsSchema.parse(row.preferences);
}
