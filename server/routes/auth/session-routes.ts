/** POST /auth/logout, POST /auth/refresh and GET /auth/profile: the signed-in user's session. */
import type { FastifyPluginAsync } from 'fastify';
import * as authEndpoints from '@/contract/endpoints/auth';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { loadSessionUser } from '../../lib/session-user';
import { currentSessionVersion } from '../../lib/session-version';
import { ACCESS_MESSAGES } from '../../plugins/access-control';
import { revokeToken } from './revoked-token-repository';

export const LOGOUT_MESSAGE = 'Logged out';
export const TOKEN_REFRESHED_MESSAGE = 'Token refreshed';

export const sessionRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, authEndpoints.logout, async (request, reply) => {
    const user = requireUser(request.user);
    const answer = await app.writeTransaction(request, reply, async (tx) => {
      await revokeToken(tx, user);
      return { success: true as const, message: LOGOUT_MESSAGE };
    });
    app.authCache.forgetToken(user.tokenId);
    return answer;
  });

  routeEndpoint(app, authEndpoints.refresh, async (request, reply) => {
    const user = requireUser(request.user);
    const issued = await app.tokens.sign(user);
    const answer = await app.writeTransaction(request, reply, async (tx) => {
      const sessionUser = await loadSessionUser(tx, user.id);
      if (!sessionUser) throw httpError(401, 'Authentication required');
      // Read afresh, not from this process's auth cache: a token signed before a new password
      // (in any process) must not mint a new one.
      if ((await currentSessionVersion(tx, user.id)) !== user.sessionVersion) {
        throw httpError(401, ACCESS_MESSAGES.tokenRevoked);
      }
      await revokeToken(tx, user);
      return {
        success: true as const,
        message: TOKEN_REFRESHED_MESSAGE,
        data: { token: issued.token, user: sessionUser },
      };
    });
    app.authCache.forgetToken(user.tokenId);
    return answer;
  });

  routeEndpoint(app, authEndpoints.profile, async (request) => {
    const user = requireUser(request.user);
    const sessionUser = await loadSessionUser(app.db, user.id);
    if (!sessionUser) throw httpError(401, 'Authentication required');
    return { success: true as const, data: sessionUser };
  });
};
