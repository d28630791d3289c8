/**
 * /teachers (spec part 2 §7.2): the list (a page, or `limit=all` for the pickers), quick search,
 * by school and department, one teacher, create, edit, soft delete and restore, validation and
 * employee-id suggestions. Writes are idempotent with X-Request-ID; another school's teacher
 * answers 404. Creating, editing and restoring a teacher may be kept on the device when the
 * server cannot be reached.
 */
import { z } from 'zod';
import { defineEndpoint, type OfflinePolicy, type QueuedWrite, type WriteDescription } from '@/contract/endpoint';
import { coercedIdSchema } from '@/contract/ids';
import {
  teacherCodeSuggestionQuerySchema,
  teacherCodeSuggestionsSchema,
  teacherListAnswerSchema,
  teacherListMetaSchema,
  teacherListQuerySchema,
  teacherPickerItemSchema,
  teacherSchema,
  teacherSearchItemSchema,
  teacherSearchQuerySchema,
  teacherUpdateSchema,
  teacherValidateRequestSchema,
  teacherValidationSchema,
  teacherWriteSchema,
} from '@/contract/teachers';

const tags = ['teachers'];

export const teacherIdParamsSchema = z.object({ id: coercedIdSchema });

/** GET /teachers/{id}: include as on the list; includeDeleted finds a deleted one too. */
export const teacherGetQuerySchema = teacherListQuerySchema.pick({ include: true, includeDeleted: true, _t: true });

/** The list filters for the school and department lists (limit=all: every match as full teachers). */
export const teacherSubListQuerySchema = teacherListQuerySchema.omit({ schoolId: true });

export const teacherAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: teacherSchema });

/** GET /teachers?limit=all: the pickers' items. */
export const teacherPickerAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(teacherPickerItemSchema),
  meta: teacherListMetaSchema,
});

function teacherNameOf(write: QueuedWrite): string {
  const body = write.body as { firstName?: unknown; lastName?: unknown } | null;
  const part = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return `${part(body?.firstName)} ${part(body?.lastName)}`.trim();
}

/** "New teacher: Farid Ahmadi" (the server gives the id: nothing to show pending under one). */
const keptCreate: OfflinePolicy = {
  describe: (write): WriteDescription => {
    const name = teacherNameOf(write);
    return name === '' ? { key: 'teachers.pending.createUnnamed', values: {} } : { key: 'teachers.pending.create', values: { name } };
  },
  pending: { entity: 'teacher', id: () => null },
};

/** "Changes to teacher: Farid Ahmadi", pending on that teacher. */
const keptEdit: OfflinePolicy = {
  describe: (write): WriteDescription => {
    const name = teacherNameOf(write);
    return name === '' ? { key: 'teachers.pending.editUnnamed', values: {} } : { key: 'teachers.pending.edit', values: { name } };
  },
  pending: { entity: 'teacher', id: (write) => write.params.id ?? null },
};

export const list = defineEndpoint({
  method: 'GET',
  path: '/teachers',
  tags,
  summary: 'Teachers: a page of full teachers with meta.total, or limit=all for the pickers',
  access: { permission: 'teacher:read' },
  query: teacherListQuerySchema,
  answers: { 200: z.union([teacherListAnswerSchema, teacherPickerAnswerSchema]) },
});

export const search = defineEndpoint({
  method: 'GET',
  path: '/teachers/search',
  tags,
  summary: 'Quick search (q) over names, email, mobile, employee id, subject and department: the first live matches by name',
  access: { permission: 'teacher:read' },
  query: teacherSearchQuerySchema.extend({ _t: z.unknown().optional() }),
  answers: { 200: z.object({ success: z.literal(true), message: z.string(), data: z.array(teacherSearchItemSchema) }) },
});

export const listBySchool = defineEndpoint({
  method: 'GET',
  path: '/teachers/school/:id',
  tags,
  summary: 'Teachers of one school (the list query applies; limit=all: every match)',
  access: { permission: 'teacher:read' },
  params: teacherIdParamsSchema,
  query: teacherSubListQuerySchema,
  answers: { 200: teacherListAnswerSchema },
});

export const listByDepartment = defineEndpoint({
  method: 'GET',
  path: '/teachers/department/:id',
  tags,
  summary: 'Teachers of one department: {id} is the department name, URL-encoded, case-insensitive (the list query applies)',
  access: { permission: 'teacher:read' },
  params: z.object({ id: z.string().trim().min(1).max(100) }),
  query: teacherSubListQuerySchema.omit({ department: true }),
  answers: { 200: teacherListAnswerSchema },
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/teachers/:id',
  tags,
  summary: 'One teacher (include=documents,assignments; includeDeleted=true also finds a deleted one)',
  access: { permission: 'teacher:read' },
  params: teacherIdParamsSchema,
  query: teacherGetQuerySchema,
  answers: { 200: teacherAnswerSchema },
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/teachers',
  tags,
  summary: 'Create a teacher (every §3.4 field required; employeeId made when missing, e.g. TCH-009)',
  access: { permission: 'teacher:create' },
  body: teacherWriteSchema,
  answers: { 201: teacherAnswerSchema },
  offline: keptCreate,
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/teachers/:id',
  tags,
  summary: 'Edit a teacher: fields left out keep their value; a given field follows the create rules',
  access: { permission: 'teacher:update' },
  params: teacherIdParamsSchema,
  body: teacherUpdateSchema,
  answers: { 200: teacherAnswerSchema },
  versionedBy: get,
  offline: keptEdit,
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/teachers/:id',
  tags,
  summary: 'Soft delete a teacher (PATCH /teachers/{id}/restore undoes it)',
  access: { permission: 'teacher:delete' },
  params: teacherIdParamsSchema,
  answers: { 200: teacherAnswerSchema },
});

export const restore = defineEndpoint({
  method: 'PATCH',
  path: '/teachers/:id/restore',
  tags,
  summary: 'Restore a soft-deleted teacher (409 when not deleted, or when a live teacher took the email)',
  access: { permission: 'teacher:update' },
  params: teacherIdParamsSchema,
  answers: { 200: teacherAnswerSchema },
  offline: {
    describe: () => ({ key: 'teachers.pending.restore', values: {} }),
    pending: { entity: 'teacher', id: (write) => write.params.id ?? null },
  },
});

/** The answer is needed at once (the form shows it): never kept for later. */
export const validate = defineEndpoint({
  method: 'POST',
  path: '/teachers/validate',
  tags,
  summary: 'Validate a teacher payload without writing (with id: as an edit of that teacher); answers field errors',
  access: { permission: 'teacher:read' },
  body: teacherValidateRequestSchema,
  answers: { 200: z.object({ success: z.literal(true), message: z.string(), data: teacherValidationSchema }) },
});

export const suggestCodes = defineEndpoint({
  method: 'GET',
  path: '/teachers/suggestions/code',
  tags,
  summary: 'The next free employee ids of a school (by default the own): TCH-009, TCH-010, ...',
  access: { permission: 'teacher:create' },
  query: teacherCodeSuggestionQuerySchema.extend({ _t: z.unknown().optional() }),
  answers: { 200: z.object({ success: z.literal(true), data: teacherCodeSuggestionsSchema }) },
});
