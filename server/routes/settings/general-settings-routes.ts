/**
 * The school's general settings (spec part 2 §7.7): GET /settings with settings:read, PUT /settings
 * with settings:update, both for the user's own school. Stored as one JSON document per school
 * (school_settings); a school that never saved any reads the defaults.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as settingsEndpoints from '@/contract/endpoints/settings';
import { schoolGeneralSettingsSchema } from '@/contract/settings';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { readSchoolGeneralSettings, saveSchoolGeneralSettings } from './general-settings-repository';

export const GENERAL_SETTINGS_MESSAGES = {
  fetched: 'Settings retrieved successfully',
  updated: 'Settings updated successfully',
} as const;

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
      await saveSchoolGeneralSettings(tx, user.schoolId, next);
      return { success: true as const, message: GENERAL_SETTINGS_MESSAGES.updated, data: next };
    });
  });
};
