/** Request bodies and queries of the /users routes. */
import { z } from 'zod';
import { pageQuerySchema } from '@/contract/api';
import { roleSchema } from '@/contract/permissions';
import { coercedIdSchema, idSchema } from '@/contract/ids';

export const USER_MESSAGES = {
  usernameTaken: 'Username is already taken',
  notFound: 'User not found',
  cannotDeleteSelf: 'You cannot delete your own account',
  schoolOutOfScope: 'You cannot manage users of a school outside your data scope',
  ownAccess: 'You cannot change your own role, school, permissions or data scope',
  ownActiveState: 'You cannot deactivate your own account',
  schoolNotFound: 'School not found',
  created: 'User created',
  updated: 'User updated',
  deleted: 'User deleted',
} as const;

/** Refusals that name what the actor lacks to manage a user (or to give them this access). */
export const permissionNotHeld = (permission: string) => `You cannot manage a user with the permission ${permission}: you do not hold it`;
export const scopeNotHeld = (scope: string) => `You cannot manage a user with the data scope ${scope}: you do not hold it`;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const emailField = z
  .union([z.literal(''), z.email('Please enter a valid email address')])
  .nullish()
  .transform((value) => (value ? value : null));

/** Roles are stored in one canonical (upper-case) form; `owner` reads as OWNER. */
const roleField = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(roleSchema);

const dataScopeField = z.string().regex(/^(\*|school:\d+)$/, 'Data scopes look like * or school:<id>');

export const createUserBodySchema = z.object({
  username: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(50)
    .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain only letters, digits, dot, dash and underscore'),
  password: z.string().min(8, 'Password must be at least 8 characters').max(200),
  email: emailField,
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: optionalText(100),
  dariName: optionalText(100),
  phone: optionalText(30),
  department: optionalText(100),
  role: roleField,
  schoolId: idSchema.optional(),
  dataScopes: z.array(dataScopeField).max(50).optional(),
  isActive: z.boolean().optional(),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

export const updateUserBodySchema = z
  .object({
    username: createUserBodySchema.shape.username,
    password: createUserBodySchema.shape.password,
    email: emailField,
    firstName: createUserBodySchema.shape.firstName,
    lastName: optionalText(100),
    dariName: optionalText(100),
    phone: optionalText(30),
    department: optionalText(100),
    role: roleField,
    schoolId: idSchema,
    dataScopes: z.array(dataScopeField).max(50),
    isActive: z.boolean(),
  })
  .partial();
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const userListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  role: z.string().trim().max(30).optional(),
  _t: z.string().optional(),
});

export const userIdParamsSchema = z.object({ id: coercedIdSchema });
