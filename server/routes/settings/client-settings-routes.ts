/**
 * The settings every signed-in app obeys, readable by any signed-in user (the full documents need
 * settings:read or a SUPER_ADMIN/OWNER role, which most users lack):
 * - GET /settings/shell: the roles allowed into the app's shell, or null while none are saved
 *   (the app then keeps its build setting VITE_SHELL_ROLES);
 * - GET /settings/week: the user's school week (first day, weekend days), for timetables and
 *   calendars;
 * - GET /settings/currency: the currency the user's school shows money in (USD or AFN).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/contract/api';
import { schoolCurrencySchema, schoolWeekSchema, shellSettingsSchema } from '@/contract/settings';
import { requireUser } from '../../lib/permission-checks';
import { readSchoolGeneralSettings } from './general-settings-routes';
import { readSavedShellRoles } from './system-settings-routes';

export const CLIENT_SETTINGS_MESSAGES = {
  shellFetched: 'Shell roles retrieved successfully',
  weekFetched: 'School week retrieved successfully',
  currencyFetched: 'School currency retrieved successfully',
} as const;

const errors = { 401: errorResponseSchema } as const;
const answer = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), message: z.string(), data });

export const clientSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/shell',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['settings'],
        summary: "Roles allowed into the app's shell (null: none saved, the app's build setting applies); any signed-in user",
        response: { 200: answer(shellSettingsSchema), ...errors },
      },
    },
    async () => ({ success: true as const, message: CLIENT_SETTINGS_MESSAGES.shellFetched, data: { shellRoles: await readSavedShellRoles(app.db) } }),
  );

  app.get(
    '/settings/week',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['settings'],
        summary: "The user's school week: first day and weekend days (defaults until saved); any signed-in user",
        response: { 200: answer(schoolWeekSchema), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const { week } = await readSchoolGeneralSettings(app.db, user.schoolId);
      return { success: true as const, message: CLIENT_SETTINGS_MESSAGES.weekFetched, data: week };
    },
  );

  app.get(
    '/settings/currency',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['settings'],
        summary: "The currency the user's school shows money in (USD until saved); any signed-in user",
        response: { 200: answer(schoolCurrencySchema), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const { currency } = await readSchoolGeneralSettings(app.db, user.schoolId);
      return { success: true as const, message: CLIENT_SETTINGS_MESSAGES.currencyFetched, data: { currency } };
    },
  );
};
