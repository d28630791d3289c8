/**
 * The school's profile as slips and bills print it (name, complex name, address, phone, social
 * links, the manager named on bills): GET /settings/school for any signed-in user (the token slip needs it at the front
 * desk), PUT /settings/school with settings:update. Both act on the user's own school.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as settingsEndpoints from '@/contract/endpoints/settings';
import type { SchoolProfile } from '@/contract/school-settings';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { clientSettingsRoutes } from './client-settings-routes';
import { generalSettingsRoutes } from './general-settings-routes';
import { findSchool, updateSchoolProfile, type SchoolRow } from './school-profile-repository';
import { systemSettingsRoutes } from './system-settings-routes';

export const SCHOOL_SETTINGS_MESSAGES = {
  fetched: 'School profile retrieved successfully',
  updated: 'School profile updated successfully',
  notFound: 'School not found',
} as const;

function toProfile(row: SchoolRow): SchoolProfile {
  return {
    id: row.id,
    name: row.name,
    dariName: row.dariName,
    pashtoName: row.pashtoName,
    complexName: row.complexName,
    address: row.address,
    dariAddress: row.dariAddress,
    pashtoAddress: row.pashtoAddress,
    phone: row.phone,
    email: row.email,
    socialLinks: row.socialLinks ?? {},
    managerName: row.managerName,
  };
}

/** A link left blank removes it. */
function cleanLinks(links: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(links).filter(([, url]) => url.trim() !== ''));
}

export const schoolSettingsRoutes: FastifyPluginAsync = async (app) => {
  // GET/PUT /settings and /settings/system, GET /settings/shell, /week and /currency ride along, so
  // the API's route list stays as it was.
  await app.register(generalSettingsRoutes);
  await app.register(systemSettingsRoutes);
  await app.register(clientSettingsRoutes);

  routeEndpoint(app, settingsEndpoints.getSchoolProfile, async (request) => {
    const user = requireUser(request.user);
    const row = await findSchool(app.db, user.schoolId);
    if (!row) throw httpError(404, SCHOOL_SETTINGS_MESSAGES.notFound);
    return { success: true as const, message: SCHOOL_SETTINGS_MESSAGES.fetched, data: toProfile(row) };
  });

  routeEndpoint(app, settingsEndpoints.updateSchoolProfile, async (request, reply) => {
    const user = requireUser(request.user);
    const { socialLinks, ...fields } = request.body;
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await updateSchoolProfile(tx, user.schoolId, { ...changes, ...(socialLinks ? { socialLinks: cleanLinks(socialLinks) } : {}), updatedAt: new Date() });
      if (!row) throw httpError(404, SCHOOL_SETTINGS_MESSAGES.notFound);
      return { success: true as const, message: SCHOOL_SETTINGS_MESSAGES.updated, data: toProfile(row) };
    });
  });
};
