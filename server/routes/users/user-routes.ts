/**
 * /users CRUD. Lists and single rows are limited to the caller's data scope (another school's
 * user answers 404); writes run in writeTransaction (idempotent with X-Request-ID); password
 * hashes never leave the server.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as userEndpoints from '@/contract/endpoints/users';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { hashPassword } from '../../lib/password';
import { requireSelfOrPermission, requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { newPasswordColumns } from '../../lib/session-version';
import { assertCanGiveAccess, assertCanManageUser, assertNoOwnAccessChange } from './user-guards';
import { createUserRepository, toPublicUser } from './user-repository';
import { USER_MESSAGES } from './user-schemas';

/** Turns constraint violations of a user write into the answers a person can act on. */
function mapWriteError(error: unknown): never {
  if (isUniqueViolation(error)) throw httpError(409, USER_MESSAGES.usernameTaken, { username: USER_MESSAGES.usernameTaken });
  if (isForeignKeyViolation(error)) throw httpError(400, USER_MESSAGES.schoolNotFound, { schoolId: USER_MESSAGES.schoolNotFound });
  throw error;
}

export const userRoutes: FastifyPluginAsync = async (app) => {
  const repository = createUserRepository(app.db);

  routeEndpoint(app, userEndpoints.list, async (request) => {
    const actor = requireUser(request.user);
    const { page, limit, search, role } = request.query;
    const { rows, totalCount } = await repository.list(actor, { page, limit, search, role });
    return {
      success: true as const,
      data: rows.map(toPublicUser),
      meta: { pagination: paginationMeta(page, limit, totalCount) },
    };
  });

  routeEndpoint(app, userEndpoints.create, async (request, reply) => {
    const actor = requireUser(request.user);
    const body = request.body;
    const schoolId = body.schoolId ?? actor.schoolId;
    const dataScopes = body.dataScopes ?? [];
    await assertCanGiveAccess(app.db, actor, { role: body.role, dataScopes, schoolId });
    if (await repository.usernameTaken(body.username)) {
      throw httpError(409, USER_MESSAGES.usernameTaken, { username: USER_MESSAGES.usernameTaken });
    }
    // Hashed before the transaction: argon2 is slow on purpose, and PGlite has one connection.
    const passwordHash = await hashPassword(body.password);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await createUserRepository(tx)
        .insert({
          schoolId,
          username: body.username,
          passwordHash,
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          dariName: body.dariName,
          phone: body.phone,
          department: body.department,
          role: body.role,
          dataScopes,
          isActive: body.isActive ?? true,
        })
        .catch(mapWriteError);
      reply.code(201);
      return { success: true as const, message: USER_MESSAGES.created, data: toPublicUser(row) };
    });
  });

  routeEndpoint(app, userEndpoints.get, async (request) => {
    const actor = requireUser(request.user);
    requireSelfOrPermission(actor, request.params.id, 'user:read');
    const row = await repository.findVisible(actor, request.params.id);
    if (!row) throw httpError(404, USER_MESSAGES.notFound);
    return { success: true as const, data: toPublicUser(row) };
  });

  routeEndpoint(app, userEndpoints.update, async (request, reply) => {
    const actor = requireUser(request.user);
    const body = request.body;
    const target = await repository.findVisible(actor, request.params.id);
    if (!target) throw httpError(404, USER_MESSAGES.notFound);
    if (target.id === actor.id) {
      // Their own name or phone, yes; their own access, never (the guard refuses any change to it).
      assertNoOwnAccessChange(target, body);
    } else {
      await assertCanManageUser(app.db, actor, target);
      if (body.role !== undefined || body.schoolId !== undefined || body.dataScopes !== undefined) {
        await assertCanGiveAccess(app.db, actor, {
          role: body.role ?? target.role,
          dataScopes: body.dataScopes ?? target.dataScopes,
          schoolId: body.schoolId ?? target.schoolId,
        });
      }
    }
    if (body.username !== undefined && (await repository.usernameTaken(body.username, target.id))) {
      throw httpError(409, USER_MESSAGES.usernameTaken, { username: USER_MESSAGES.usernameTaken });
    }
    const { password, ...fields } = body;
    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const answer = await app.writeTransaction(request, reply, async (tx) => {
      const row = await createUserRepository(tx)
        .update(target.id, { ...changes, ...(passwordHash ? newPasswordColumns(passwordHash) : {}), updatedAt: new Date() })
        .catch(mapWriteError);
      return { success: true as const, message: USER_MESSAGES.updated, data: toPublicUser(row) };
    });
    // Role, scopes or activity may have changed: the next request reads them afresh.
    app.authCache.forgetUser(target.id);
    return answer;
  });

  routeEndpoint(app, userEndpoints.remove, async (request, reply) => {
    const actor = requireUser(request.user);
    const target = await repository.findVisible(actor, request.params.id);
    if (!target) throw httpError(404, USER_MESSAGES.notFound);
    if (target.id === actor.id) throw httpError(400, USER_MESSAGES.cannotDeleteSelf);
    await assertCanManageUser(app.db, actor, target);
    const answer = await app.writeTransaction(request, reply, async (tx) => {
      const now = new Date();
      await createUserRepository(tx).softDelete(target.id, now);
      return { success: true as const, message: USER_MESSAGES.deleted };
    });
    app.authCache.forgetUser(target.id);
    return answer;
  });
};
