/**
 * Server-wide settings (spec part 2 §7.7): GET and PUT /settings/system, for SUPER_ADMIN and OWNER
 * only. Kept as one JSON value under one key of server_settings (system-settings-repository.ts).
 * The shell roles take effect through GET /settings/shell (client-settings-routes.ts); nothing
 * yet shows the maintenance message or ends idle sessions.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as settingsEndpoints from '@/contract/endpoints/settings';
import { systemSettingsSchema } from '@/contract/settings';
import { routeEndpoint } from '../../lib/route-endpoint';
import { readSystemSettings, saveSystemSettings } from './system-settings-repository';

export const SYSTEM_SETTINGS_MESSAGES = {
  fetched: 'System settings retrieved successfully',
  updated: 'System settings updated successfully',
} as const;

export const systemSettingsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, settingsEndpoints.getSystem, async () => ({
    success: true as const,
    message: SYSTEM_SETTINGS_MESSAGES.fetched,
    data: await readSystemSettings(app.db),
  }));

  routeEndpoint(app, settingsEndpoints.updateSystem, async (request, reply) =>
    app.writeTransaction(request, reply, async (tx) => {
      const next = systemSettingsSchema.parse({ ...(await readSystemSettings(tx)), ...request.body });
      await saveSystemSettings(tx, next);
      return { success: true as const, message: SYSTEM_SETTINGS_MESSAGES.updated, data: next };
    }),
  );
};
