/**
 * Roles, permission names and the built-in role defaults (spec part 1 §6).
 *
 * One source of truth for the server (which stores the defaults as data at seed time and checks
 * every route against them) and the client (sidebar, screen registry, display-only checks).
 * Permission names are `resource:action`; `*` grants everything.
 */
import { z } from 'zod';

export const ROLES = [
  'SUPER_ADMIN',
  'OWNER',
  'SCHOOL_ADMIN',
  'TEACHER',
  'STAFF',
  'STUDENT',
  'ACCOUNTANT',
  'PARENT',
  'CRM_MANAGER',
  'LIBRARIAN',
] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

export const RESOURCES = [
  'dashboard',
  'student',
  'teacher',
  'class',
  'attendance',
  'exam',
  'finance',
  'payment',
  'expense',
  'payroll',
  'messaging',
  'subject',
  'resource',
  'document',
  'staff',
  'customer',
  'parent',
  'admin',
  'report',
  'analytics',
  'settings',
  'audit',
  'user',
  'role',
  'permission',
] as const;
export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = ['read', 'create', 'update', 'delete', 'export'] as const;
export type Action = (typeof ACTIONS)[number];

/** Every permission the system knows: resource:action for each pair, plus dashboard:view. */
export const ALL_PERMISSIONS: readonly string[] = [
  'dashboard:view',
  ...RESOURCES.filter((resource) => resource !== 'dashboard').flatMap((resource) =>
    ACTIONS.map((action) => `${resource}:${action}`),
  ),
];

export const WILDCARD_PERMISSION = '*';

const crud = (resource: Resource, actions: readonly Action[] = ['read', 'create', 'update', 'delete']) =>
  actions.map((action) => `${resource}:${action}`);

/** Resources an administrator of one school reads, creates and updates (never deletes). */
const SCHOOL_ADMIN_RESOURCES: readonly Resource[] = [
  'student',
  'teacher',
  'class',
  'attendance',
  'exam',
  'finance',
  'payment',
  'expense',
  'payroll',
  'messaging',
  'subject',
  'resource',
  'document',
  'staff',
  'customer',
  'parent',
  'report',
  'analytics',
  'user',
];

/**
 * Built-in defaults per role. SUPER_ADMIN and OWNER hold `*`. PARENT has no defaults in the
 * spec; it gets `parent:read` (its portal) and messaging so the portal's calls can be checked
 * like every other route (documented in docs/decisions.md).
 */
export const ROLE_DEFAULT_PERMISSIONS: Readonly<Record<Role, readonly string[]>> = {
  SUPER_ADMIN: [WILDCARD_PERMISSION],
  OWNER: [WILDCARD_PERMISSION],
  SCHOOL_ADMIN: [
    'dashboard:view',
    ...SCHOOL_ADMIN_RESOURCES.flatMap((resource) => crud(resource, ['read', 'create', 'update'])),
    'student:export',
    'settings:read',
    'settings:update',
    'audit:read',
  ],
  TEACHER: [
    'dashboard:view',
    ...crud('student', ['read', 'create', 'update']),
    ...crud('class', ['read', 'update']),
    ...crud('attendance', ['read', 'create', 'update']),
    ...crud('exam', ['read', 'create', 'update']),
    ...crud('messaging', ['read', 'create']),
    'subject:read',
    ...crud('resource', ['read', 'create']),
    ...crud('document', ['read', 'create']),
    'report:read',
    ...crud('customer', ['read', 'create', 'update']),
  ],
  STAFF: [
    'dashboard:view',
    'student:read',
    ...crud('attendance', ['read', 'create']),
    ...crud('messaging', ['read', 'create']),
    'resource:read',
    'document:read',
  ],
  STUDENT: ['dashboard:view', ...crud('messaging', ['read', 'create'])],
  ACCOUNTANT: [
    'dashboard:view',
    ...crud('finance', ['read', 'create', 'update']),
    ...crud('payment', ['read', 'create', 'update']),
    // Spec part 1 §6 gives the accountant "finance"; the Finance screen's Expenses and Payroll tabs
    // are part of it, and this product names their permissions apart (docs/decisions.md "Finance").
    ...crud('expense', ['read', 'create', 'update']),
    ...crud('payroll', ['read', 'create', 'update']),
    'report:read',
  ],
  PARENT: ['parent:read', ...crud('messaging', ['read', 'create'])],
  CRM_MANAGER: ['dashboard:view', ...crud('customer', ['read', 'create', 'update', 'delete', 'export'])],
  LIBRARIAN: ['dashboard:view', 'resource:read', 'resource:create', 'resource:update'],
};

/** Map of permission name to true, as the session user carries it (spec part 1 §3). */
export type PermissionMap = Record<string, boolean>;

/** Roles are compared case-insensitively; the spec's lower-case `owner` reads as OWNER. */
export function normalizeRole(role: string | null | undefined): string {
  return (role ?? 'user').trim().toUpperCase();
}

export function isKnownRole(role: string): role is Role {
  return (ROLES as readonly string[]).includes(role);
}

export function toPermissionMap(names: Iterable<string>): PermissionMap {
  const map: PermissionMap = {};
  for (const name of names) map[name] = true;
  return map;
}

/** A named permission must be true in the map; `*` grants all; nothing loaded grants nothing. */
export function hasPermission(permissions: PermissionMap | null | undefined, name: string): boolean {
  if (!permissions) return false;
  return permissions[WILDCARD_PERMISSION] === true || permissions[name] === true;
}

export function hasAnyPermission(permissions: PermissionMap | null | undefined, names: readonly string[]): boolean {
  return names.length === 0 || names.some((name) => hasPermission(permissions, name));
}

/** Data scope: `*` grants everything, otherwise the scope must be listed. */
export function hasDataScope(scopes: readonly string[] | null | undefined, scope: string): boolean {
  const list = scopes ?? DEFAULT_DATA_SCOPES;
  return list.includes('*') || list.includes(scope);
}

export const DEFAULT_DATA_SCOPES: readonly string[] = ['*'];

/** The data scope that lets a user read the rows of one school. */
export function schoolScope(schoolId: number): string {
  return `school:${schoolId}`;
}

export const permissionNameSchema = z
  .string()
  .regex(/^(\*|[a-z_]+:[a-z_]+)$/, 'Permission names look like resource:action');
