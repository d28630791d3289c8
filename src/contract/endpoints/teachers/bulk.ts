/**
 * Bulk writes of teachers (spec part 2 §4, §7.2, §8): every item succeeds or fails on its own and
 * the answer reports each. Batches answering per-item reports are never kept for later on the
 * device (the outbox cannot show which items failed).
 */
import { z } from 'zod';
import { defineEndpoint } from '@/contract/endpoint';
import { MAX_TEACHER_BULK_ITEMS, teacherBulkDeleteSchema, teacherBulkResultSchema } from '@/contract/teachers';

const tags = ['teachers'];

export const teacherBulkAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: teacherBulkResultSchema });

const items = z.array(z.unknown()).max(MAX_TEACHER_BULK_ITEMS, `At most ${MAX_TEACHER_BULK_ITEMS} items per call`);

export const create = defineEndpoint({
  method: 'POST',
  path: '/teachers/bulk/create',
  tags,
  summary: 'Create several teachers (each as POST /teachers); every item succeeds or fails on its own',
  access: { permission: 'teacher:create' },
  body: z.object({ teachers: items }),
  answers: { 200: teacherBulkAnswerSchema },
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/teachers/bulk/update',
  tags,
  summary: 'Edit several teachers: {updates: [{id, data}]}, data as PUT /teachers/{id} (e.g. {status: "Inactive"})',
  access: { permission: 'teacher:update' },
  body: z.object({ updates: items }),
  answers: { 200: teacherBulkAnswerSchema },
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/teachers/bulk/delete',
  tags,
  summary:
    'Delete several teachers: softDelete true (default) marks them deleted; false deletes for good only teachers ' +
    'without class assignments, documents or payroll records (the others fail with 409)',
  access: { permission: 'teacher:delete' },
  body: teacherBulkDeleteSchema,
  answers: { 200: teacherBulkAnswerSchema },
});
