/**
 * The school's general settings (spec part 2 §7.7): GET /settings with settings:read, PUT /settings
 * with settings:update, both for the user's own school. Stored as one JSON document per school
 * (school_settings); a school that never saved any reads the defaults.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as settingsEndpoints from '@/contract/endpoints/settings';
import { DEFAULT_SCHOOL_GENERAL_SETTINGS, schoolGeneralSettingsSchema, type SchoolGeneralSettings } from '@/contract/settings';
import type { DbOrTx } from '../../db/connection';
import { schoolSettings } from '../../db/schema';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { readSections } from './stored-settings';

export const GENERAL_SETTINGS_MESSAGES = {
  fetched: 'Settings retrieved successfully',
  updated: 'Settings updated successfully',
} as const;

export async function readSchoolGeneralSettings(db: DbOrTx, schoolId: number): Promise<SchoolGeneralSettings> {
  const [row] = await db.select({ settings: schoolSettings.settings }).from(schoolSettings).where(eq(schoolSettings.schoolId, schoolId));
  return readSections(schoolGeneralSettingsSchema, DEFAULT_SCHOOL_GENERAL_SETTINGS, row?.settings);
}

export const generalSettingsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, settingsEndpoints.get, async (request) => {
    const user = requireUser(request.user);
    return { success: true as const, message: GENERAL_SETTINGS_MESSAGES.fetched, data: await readSchoolGeneralSettings(app.db, user.schoolId) };
  });

  routeEndpoint(app, settingsEndpoints.update, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const current = await readSchoolGeneralSettings(tx, user.schoolId);
      const next = schoolGeneralSettingsSchema.parse({ ...current, ...request.body });
      const now = new Date();
      await tx
        .insert(schoolSettings)
        .values({ schoolId: user.schoolId, settings: next, updatedAt: now })
        .onConflictDoUpdate({ target: schoolSettings.schoolId, set: { settings: next, updatedAt: now } });
      return { success: true as const, message: GENERAL_SETTINGS_MESSAGES.updated, data: next };
    });
  });
};
