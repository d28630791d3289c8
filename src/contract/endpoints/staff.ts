/**
 * /staff (spec part 2 §3.8, §7.3): the employee picker's list, bulk writes, and a staff member's
 * collaboration notes, documents and tasks. Another school's staff member answers 404. Notes,
 * tasks, document details and verification may be kept on the device when the server cannot be
 * reached; bulk writes (per-item reports) and the upload are never kept.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, lookupLimitSchema, paginationSchema } from '@/contract/api';
import { defineEndpoint, type OfflinePolicy, type QueuedWrite, type WriteDescription } from '@/contract/endpoint';
import { coercedIdSchema, pageSchema } from '@/contract/ids';
import {
  STAFF_DOCUMENT_FILE_FIELD,
  STAFF_DOCUMENT_KINDS,
  collaborationCreateSchema,
  collaborationListAnswerSchema,
  collaborationListQuerySchema,
  collaborationNoteAnswerSchema,
  collaborationUpdateSchema,
  staffBulkAnswerSchema,
  staffBulkCreateSchema,
  staffBulkUpdateSchema,
  staffDocumentAnswerSchema,
  staffDocumentListAnswerSchema,
  staffDocumentListQuerySchema,
  staffDocumentParamsSchema,
  staffDocumentUpdateSchema,
  staffDocumentUploadFieldsSchema,
  staffDocumentVerifyAnswerSchema,
  staffDocumentVerifySchema,
  staffIdParamsSchema,
  staffNoteParamsSchema,
  staffRecordDeletedAnswerSchema,
  staffTaskAnswerSchema,
  staffTaskCreateSchema,
  staffTaskListAnswerSchema,
  staffTaskListQuerySchema,
  staffTaskParamsSchema,
  staffTaskUpdateSchema,
} from '@/contract/staff-records';
import { fileAnswer } from '@/contract/file-answers';

const tags = ['staff'];
const read = { permission: 'staff:read' };
const update = { permission: 'staff:update' };

/** GET /staff: `limit=all` gives every active staff member of the schools in scope (the pickers); a number pages. */
export const staffListQuerySchema = z.object({
  page: pageSchema,
  limit: lookupLimitSchema(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  /** One school in scope; by default every school the user may see. */
  schoolId: coercedIdSchema.optional(),
  _t: z.string().optional(),
});

export const staffPickerItemSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  userId: z.number().int().nullable(),
  schoolId: z.number().int(),
  user: z.object({
    firstName: z.string(),
    lastName: z.string().nullable(),
    dariName: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  designation: z.string().nullable(),
  department: z.string().nullable(),
  status: z.string(),
  salary: z.object({ basicSalary: z.number(), allowances: z.number() }),
});
export type StaffPickerItem = z.infer<typeof staffPickerItemSchema>;

export const staffListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(staffPickerItemSchema),
  meta: z.object({ pagination: paginationSchema, total: z.number().int() }),
});

function textOf(write: QueuedWrite, field: string): string {
  const value = (write.body as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' ? value.trim() : '';
}

/** A description naming the record by one of its body's texts, or the unnamed key without one. */
function named(key: string, write: QueuedWrite, field: string): WriteDescription {
  const text = textOf(write, field);
  return text === '' ? { key: `staff.pending.${key}Unnamed`, values: {} } : { key: `staff.pending.${key}`, values: { [field]: text } };
}

const pathId = (name: string) => (write: QueuedWrite) => write.params[name] ?? null;

const keptNote: OfflinePolicy = {
  describe: () => ({ key: 'staff.pending.addNote', values: {} }),
  pending: { entity: 'staffNote', id: () => null },
};
const keptNoteEdit: OfflinePolicy = {
  describe: () => ({ key: 'staff.pending.editNote', values: {} }),
  pending: { entity: 'staffNote', id: pathId('noteId') },
};
const keptTask: OfflinePolicy = {
  describe: (write) => named('addTask', write, 'title'),
  pending: { entity: 'staffTask', id: () => null },
};
const keptTaskEdit: OfflinePolicy = {
  describe: (write) => named('editTask', write, 'title'),
  pending: { entity: 'staffTask', id: pathId('taskId') },
};
const keptTaskCompletion: OfflinePolicy = {
  describe: () => ({ key: 'staff.pending.completeTask', values: {} }),
  pending: { entity: 'staffTask', id: pathId('taskId') },
};
const keptDocumentEdit: OfflinePolicy = {
  describe: (write) => named('editDocument', write, 'title'),
  pending: { entity: 'staffDocument', id: pathId('docId') },
};
const keptVerification: OfflinePolicy = {
  describe: (write) => {
    const ids = (write.body as { documentIds?: unknown } | null)?.documentIds;
    return { key: 'staff.pending.verifyDocuments', values: { count: Array.isArray(ids) ? ids.length : 0 } };
  },
  pending: { entity: 'staff', id: pathId('id') },
};

export const list = defineEndpoint({
  method: 'GET',
  path: '/staff',
  tags,
  summary: 'Staff members (limit=all for the pickers)',
  access: read,
  query: staffListQuerySchema,
  answers: { 200: staffListAnswerSchema },
});

// ---------------------------------------------------------------------------------------------
// Bulk

export const bulkCreate = defineEndpoint({
  method: 'POST',
  path: '/staff/bulk',
  tags,
  summary: "Create several staff members in the caller's school; every item succeeds or fails on its own",
  access: { permission: 'staff:create' },
  body: staffBulkCreateSchema,
  answers: { 200: staffBulkAnswerSchema },
});

export const bulkUpdate = defineEndpoint({
  method: 'PUT',
  path: '/staff/bulk',
  tags,
  summary: 'Edit several staff members: {updates: [{id, data}]}; fields left out keep their value',
  access: update,
  body: staffBulkUpdateSchema,
  answers: { 200: staffBulkAnswerSchema },
});

// ---------------------------------------------------------------------------------------------
// Collaboration notes

export const notes = defineEndpoint({
  method: 'GET',
  path: '/staff/:id/collaboration',
  tags,
  summary: "Notes on the staff member's record, newest first (paged; optional kind)",
  access: read,
  params: staffIdParamsSchema,
  query: collaborationListQuerySchema,
  answers: { 200: collaborationListAnswerSchema },
});

export const note = defineEndpoint({
  method: 'GET',
  path: '/staff/:id/collaboration/:noteId',
  tags,
  summary: "One note on the staff member's record",
  access: read,
  params: staffNoteParamsSchema,
  answers: { 200: collaborationNoteAnswerSchema },
});

export const addNote = defineEndpoint({
  method: 'POST',
  path: '/staff/:id/collaboration',
  tags,
  summary: 'Add a note (NOTE, HANDOVER, FEEDBACK, MEETING or REMINDER) with optional mentions of users of the school',
  access: update,
  params: staffIdParamsSchema,
  body: collaborationCreateSchema,
  answers: { 201: collaborationNoteAnswerSchema },
  offline: keptNote,
});

export const updateNote = defineEndpoint({
  method: 'PUT',
  path: '/staff/:id/collaboration/:noteId',
  tags,
  summary: "Edit a note's kind, message or mentions (the author only)",
  access: update,
  params: staffNoteParamsSchema,
  body: collaborationUpdateSchema,
  answers: { 200: collaborationNoteAnswerSchema },
  offline: keptNoteEdit,
  versionedBy: note,
});

export const removeNote = defineEndpoint({
  method: 'DELETE',
  path: '/staff/:id/collaboration/:noteId',
  tags,
  summary: 'Delete a note (soft): its author, or anyone with staff:delete',
  access: update,
  params: staffNoteParamsSchema,
  answers: { 200: staffRecordDeletedAnswerSchema },
});

// ---------------------------------------------------------------------------------------------
// Documents

export const uploadDocument = defineEndpoint({
  method: 'POST',
  path: '/staff/:id/documents',
  tags,
  summary: 'Upload a document of the staff member',
  description:
    `multipart/form-data: the file in \`${STAFF_DOCUMENT_FILE_FIELD}\` (PDF, JPEG, PNG, WebP, GIF, .doc, .docx or .odt, ` +
    'judged by its bytes; 415 when it is none of them or its name or Content-Type says another type; at most 10 MB, ' +
    `413 beyond), \`title\` (required), \`kind\` (${STAFF_DOCUMENT_KINDS.join(', ')}; OTHER when left out) and \`notes\`.`,
  access: update,
  params: staffIdParamsSchema,
  form: staffDocumentUploadFieldsSchema.extend({ [STAFF_DOCUMENT_FILE_FIELD]: z.file().describe('The document') }),
  answers: { 201: staffDocumentAnswerSchema },
  moreErrors: [413, 415],
});

export const documents = defineEndpoint({
  method: 'GET',
  path: '/staff/:id/documents',
  tags,
  summary: "The staff member's documents (not deleted), newest first; optional kind and verified=true|false",
  access: read,
  params: staffIdParamsSchema,
  query: staffDocumentListQuerySchema,
  answers: { 200: staffDocumentListAnswerSchema },
});

export const document = defineEndpoint({
  method: 'GET',
  path: '/staff/:id/documents/:docId',
  tags,
  summary: "One of the staff member's documents (its details; the file is at .../file)",
  access: read,
  params: staffDocumentParamsSchema,
  answers: { 200: staffDocumentAnswerSchema },
});

export const downloadDocument = defineEndpoint({
  method: 'GET',
  path: '/staff/:id/documents/:docId/file',
  tags,
  summary: "Download one of the staff member's documents (attachment with its file name)",
  access: read,
  params: staffDocumentParamsSchema,
  answers: {
    200: fileAnswer,
  },
});

export const updateDocument = defineEndpoint({
  method: 'PUT',
  path: '/staff/:id/documents/:docId',
  tags,
  summary: "Edit a document's title, kind or notes (the file and its verification stay)",
  access: update,
  params: staffDocumentParamsSchema,
  body: staffDocumentUpdateSchema,
  answers: { 200: staffDocumentAnswerSchema },
  offline: keptDocumentEdit,
  versionedBy: document,
});

export const removeDocument = defineEndpoint({
  method: 'DELETE',
  path: '/staff/:id/documents/:docId',
  tags,
  summary: 'Delete a document (soft: the file is kept, the document no longer listed or served)',
  access: update,
  params: staffDocumentParamsSchema,
  answers: { 200: staffRecordDeletedAnswerSchema },
});

export const verifyDocuments = defineEndpoint({
  method: 'POST',
  path: '/staff/:id/documents/verify',
  tags,
  summary: "Mark documents verified (by the caller, now); every id must be one of this staff member's documents",
  access: update,
  params: staffIdParamsSchema,
  body: staffDocumentVerifySchema,
  answers: { 200: staffDocumentVerifyAnswerSchema },
  offline: keptVerification,
});

// ---------------------------------------------------------------------------------------------
// Tasks

export const tasks = defineEndpoint({
  method: 'GET',
  path: '/staff/:id/tasks',
  tags,
  summary: "The staff member's tasks (paged; optional status, priority), soonest due first",
  access: read,
  params: staffIdParamsSchema,
  query: staffTaskListQuerySchema,
  answers: { 200: staffTaskListAnswerSchema },
});

export const task = defineEndpoint({
  method: 'GET',
  path: '/staff/:id/tasks/:taskId',
  tags,
  summary: "One of the staff member's tasks",
  access: read,
  params: staffTaskParamsSchema,
  answers: { 200: staffTaskAnswerSchema },
});

export const addTask = defineEndpoint({
  method: 'POST',
  path: '/staff/:id/tasks',
  tags,
  summary: 'Give the staff member a task (title, description, priority LOW|MEDIUM|HIGH|URGENT, dueDate YYYY-MM-DD)',
  access: update,
  params: staffIdParamsSchema,
  body: staffTaskCreateSchema,
  answers: { 201: staffTaskAnswerSchema },
  offline: keptTask,
});

export const updateTask = defineEndpoint({
  method: 'PUT',
  path: '/staff/:id/tasks/:taskId',
  tags,
  summary: 'Edit a task; status OPEN, IN_PROGRESS or CANCELLED (COMPLETED only through .../complete)',
  access: update,
  params: staffTaskParamsSchema,
  body: staffTaskUpdateSchema,
  answers: { 200: staffTaskAnswerSchema },
  offline: keptTaskEdit,
  versionedBy: task,
});

export const removeTask = defineEndpoint({
  method: 'DELETE',
  path: '/staff/:id/tasks/:taskId',
  tags,
  summary: 'Delete a task (soft)',
  access: update,
  params: staffTaskParamsSchema,
  answers: { 200: staffRecordDeletedAnswerSchema },
});

export const completeTask = defineEndpoint({
  method: 'POST',
  path: '/staff/:id/tasks/:taskId/complete',
  tags,
  summary: 'Complete a task (records who and when); a completed task answers 200 unchanged, a cancelled one 409',
  access: update,
  params: staffTaskParamsSchema,
  answers: { 200: staffTaskAnswerSchema },
  offline: keptTaskCompletion,
});
