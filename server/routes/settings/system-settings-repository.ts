/**
 * Server-wide settings in the database: one JSON value under one key of server_settings (which
 * also holds the JWT secret, so only this key is ever read or written here). A value that is
 * missing, broken or partly stale reads the defaults for what no longer fits (stored-settings.ts).
 * Takes the database or the route's transaction.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_SYSTEM_SETTINGS, systemSettingsSchema, type SystemSettings } from '@/contract/settings';
import type { DbOrTx } from '../../db/connection';
import { serverSettings } from '../../db/schema';
import { readSections } from './stored-settings';

export const SYSTEM_SETTINGS_KEY = 'system_settings';

function parseStored(value: string | undefined): unknown {
  try {
    return value === undefined ? undefined : JSON.parse(value);
  } catch {
    return undefined; // hand-edited and broken: the defaults answer
  }
}

async function readStored(db: DbOrTx): Promise<unknown> {
  const [row] = await db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, SYSTEM_SETTINGS_KEY));
  return parseStored(row?.value);
}

export async function readSystemSettings(db: DbOrTx): Promise<SystemSettings> {
  return readSections(systemSettingsSchema, DEFAULT_SYSTEM_SETTINGS, await readStored(db));
}

/** The saved shell roles, or null when none are saved (or they no longer fit): the app's build setting applies. */
export async function readSavedShellRoles(db: DbOrTx): Promise<SystemSettings['shellRoles'] | null> {
  const stored = await readStored(db);
  const section = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>).shellRoles : undefined;
  const parsed = systemSettingsSchema.shape.shellRoles.safeParse(section);
  return parsed.success ? parsed.data : null;
}

/** Stores the whole settings value (inserted the first time). */
export async function saveSystemSettings(tx: DbOrTx, settings: SystemSettings): Promise<void> {
  const value = JSON.stringify(settings);
  await tx.insert(serverSettings).values({ key: SYSTEM_SETTINGS_KEY, value }).onConflictDoUpdate({ target: serverSettings.key, set: { value } });
}
