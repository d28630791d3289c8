/** Answers and bodies of the access-control routes (spec part 1 §7 "Access control"). */
import { z } from 'zod';
import { timestampSchema } from '@/contract/timestamps';
import { permissionNameSchema } from '@/contract/permissions';

export const RBAC_MESSAGES = {
  grantsUpdated: 'Permissions updated',
  grantAndRevokeBoth: 'A permission cannot be both granted and revoked',
} as const;

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
