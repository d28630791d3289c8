/**
 * A staff member's records (spec part 2 §7.3, part 1 §7: "/staff/{id}/collaboration,
 * /staff/{id}/documents and /staff/{id}/tasks (CRUD), with documents/verify and
 * tasks/{taskId}/complete. POST and PUT /staff/bulk. Payload shapes: not shown"). The shapes are
 * ours (docs/decisions.md "Staff records"). Answers are `{ success, message, data, meta? }` like
 * every other area; times are ISO instants, due dates Kabul calendar days (YYYY-MM-DD).
 */
import { z } from 'zod';
import { timestampSchema, calendarDaySchema } from '@/contract/timestamps';
import { messageAnswer, pagedMessageAnswer } from './api';
import { ISO_DATE_PATTERN, PHONE_PATTERN } from './students';
import { idSchema, pageSchema } from './ids';
import { markMoney } from './money-fields';

export const STAFF_STATUSES = ['ACTIVE', 'INACTIVE', 'ON_LEAVE', 'TERMINATED'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const COLLABORATION_KINDS = ['NOTE', 'HANDOVER', 'FEEDBACK', 'MEETING', 'REMINDER'] as const;
export type CollaborationKind = (typeof COLLABORATION_KINDS)[number];

export const STAFF_DOCUMENT_KINDS = ['CONTRACT', 'ID_DOCUMENT', 'CERTIFICATE', 'CV', 'MEDICAL', 'OTHER'] as const;
export type StaffDocumentKind = (typeof STAFF_DOCUMENT_KINDS)[number];

export const STAFF_TASK_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export type StaffTaskPriority = (typeof STAFF_TASK_PRIORITIES)[number];
export const STAFF_TASK_STATUSES = ['OPEN', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;
export type StaffTaskStatus = (typeof STAFF_TASK_STATUSES)[number];
/** The statuses PUT may set; COMPLETED only through POST .../complete (it records who and when). */
export const STAFF_TASK_EDITABLE_STATUSES = ['OPEN', 'IN_PROGRESS', 'CANCELLED'] as const;

export const MAX_COLLABORATION_MESSAGE_LENGTH = 5000;
export const MAX_COLLABORATION_MENTIONS = 20;
export const MAX_STAFF_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_STAFF_DOCUMENTS_PER_VERIFY = 100;
export const MAX_STAFF_BULK_ITEMS = 500;
export const STAFF_RECORDS_PAGE_SIZE = 20;
/** The multipart field of the file in POST /staff/{id}/documents. */
export const STAFF_DOCUMENT_FILE_FIELD = 'file';

export const STAFF_RECORD_MESSAGES = {
  staffNotFound: 'Staff member not found',
  noteNotFound: 'Note not found',
  documentNotFound: 'Document not found',
  taskNotFound: 'Task not found',
  notesListed: 'Notes retrieved successfully',
  noteFetched: 'Note retrieved successfully',
  noteAdded: 'Note added',
  noteUpdated: 'Note updated',
  noteDeleted: 'Note deleted',
  onlyAuthorEdits: 'Only the author can edit this note',
  onlyAuthorOrDeleterDeletes: 'Only the author, or someone allowed to delete staff records, can delete this note',
  messageRequired: 'Please write a message',
  documentsListed: 'Documents retrieved successfully',
  documentFetched: 'Document retrieved successfully',
  documentUploaded: 'Document uploaded successfully',
  documentUpdated: 'Document updated',
  documentDeleted: 'Document deleted',
  documentsVerified: 'Documents verified',
  titleRequired: 'Please give a title',
  noFile: 'Please choose a file',
  oneFileOnly: 'Please send one file at a time',
  fileTypeRefused: 'The file must be a PDF, an image (JPEG, PNG, WebP, GIF), Word (.doc, .docx) or OpenDocument text (.odt)',
  fileTypeMismatch: "The file's contents do not match its name or type",
  fileTooLarge: 'The file must be at most 10 MB',
  noDocumentsSelected: 'Please choose at least one document',
  tasksListed: 'Tasks retrieved successfully',
  taskFetched: 'Task retrieved successfully',
  taskAdded: 'Task added',
  taskUpdated: 'Task updated',
  taskDeleted: 'Task deleted',
  taskCompleted: 'Task completed',
  taskAlreadyCompleted: 'Task was already completed',
  cancelledTaskNotCompleted: 'A cancelled task cannot be completed; reopen it first',
  dueDateInPast: 'The due date cannot be before today',
  invalidDate: 'Dates are real days written YYYY-MM-DD',
  nothingToChange: 'Nothing to change',
  bulkDone: 'Bulk operation completed',
  noneSent: 'No staff members sent',
  tooManyItems: `At most ${MAX_STAFF_BULK_ITEMS} items per call`,
  firstNameRequired: 'First name is required',
  employeeIdRequired: 'Employee ID is required',
  invalidPhone: 'Phone may hold digits, spaces, hyphens, parentheses and a leading +',
  invalidEmail: 'Please enter a valid email address',
  invalidAmount: 'Amounts are numbers from 0 to 9,999,999,999.99 with at most 2 decimals',
  userNotFound: 'The user account was not found in this school',
} as const;

/** Messages that name what they refuse. */
export const unknownMentions = (ids: readonly number[]) =>
  `${ids.length === 1 ? 'User' : 'Users'} ${ids.join(', ')} ${ids.length === 1 ? 'is not an active person' : 'are not active people'} of this school`;
export const documentsNotOfStaff = (ids: readonly number[]) =>
  `${ids.length === 1 ? 'Document' : 'Documents'} ${ids.join(', ')} ${ids.length === 1 ? 'does' : 'do'} not belong to this staff member`;
export const employeeIdTaken = (employeeId: string) => `A staff member with the employee ID "${employeeId}" already exists in this school`;

// ---------------------------------------------------------------------------------------------
// Shared pieces

const rowId = (name: string) => z.coerce.number(`${name} must be a positive whole number`).int().positive().max(2147483647);
const bodyId = idSchema;

export const staffIdParamsSchema = z.object({ id: rowId('The staff id') });
export const staffNoteParamsSchema = staffIdParamsSchema.extend({ noteId: rowId('The note id') });
export const staffDocumentParamsSchema = staffIdParamsSchema.extend({ docId: rowId('The document id') });
export const staffTaskParamsSchema = staffIdParamsSchema.extend({ taskId: rowId('The task id') });

const blankToNull = (input: unknown) => (typeof input === 'string' && input.trim() === '' ? null : input);
const blankToUndefined = (input: unknown) => (typeof input === 'string' && input.trim() === '' ? undefined : input);
const requiredText = (message: string, max: number) => z.string(message).trim().min(1, message).max(max, `At most ${max} characters`);
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max, `At most ${max} characters`).nullable()).optional();

function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
const calendarDay = z.string().regex(ISO_DATE_PATTERN, STAFF_RECORD_MESSAGES.invalidDate).refine(isRealDay, STAFF_RECORD_MESSAGES.invalidDate).meta({ format: 'date' });

const pageFields = {
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(100).default(STAFF_RECORDS_PAGE_SIZE),
  _t: z.unknown().optional(),
};

const personSchema = z.object({ id: z.number().int(), name: z.string() });
export type StaffRecordPerson = z.infer<typeof personSchema>;

export const staffRecordDeletedAnswerSchema = messageAnswer(z.object({ id: z.number().int() }));

// ---------------------------------------------------------------------------------------------
// Collaboration notes: /staff/{id}/collaboration

export const collaborationNoteSchema = z.object({
  id: z.number().int(),
  staffId: z.number().int(),
  kind: z.enum(COLLABORATION_KINDS),
  message: z.string(),
  mentions: z.array(personSchema).describe('The mentioned users, in the order given'),
  author: personSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type CollaborationNote = z.infer<typeof collaborationNoteSchema>;

const mentionsSchema = z
  .array(bodyId)
  .max(MAX_COLLABORATION_MENTIONS, `At most ${MAX_COLLABORATION_MENTIONS} mentions`)
  .transform((ids) => [...new Set(ids)]);

export const collaborationCreateSchema = z.strictObject({
  kind: z.enum(COLLABORATION_KINDS).default('NOTE'),
  message: requiredText(STAFF_RECORD_MESSAGES.messageRequired, MAX_COLLABORATION_MESSAGE_LENGTH),
  mentions: mentionsSchema.default([]),
});
export type CollaborationCreate = z.input<typeof collaborationCreateSchema>;

export const collaborationUpdateSchema = z
  .strictObject({
    kind: z.enum(COLLABORATION_KINDS).optional(),
    message: requiredText(STAFF_RECORD_MESSAGES.messageRequired, MAX_COLLABORATION_MESSAGE_LENGTH).optional(),
    mentions: mentionsSchema.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), STAFF_RECORD_MESSAGES.nothingToChange);
export type CollaborationUpdate = z.input<typeof collaborationUpdateSchema>;

export const collaborationListQuerySchema = z.object({ ...pageFields, kind: z.preprocess(blankToUndefined, z.enum(COLLABORATION_KINDS).optional()) });

export const collaborationNoteAnswerSchema = messageAnswer(collaborationNoteSchema);
export const collaborationListAnswerSchema = pagedMessageAnswer(collaborationNoteSchema);

// ---------------------------------------------------------------------------------------------
// Documents: /staff/{id}/documents

export const staffDocumentSchema = z.object({
  id: z.number().int(),
  staffId: z.number().int(),
  title: z.string(),
  kind: z.enum(STAFF_DOCUMENT_KINDS),
  fileName: z.string().nullable(),
  mimeType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** GET this (signed in) to download the file; null for a record without a stored file. */
  url: z.string().nullable(),
  notes: z.string().nullable(),
  verified: z.boolean(),
  verifiedBy: personSchema.nullable(),
  verifiedAt: timestampSchema.nullable(),
  createdBy: personSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type StaffDocument = z.infer<typeof staffDocumentSchema>;

/** The text fields of the multipart upload (the file comes in STAFF_DOCUMENT_FILE_FIELD). */
export const staffDocumentUploadFieldsSchema = z.object({
  title: requiredText(STAFF_RECORD_MESSAGES.titleRequired, 200),
  kind: z.preprocess(blankToUndefined, z.enum(STAFF_DOCUMENT_KINDS).default('OTHER')),
  notes: optionalText(2000),
});

export const staffDocumentUpdateSchema = z
  .strictObject({
    title: requiredText(STAFF_RECORD_MESSAGES.titleRequired, 200).optional(),
    kind: z.enum(STAFF_DOCUMENT_KINDS).optional(),
    notes: optionalText(2000),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), STAFF_RECORD_MESSAGES.nothingToChange);
export type StaffDocumentUpdate = z.input<typeof staffDocumentUpdateSchema>;

export const staffDocumentVerifySchema = z.strictObject({
  documentIds: z
    .array(bodyId)
    .min(1, STAFF_RECORD_MESSAGES.noDocumentsSelected)
    .max(MAX_STAFF_DOCUMENTS_PER_VERIFY, `At most ${MAX_STAFF_DOCUMENTS_PER_VERIFY} documents per call`)
    .transform((ids) => [...new Set(ids)]),
});
export type StaffDocumentVerify = z.input<typeof staffDocumentVerifySchema>;

export const staffDocumentListQuerySchema = z.object({
  kind: z.preprocess(blankToUndefined, z.enum(STAFF_DOCUMENT_KINDS).optional()),
  verified: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  _t: z.unknown().optional(),
});

export const staffDocumentAnswerSchema = messageAnswer(staffDocumentSchema);
export const staffDocumentListAnswerSchema = messageAnswer(z.array(staffDocumentSchema));
export const staffDocumentVerifyAnswerSchema = messageAnswer(
  z.object({
    documents: z.array(staffDocumentSchema).describe('The asked-for documents, in the order asked'),
    newlyVerified: z.number().int().describe('How many were not verified before this call'),
  }),
);

// ---------------------------------------------------------------------------------------------
// Tasks: /staff/{id}/tasks

export const staffTaskSchema = z.object({
  id: z.number().int(),
  staffId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(STAFF_TASK_STATUSES),
  priority: z.enum(STAFF_TASK_PRIORITIES),
  dueDate: calendarDaySchema.nullable(),
  /** Due before today (Kabul) and neither completed nor cancelled. */
  overdue: z.boolean(),
  completedAt: timestampSchema.nullable(),
  completedBy: personSchema.nullable(),
  createdBy: personSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type StaffTask = z.infer<typeof staffTaskSchema>;

export const staffTaskCreateSchema = z.strictObject({
  title: requiredText(STAFF_RECORD_MESSAGES.titleRequired, 200),
  description: optionalText(5000),
  priority: z.enum(STAFF_TASK_PRIORITIES).default('MEDIUM'),
  dueDate: z.preprocess(blankToNull, calendarDay.nullable()).optional(),
});
export type StaffTaskCreate = z.input<typeof staffTaskCreateSchema>;

export const staffTaskUpdateSchema = z
  .strictObject({
    title: requiredText(STAFF_RECORD_MESSAGES.titleRequired, 200).optional(),
    description: optionalText(5000),
    priority: z.enum(STAFF_TASK_PRIORITIES).optional(),
    dueDate: z.preprocess(blankToNull, calendarDay.nullable()).optional(),
    /** OPEN or IN_PROGRESS on a completed task reopens it (its completion is cleared). */
    status: z.enum(STAFF_TASK_EDITABLE_STATUSES).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), STAFF_RECORD_MESSAGES.nothingToChange);
export type StaffTaskUpdate = z.input<typeof staffTaskUpdateSchema>;

export const staffTaskListQuerySchema = z.object({
  ...pageFields,
  status: z.preprocess(blankToUndefined, z.enum(STAFF_TASK_STATUSES).optional()),
  priority: z.preprocess(blankToUndefined, z.enum(STAFF_TASK_PRIORITIES).optional()),
});

export const staffTaskAnswerSchema = messageAnswer(staffTaskSchema);
export const staffTaskListAnswerSchema = pagedMessageAnswer(staffTaskSchema);

// ---------------------------------------------------------------------------------------------
// Bulk: POST /staff/bulk {staff: [...]}, PUT /staff/bulk {updates: [{id, data}]}

const amount = markMoney(z
  .number(STAFF_RECORD_MESSAGES.invalidAmount)
  .min(0, STAFF_RECORD_MESSAGES.invalidAmount)
  .max(9_999_999_999.99, STAFF_RECORD_MESSAGES.invalidAmount)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, STAFF_RECORD_MESSAGES.invalidAmount));

const staffFields = {
  employeeId: requiredText(STAFF_RECORD_MESSAGES.employeeIdRequired, 50),
  firstName: requiredText(STAFF_RECORD_MESSAGES.firstNameRequired, 100),
  lastName: optionalText(100),
  dariName: optionalText(200),
  phone: z.preprocess(blankToNull, z.string().trim().max(30, 'At most 30 characters').regex(PHONE_PATTERN, STAFF_RECORD_MESSAGES.invalidPhone).nullable()).optional(),
  email: z.preprocess(blankToNull, z.email(STAFF_RECORD_MESSAGES.invalidEmail).max(254).nullable()).optional(),
  designation: optionalText(100),
  department: optionalText(100),
  basicSalary: amount.optional(),
  allowances: amount.optional(),
  status: z.enum(STAFF_STATUSES).optional(),
  /** The staff member's sign-in account: a live user of the same school, or null for none. */
  userId: bodyId.nullable().optional(),
};

/** One item of POST /staff/bulk; the new staff member belongs to the caller's school. */
export const staffCreateSchema = z.strictObject(staffFields);
export type StaffCreate = z.input<typeof staffCreateSchema>;

/** The `data` of one PUT /staff/bulk item: fields left out keep their value; null clears an optional one. */
export const staffUpdateSchema = z
  .strictObject(staffFields)
  .partial()
  .refine((input) => Object.values(input).some((value) => value !== undefined), STAFF_RECORD_MESSAGES.nothingToChange);
export type StaffUpdate = z.input<typeof staffUpdateSchema>;

export const staffBulkUpdateItemSchema = z.object({ id: bodyId, data: staffUpdateSchema });

/** Items are checked one by one, so a bad item fails alone; only the list itself is checked here. */
const bulkItems = z.array(z.unknown()).min(1, STAFF_RECORD_MESSAGES.noneSent).max(MAX_STAFF_BULK_ITEMS, STAFF_RECORD_MESSAGES.tooManyItems);
export const staffBulkCreateSchema = z.object({ staff: bulkItems });
export const staffBulkUpdateSchema = z.object({ updates: bulkItems });

/** `index` is the item's place in the request (from 0). */
export const staffBulkResultSchema = z.object({
  succeeded: z.array(z.object({ index: z.number().int(), id: z.number().int() })),
  failed: z.array(
    z.object({
      index: z.number().int(),
      id: z.number().int().nullable().describe('The staff id the item named (updates), else null'),
      employeeId: z.string().nullable(),
      status: z.number().int().describe('The HTTP status the item would have had alone (400, 404, 409)'),
      message: z.string(),
      errors: z.record(z.string(), z.string()).optional(),
    }),
  ),
  successCount: z.number().int(),
  failureCount: z.number().int(),
});
export type StaffBulkResult = z.infer<typeof staffBulkResultSchema>;
export const staffBulkAnswerSchema = messageAnswer(staffBulkResultSchema);
