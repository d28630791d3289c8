/**
 * /owners: GET list (paged; search names, phone, email; schoolId), GET /owners/{id}, POST, PUT
 * /owners/{id}, DELETE /owners/{id} (soft). Access: admin:read, admin:create, admin:update,
 * admin:delete (SUPER_ADMIN and OWNER hold them through `*`). Rows of schools outside the
 * user's data scope answer 404. The rules (shares at most 100 %, linked account) are in
 * owner-repository.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { OWNER_MESSAGES } from '@/contract/administration';
import * as ownerEndpoints from '@/contract/endpoints/administration/owners';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { canAccessSchool } from '../../lib/school-scope';
import {
  checkOwnerAccount,
  checkShareFits,
  findOwnerInScope,
  insertOwner,
  listOwners,
  lockSchool,
  softDeleteOwner,
  updateOwner,
} from './owner-repository';

/** A numeric(5,2) column takes the share as text. */
const shareText = (share: number | null | undefined) => (share === undefined ? undefined : share === null ? null : share.toFixed(2));

export const ownerRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, ownerEndpoints.list, async (request) => {
    const user = requireUser(request.user);
    const { page, limit, schoolId, search } = request.query;
    const { items, totalCount } = await listOwners(app.db, user, { page, limit, schoolId, search });
    return { success: true as const, message: OWNER_MESSAGES.listed, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
  });

  routeEndpoint(app, ownerEndpoints.get, async (request) => {
    const owner = await findOwnerInScope(app.db, requireUser(request.user), request.params.id);
    return { success: true as const, message: OWNER_MESSAGES.fetched, data: owner };
  });

  routeEndpoint(app, ownerEndpoints.create, async (request, reply) => {
    const user = requireUser(request.user);
    const { schoolId: askedSchoolId, sharePercent, ...fields } = request.body;
    const schoolId = askedSchoolId ?? user.schoolId;
    if (!canAccessSchool(user, schoolId)) throw httpError(403, `You do not have access to school ${schoolId}`);
    return app.writeTransaction(request, reply, async (tx) => {
      await lockSchool(tx, schoolId);
      if (typeof sharePercent === 'number') await checkShareFits(tx, schoolId, sharePercent);
      if (typeof fields.userId === 'number') await checkOwnerAccount(tx, schoolId, fields.userId);
      const id = await insertOwner(tx, { ...fields, schoolId, sharePercent: shareText(sharePercent), createdBy: user.id });
      reply.code(201);
      return { success: true as const, message: OWNER_MESSAGES.created, data: await findOwnerInScope(tx, user, id) };
    });
  });

  routeEndpoint(app, ownerEndpoints.update, async (request, reply) => {
    const user = requireUser(request.user);
    const { sharePercent, ...fields } = request.body;
    return app.writeTransaction(request, reply, async (tx) => {
      const before = await findOwnerInScope(tx, user, request.params.id);
      await lockSchool(tx, before.schoolId);
      if (typeof sharePercent === 'number') await checkShareFits(tx, before.schoolId, sharePercent, before.id);
      if (typeof fields.userId === 'number' && fields.userId !== before.userId) await checkOwnerAccount(tx, before.schoolId, fields.userId, before.id);
      await updateOwner(tx, before.id, { ...fields, sharePercent: shareText(sharePercent), updatedAt: new Date() });
      return { success: true as const, message: OWNER_MESSAGES.updated, data: await findOwnerInScope(tx, user, before.id) };
    });
  });

  routeEndpoint(app, ownerEndpoints.remove, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const owner = await findOwnerInScope(tx, user, request.params.id);
      await softDeleteOwner(tx, owner.id);
      return { success: true as const, message: OWNER_MESSAGES.deleted, data: { id: owner.id } };
    });
  });
};
