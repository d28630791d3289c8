/**
 * Server-wide settings (spec part 2 §7.7): GET and PUT /settings/system, for SUPER_ADMIN and OWNER
 * only. Kept as one JSON value under one key of server_settings (which also holds the JWT secret,
 * so only this key is ever read or written here). The shell roles take effect through GET
 * /settings/shell (client-settings-routes.ts); nothing yet shows the maintenance message or ends
 * idle sessions.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as settingsEndpoints from '@/contract/endpoints/settings';
import { DEFAULT_SYSTEM_SETTINGS, systemSettingsSchema, type SystemSettings } from '@/contract/settings';
import type { DbOrTx } from '../../db/connection';
import { serverSettings } from '../../db/schema';
import { routeEndpoint } from '../../lib/route-endpoint';
import { readSections } from './stored-settings';

export const SYSTEM_SETTINGS_KEY = 'system_settings';

export const SYSTEM_SETTINGS_MESSAGES = {
  fetched: 'System settings retrieved successfully',
  updated: 'System settings updated successfully',
} as const;

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

export const systemSettingsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, settingsEndpoints.getSystem, async () => ({
    success: true as const,
    message: SYSTEM_SETTINGS_MESSAGES.fetched,
    data: await readSystemSettings(app.db),
  }));

  routeEndpoint(app, settingsEndpoints.updateSystem, async (request, reply) =>
    app.writeTransaction(request, reply, async (tx) => {
      const next = systemSettingsSchema.parse({ ...(await readSystemSettings(tx)), ...request.body });
      const value = JSON.stringify(next);
      await tx.insert(serverSettings).values({ key: SYSTEM_SETTINGS_KEY, value }).onConflictDoUpdate({ target: serverSettings.key, set: { value } });
      return { success: true as const, message: SYSTEM_SETTINGS_MESSAGES.updated, data: next };
    }),
  );
};
