/**
 * /schools: GET list (paged; search name, Dari name, complex name), GET /schools/{id}, POST
 * (admin:create), PUT /schools/{id} (settings:update for the user's own school, admin:update for
 * any school they see), DELETE /schools/{id} (admin:delete).
 *
 * Reading: see school-repository.ts (own school for everyone signed in; others with admin:read and
 * the data scope). A new school's creator gains its data scope (`school:N`) unless they see every
 * school already, so the school they made is theirs to manage. There is no soft delete on
 * schools: a delete is refused (409, naming them) while the school has users, students, classes or
 * payments, or any other record; otherwise its row and its settings row are removed.
 */
import type { FastifyPluginAsync } from 'fastify';
import { SCHOOL_MESSAGES, schoolNotEmpty } from '@/contract/administration';
import * as schoolEndpoints from '@/contract/endpoints/administration/schools';
import { hasPermission } from '@/contract/permissions';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requirePermission, requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { canAccessSchool } from '../../lib/school-scope';
import { permissionDeniedMessage } from '../../plugins/access-control';
import type { AuthUser } from '../../types';
import {
  canSeeSchool,
  cleanLinks,
  deleteSchool,
  deleteSchoolSettings,
  findVisibleSchool,
  grantSchoolScope,
  insertSchool,
  listSchools,
  lockSchoolRow,
  schoolContents,
  toSchoolDto,
  updateSchool,
} from './school-repository';

/** Changing a school: its own users need settings:update (or admin:update), others admin:update. */
function requireSchoolUpdate(user: AuthUser, schoolId: number): void {
  if (!canSeeSchool(user, schoolId)) throw httpError(404, SCHOOL_MESSAGES.notFound);
  if (schoolId !== user.schoolId) return requirePermission(user, 'admin:update');
  if (!hasPermission(user.permissions, 'settings:update') && !hasPermission(user.permissions, 'admin:update')) {
    throw httpError(403, permissionDeniedMessage('settings:update'));
  }
}

/** The fields given (undefined ones left out); socialLinks replaces the whole set. */
function schoolChanges({ socialLinks, ...fields }: { socialLinks?: Record<string, string> } & Record<string, unknown>) {
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...changes, ...(socialLinks ? { socialLinks: cleanLinks(socialLinks) } : {}) };
}

export const schoolRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, schoolEndpoints.list, async (request) => {
    const user = requireUser(request.user);
    const { page, limit, search } = request.query;
    const { rows, totalCount } = await listSchools(app.db, user, { page, limit, search });
    return { success: true as const, message: SCHOOL_MESSAGES.listed, data: rows.map(toSchoolDto), meta: { pagination: paginationMeta(page, limit, totalCount) } };
  });

  routeEndpoint(app, schoolEndpoints.get, async (request) => {
    const row = await findVisibleSchool(app.db, requireUser(request.user), request.params.id);
    return { success: true as const, message: SCHOOL_MESSAGES.fetched, data: toSchoolDto(row) };
  });

  routeEndpoint(app, schoolEndpoints.create, async (request, reply) => {
    const user = requireUser(request.user);
    const { name, ...rest } = request.body;
    const answer = await app.writeTransaction(request, reply, async (tx) => {
      const row = await insertSchool(tx, { name, ...schoolChanges(rest) });
      if (!canAccessSchool(user, row.id)) await grantSchoolScope(tx, user.id, row.id);
      reply.code(201);
      return { success: true as const, message: SCHOOL_MESSAGES.created, data: toSchoolDto(row) };
    });
    // The creator's scope may have grown: their next request reads it afresh.
    app.authCache.forgetUser(user.id);
    return answer;
  });

  routeEndpoint(app, schoolEndpoints.update, async (request, reply) => {
    const user = requireUser(request.user);
    requireSchoolUpdate(user, request.params.id);
    return app.writeTransaction(request, reply, async (tx) => {
      const before = await findVisibleSchool(tx, user, request.params.id);
      const row = await updateSchool(tx, before.id, { ...schoolChanges(request.body), updatedAt: new Date() });
      return { success: true as const, message: SCHOOL_MESSAGES.updated, data: toSchoolDto(row) };
    });
  });

  routeEndpoint(app, schoolEndpoints.remove, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const school = await findVisibleSchool(tx, user, request.params.id);
      // New users, students, classes and payments of the school wait for this lock (their foreign key).
      await lockSchoolRow(tx, school.id);
      const contents = await schoolContents(tx, school.id);
      if (contents.length > 0) throw httpError(409, schoolNotEmpty(contents));
      await deleteSchoolSettings(tx, school.id);
      try {
        await deleteSchool(tx, school.id);
      } catch (error) {
        // Staff, teachers, subjects, owners… (deleted ones too) still name the school.
        if (isForeignKeyViolation(error)) throw httpError(409, SCHOOL_MESSAGES.otherRecords);
        throw error;
      }
      return { success: true as const, message: SCHOOL_MESSAGES.deleted, data: { id: school.id } };
    });
  });
};
