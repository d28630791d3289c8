/**
 * POST /me/change-password: the current password must be right (400 with errors.currentPassword
 * otherwise). A new password ends every session of the user signed in before it, the one in use
 * included (server/lib/session-version.ts); the answer hands this session a fresh token and the
 * session user, as login and refresh do, and the client stores it in place of the old one.
 */
import type { FastifyPluginAsync } from 'fastify';
import { AUTH_MESSAGES } from '@/contract/auth';
import * as authEndpoints from '@/contract/endpoints/auth';
import { httpError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { loadSessionUser } from '../../lib/session-user';
import { ACCESS_MESSAGES } from '../../plugins/access-control';
import { findPasswordHash, updatePassword } from './auth-user-repository';

export const changePasswordRoute: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, authEndpoints.changePassword, async (request, reply) => {
    const user = requireUser(request.user);
    const { currentPassword, newPassword } = request.body;
    const storedHash = await findPasswordHash(app.db, user.id);
    if (storedHash === undefined || !(await verifyPassword(storedHash, currentPassword))) {
      throw httpError(400, AUTH_MESSAGES.wrongCurrentPassword, {
        currentPassword: AUTH_MESSAGES.wrongCurrentPassword,
      });
    }
    // Hashed before the transaction: argon2 is slow on purpose, and PGlite has one connection.
    const passwordHash = await hashPassword(newPassword);
    const answer = await app.writeTransaction(request, reply, async (tx) => {
      const updated = await updatePassword(tx, user.id, passwordHash);
      const sessionUser = await loadSessionUser(tx, user.id);
      // Another change or reset already ended this token's session (this process's auth cache
      // may not know yet): refuse it like the token, and the rollback keeps the password.
      if (!updated || !sessionUser || updated.sessionVersion !== user.sessionVersion + 1) {
        throw httpError(401, ACCESS_MESSAGES.tokenRevoked);
      }
      const { token } = await app.tokens.sign(updated);
      return {
        success: true as const,
        message: AUTH_MESSAGES.passwordChanged,
        data: { token, user: sessionUser },
      };
    });
    app.authCache.forgetUser(user.id);
    return answer;
  });
};
