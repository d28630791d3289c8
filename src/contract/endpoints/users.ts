/**
 * /users CRUD (spec part 1 §7 "Users"). Lists and single rows are limited to the caller's data
 * scope (another school's user answers 404); password hashes never leave the server. Writes are
 * never kept on the device: they carry passwords (which would rest in the outbox) and change who may
 * do what, which the administrator must see confirmed (or refused: a taken username) at once.
 */
import { z } from 'zod';
import { pageQuerySchema, paginationSchema, successResponse } from '@/contract/api';
import { defineEndpoint } from '@/contract/endpoint';
import { coercedIdSchema, idSchema } from '@/contract/ids';
import { roleSchema } from '@/contract/permissions';
import { timestampSchema } from '@/contract/timestamps';

const tags = ['users'];

export const publicUserSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dariName: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.string(),
  department: z.string().nullable(),
  dataScopes: z.array(z.string()),
  isActive: z.boolean(),
  lastLogin: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

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

export const userAnswerSchema = successResponse(publicUserSchema);
export const userDeletedAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export const userListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(publicUserSchema),
  meta: z.object({ pagination: paginationSchema }),
});

export const list = defineEndpoint({
  method: 'GET',
  path: '/users',
  tags,
  summary: 'Users of the schools in scope',
  access: { permission: 'user:read' },
  query: userListQuerySchema,
  answers: { 200: userListAnswerSchema },
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/users',
  tags,
  summary: 'Create a user',
  access: { permission: 'user:create' },
  body: createUserBodySchema,
  answers: { 201: userAnswerSchema },
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/users/:id',
  tags,
  summary: 'One user (yourself, or anyone in scope with user:read)',
  access: 'authenticated',
  params: userIdParamsSchema,
  answers: { 200: userAnswerSchema },
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/users/:id',
  tags,
  summary: 'Update a user',
  access: { permission: 'user:update' },
  params: userIdParamsSchema,
  body: updateUserBodySchema,
  answers: { 200: userAnswerSchema },
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/users/:id',
  tags,
  summary: 'Delete (deactivate) a user',
  access: { permission: 'user:delete' },
  params: userIdParamsSchema,
  answers: { 200: userDeletedAnswerSchema },
});
