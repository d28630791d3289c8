/**
 * Checks a route makes in its handler when `config.access` alone cannot express the rule
 * (e.g. "the user themself, or anyone with permission:read").
 */
import { hasPermission } from '@/contract/permissions';
import { permissionDeniedMessage } from '../plugins/access-control';
import type { AuthUser } from '../types';
import { httpError } from './http-error';

/** The signed-in user; the access-control plugin has already refused anonymous requests. */
export function requireUser(user: AuthUser | null): AuthUser {
  if (!user) throw httpError(401, 'Authentication required');
  return user;
}

/** Throws 403 naming the permission when the user lacks it. */
export function requirePermission(user: AuthUser, permission: string): void {
  if (!hasPermission(user.permissions, permission)) throw httpError(403, permissionDeniedMessage(permission));
}

/** The user may act on their own record; anyone else needs the permission. */
export function requireSelfOrPermission(user: AuthUser, targetUserId: number, permission: string): void {
  if (user.id !== targetUserId) requirePermission(user, permission);
}
