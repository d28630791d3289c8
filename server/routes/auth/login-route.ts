/**
 * POST /users/login (public, plain body). Wrong username and wrong password get the same 401
 * message and take about the same time (an unknown user is checked against a dummy hash), so the
 * answer never says which part was wrong. Brute force is slowed per (username, address) pair with
 * growing waits and capped per address (login-throttle.ts, shared by every API process), so an
 * attacker never locks the real user out from elsewhere; on top, a per-address cap on all login
 * calls (route rate limit) stops floods. Each answers 429 with a clear message and Retry-After.
 */
import type { FastifyPluginAsync } from 'fastify';
import { AUTH_MESSAGES } from '@/contract/auth';
import * as authEndpoints from '@/contract/endpoints/auth';
import { auditActorOf, setAuditActor } from '../../lib/audit-actor';
import { loadEffectivePermissions } from '../../lib/effective-permissions';
import { httpError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { routeEndpoint } from '../../lib/route-endpoint';
import { toSessionUser } from '../../lib/session-user';
import { findUserByUsername, recordLastLogin } from './auth-user-repository';
import { beginLoginAttempt, LOGIN_THROTTLE_MESSAGE, loginSucceeded } from './login-throttle';

export const LOGIN_SUCCESS_MESSAGE = 'Login successful';

/**
 * Login calls per address and minute, successful ones included (failures have their own, stricter
 * count). Generous enough for a staff room logging in at the start of the day behind one address.
 */
export const LOGIN_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

export const loginRoute: FastifyPluginAsync = async (app) => {
  // Verified against when the username is unknown, so both failures cost one argon2 check.
  const dummyHash = await hashPassword(`no-such-user-${Date.now()}`);

  routeEndpoint(
    app,
    authEndpoints.login,
    async (request, reply) => {
      const { username, password } = request.body;
      const verdict = await beginLoginAttempt(app.db, username, request.ip);
      if (!verdict.allowed) {
        reply.header('retry-after', verdict.retryAfterSeconds);
        throw httpError(429, verdict.reason === 'pair' ? LOGIN_THROTTLE_MESSAGE : AUTH_MESSAGES.tooManyAttempts);
      }

      const row = await findUserByUsername(app.db, username);
      const passwordOk = await verifyPassword(row?.passwordHash ?? dummyHash, password);
      // The attempt was counted as a failure before the check; only a success gives it back.
      if (!row || !passwordOk || !row.isActive || row.deletedAt) throw httpError(401, AUTH_MESSAGES.invalidCredentials);

      await loginSucceeded(app.db, username, request.ip);
      // The audit log records the sign-in as the user's own write (their last-login time).
      const updated = await app.db.transaction(async (tx) => {
        await setAuditActor(tx, { ...auditActorOf(request), userId: row.id, schoolId: row.schoolId });
        return recordLastLogin(tx, row.id);
      });
      const permissions = await loadEffectivePermissions(app.db, updated);
      const { token } = await app.tokens.sign(updated);
      return {
        success: true as const,
        message: LOGIN_SUCCESS_MESSAGE,
        data: { token, user: toSessionUser(updated, permissions) },
      };
    },
    {
      config: {
        rateLimit: {
          ...LOGIN_RATE_LIMIT,
          errorResponseBuilder: () => httpError(429, AUTH_MESSAGES.tooManyAttempts),
        },
      },
    },
  );
};
