/**
 * The settings every signed-in app obeys, readable by any signed-in user (the full documents need
 * settings:read or a SUPER_ADMIN/OWNER role, which most users lack):
 * - GET /settings/shell: the roles allowed into the app's shell, or null while none are saved
 *   (the app then keeps its build setting VITE_SHELL_ROLES);
 * - GET /settings/week: the user's school week (first day, weekend days), for timetables and
 *   calendars;
 * - GET /settings/currency: the currency the user's school shows money in (USD or AFN).
 * - GET /settings/money-limits: the largest amount per money field (the forms check it before sending).
 */
import type { FastifyPluginAsync } from 'fastify';
import * as settingsEndpoints from '@/contract/endpoints/settings';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { readSchoolCurrency, readSchoolGeneralSettings } from './general-settings-repository';
import { readSavedShellRoles } from './system-settings-repository';

export const CLIENT_SETTINGS_MESSAGES = {
  shellFetched: 'Shell roles retrieved successfully',
  weekFetched: 'School week retrieved successfully',
  currencyFetched: 'School currency retrieved successfully',
  moneyLimitsFetched: 'Money limits retrieved successfully',
} as const;

export const clientSettingsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, settingsEndpoints.getShell, async () => ({
    success: true as const,
    message: CLIENT_SETTINGS_MESSAGES.shellFetched,
    data: { shellRoles: await readSavedShellRoles(app.db) },
  }));

  routeEndpoint(app, settingsEndpoints.getWeek, async (request) => {
    const user = requireUser(request.user);
    const { week } = await readSchoolGeneralSettings(app.db, user.schoolId);
    return { success: true as const, message: CLIENT_SETTINGS_MESSAGES.weekFetched, data: week };
  });

  routeEndpoint(app, settingsEndpoints.getCurrency, async (request) => {
    const user = requireUser(request.user);
    const currency = await readSchoolCurrency(app.db, user.schoolId);
    return { success: true as const, message: CLIENT_SETTINGS_MESSAGES.currencyFetched, data: { currency } };
  });

  routeEndpoint(app, settingsEndpoints.getMoneyLimits, async (request) => {
    const user = requireUser(request.user);
    const { moneyLimits } = await readSchoolGeneralSettings(app.db, user.schoolId);
    return { success: true as const, message: CLIENT_SETTINGS_MESSAGES.moneyLimitsFetched, data: moneyLimits };
  });
};
