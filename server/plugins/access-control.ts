/**
 * Access control: every /api route declares `config.access` (server/types.ts RouteAccess), and a
 * route without one makes the app refuse to start, so no route can be left unchecked by mistake.
 * At request time (onRequest, right after the auth plugin has read the token, so a refused
 * request is answered before its body is even parsed): `public` passes, anything else needs a
 * user (401), and a permission or role the user lacks gets 403 naming what was missing.
 * Family access (`orParentOfStudent`): without the permission, a PARENT passes only for their own
 * child (students.parent_user_id, not deleted); the handler asks familyAccessOf() which case applied.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasPermission, normalizeRole } from '@/contract/permissions';
import { students } from '../db/schema';
import type { AuthUser, RouteAccess } from '../types';

export const ACCESS_MESSAGES = {
  authenticationRequired: 'Authentication required',
  tokenExpired: 'Token expired',
  invalidToken: 'Invalid token',
  tokenRevoked: 'Token has been revoked. Please login again.',
} as const;

export function permissionDeniedMessage(permission: string): string {
  return `You do not have permission: ${permission}`;
}

export const NOT_YOUR_CHILD_MESSAGE = 'Access denied. You can only view the records of your own children.';

/**
 * How a family-access route was reached: through the staff permission (the handler applies its
 * usual school scope) or as the student's parent (the child's school is the scope to use).
 */
export type FamilyAccess = { kind: 'permission' } | { kind: 'parent'; studentId: number; schoolId: number };

const familyAccessByRequest = new WeakMap<FastifyRequest, FamilyAccess>();

/** Which case let the request through a `{ permission, orParentOfStudent }` route (permission otherwise). */
export function familyAccessOf(request: FastifyRequest): FamilyAccess {
  return familyAccessByRequest.get(request) ?? { kind: 'permission' };
}

/** The parent's own live child with this id, or null. */
async function ownChild(app: FastifyInstance, user: AuthUser, studentId: number) {
  const [child] = await app.db
    .select({ id: students.id, schoolId: students.schoolId })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.parentUserId, user.id), isNull(students.deletedAt)));
  return child ?? null;
}

/** A positive integer id in the route param, or null (an invalid id is refused like a stranger's). */
function studentIdParam(request: FastifyRequest, name: string): number | null {
  const raw = (request.params as Record<string, unknown> | undefined)?.[name];
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2147483647 ? id : null;
}

export function roleDeniedMessage(roles: readonly string[]): string {
  return `You do not have the required role: ${roles.map(normalizeRole).join(', ')}`;
}

/** Routes outside the rule: the OpenAPI document and its browsable reference. */
export function isPublicDocumentationUrl(url: string): boolean {
  return url === '/api/openapi.json' || url === '/api/docs' || url.startsWith('/api/docs/');
}

function unauthorizedMessage(request: FastifyRequest): string {
  switch (request.authFailure) {
    case 'expired':
      return ACCESS_MESSAGES.tokenExpired;
    case 'invalid':
      return ACCESS_MESSAGES.invalidToken;
    case 'revoked':
      return ACCESS_MESSAGES.tokenRevoked;
    default:
      return ACCESS_MESSAGES.authenticationRequired;
  }
}

function deny(reply: FastifyReply, statusCode: 401 | 403, message: string): FastifyReply {
  return reply.code(statusCode).send({ success: false, message });
}

const accessControl: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route) => {
    if (isPublicDocumentationUrl(route.url)) return;
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (access === undefined) {
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new Error(`Route ${methods} ${route.url} declares no config.access (every /api route must)`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    // No access rule: an unknown /api path (the 404 handler) or the documentation.
    if (access === undefined || access === 'public') return;
    const user = request.user;
    if (!user) return deny(reply, 401, unauthorizedMessage(request));
    if (access === 'authenticated') return;
    if ('orParentOfStudent' in access) {
      if (hasPermission(user.permissions, access.permission)) return;
      if (normalizeRole(user.role) !== 'PARENT') return deny(reply, 403, permissionDeniedMessage(access.permission));
      const studentId = studentIdParam(request, access.orParentOfStudent);
      const child = studentId === null ? null : await ownChild(app, user, studentId);
      if (!child) return deny(reply, 403, NOT_YOUR_CHILD_MESSAGE);
      familyAccessByRequest.set(request, { kind: 'parent', studentId: child.id, schoolId: child.schoolId });
      return;
    }
    if ('permission' in access) {
      if (!hasPermission(user.permissions, access.permission)) {
        return deny(reply, 403, permissionDeniedMessage(access.permission));
      }
      return;
    }
    const role = normalizeRole(user.role);
    if (!access.role.some((allowed) => normalizeRole(allowed) === role)) {
      return deny(reply, 403, roleDeniedMessage(access.role));
    }
  });
};

export const accessControlPlugin = fp(accessControl, {
  name: 'access-control',
  fastify: '5.x',
  dependencies: ['auth'],
});
