/**
 * Access control (spec part 1 §7 "Access control"): the permission catalogue, the roles with their
 * defaults, a user's effective permissions, the access check, and a user's own grants and
 * revocations. No write here is kept on the device: the access check is a question answered at
 * once, and who may do what must be changed where the change is confirmed (or refused) at once.
 */
import { z } from 'zod';
import { successResponse } from '@/contract/api';
import { defineEndpoint } from '@/contract/endpoint';
import { userIdParamsSchema } from '@/contract/endpoints/users';
import { permissionNameSchema } from '@/contract/permissions';
import { timestampSchema } from '@/contract/timestamps';

const tags = ['rbac'];

export const permissionSchema = z.object({
  name: z.string(),
  resource: z.string(),
  action: z.string(),
  description: z.string().nullable(),
});

export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  permissions: z.array(z.string()),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

export const effectivePermissionsSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  role: z.string(),
  /** Map of permission name to true, as the session user carries it. */
  permissions: z.record(z.string(), z.boolean()),
  permissionNames: z.array(z.string()),
  dataScopes: z.array(z.string()),
  /** Per-user grants and revocations on top of the role's defaults. */
  grants: z.array(z.string()),
  revocations: z.array(z.string()),
});
export type EffectivePermissions = z.infer<typeof effectivePermissionsSchema>;

/** One item of the per-user permission list: the client reads `permission.name` or `name`. */
export const userPermissionItemSchema = z.object({
  name: z.string(),
  permission: z.object({ name: z.string() }),
  source: z.enum(['role', 'user']),
});

export const accessCheckBodySchema = z.object({
  resource: z.string().trim().min(1).max(50),
  action: z.string().trim().min(1).max(50),
  context: z.record(z.string(), z.unknown()).nullish(),
});

export const accessCheckAnswerSchema = z.object({
  allowed: z.boolean(),
  permission: z.string(),
});

export const userGrantsBodySchema = z.object({
  grants: z.array(permissionNameSchema).max(500),
  revocations: z.array(permissionNameSchema).max(500).optional(),
});

export const userPermissionListAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.array(userPermissionItemSchema),
});

export const effectivePermissionsAnswerSchema = successResponse(effectivePermissionsSchema);

export const listPermissions = defineEndpoint({
  method: 'GET',
  path: '/rbac/permissions',
  tags,
  summary: 'Every permission the system knows',
  access: 'authenticated',
  answers: { 200: successResponse(z.array(permissionSchema)) },
});

export const listRoles = defineEndpoint({
  method: 'GET',
  path: '/rbac/roles',
  tags,
  summary: 'Roles with their default permissions',
  access: 'authenticated',
  answers: { 200: successResponse(z.array(roleSchema)) },
});

export const effectivePermissions = defineEndpoint({
  method: 'GET',
  path: '/rbac/permissions/user/:id/effective',
  tags,
  summary: "A user's effective permissions (role defaults plus grants, less revocations)",
  access: 'authenticated',
  params: userIdParamsSchema,
  answers: { 200: effectivePermissionsAnswerSchema },
});

export const checkAccess = defineEndpoint({
  method: 'POST',
  path: '/rbac/access/check',
  tags,
  summary: 'Whether the signed-in user may perform resource:action (optionally in context.schoolId)',
  access: 'authenticated',
  body: accessCheckBodySchema,
  answers: { 200: successResponse(accessCheckAnswerSchema) },
});

export const userPermissions = defineEndpoint({
  method: 'GET',
  path: '/users/:id/permissions',
  tags,
  summary: "A user's effective permissions as a list",
  access: 'authenticated',
  params: userIdParamsSchema,
  answers: { 200: userPermissionListAnswerSchema },
});

export const replaceUserPermissions = defineEndpoint({
  method: 'PUT',
  path: '/users/:id/permissions',
  tags,
  summary: "Replace a user's own grants and revocations",
  access: { permission: 'permission:update' },
  params: userIdParamsSchema,
  body: userGrantsBodySchema,
  answers: { 200: userPermissionListAnswerSchema },
});
