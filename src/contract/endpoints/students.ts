/**
 * /students (spec part 2 §7.1): list, quick search, by school and class, one student, create,
 * edit, soft delete and restore; admission-number suggestions, the CSV export, the import and the
 * bulk writes. Writes are idempotent with X-Request-ID; another school's student answers 404.
 * Registrations, edits and restores may be kept on the device when the server cannot be reached;
 * the import and the bulk writes may not (their answer is a per-row report someone must read).
 *
 * The card, avatar, analytics, parent-portal and document endpoints live in ./students/.
 */
import { z } from 'zod';
import { paginationSchema } from '@/contract/api';
import { defineEndpoint, type OfflinePolicy, type QueuedWrite, type WriteDescription } from '@/contract/endpoint';
import { coercedIdSchema, INT32_MAX } from '@/contract/ids';
import {
  MAX_STUDENT_BULK_ITEMS,
  MAX_STUDENT_IMPORT_ROWS,
  STUDENT_ID_MESSAGE,
  admissionNoSuggestionsSchema,
  createStudentSchema,
  studentBulkResultSchema,
  studentImportResultSchema,
  studentListQuerySchema,
  studentRollEntrySchema,
  studentSchema,
  updateStudentSchema,
} from '@/contract/students';

const tags = ['students'];
const read = { permission: 'student:read' } as const;

/** `{id}` of a student route: a student id (a PostgreSQL integer). */
export const studentIdParamsSchema = z.object({
  id: z.coerce.number(STUDENT_ID_MESSAGE).int(STUDENT_ID_MESSAGE).positive(STUDENT_ID_MESSAGE).max(INT32_MAX, STUDENT_ID_MESSAGE),
});

/** A numeric id path parameter (schools, classes). */
export const numericIdParamsSchema = z.object({ id: coercedIdSchema });

export const studentAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: studentSchema });

export const studentPageAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(studentSchema),
  meta: z.object({ pagination: paginationSchema }),
});

export const studentSearchAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: z.array(studentSchema) });

export const studentRollAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: z.array(studentRollEntrySchema) });

export const studentBulkAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: studentBulkResultSchema });

export const studentImportAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: studentImportResultSchema });

export const admissionNoSuggestionsAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: admissionNoSuggestionsSchema,
});

const listQuerySchema = studentListQuerySchema.extend({ _t: z.unknown().optional() });
const getQuerySchema = z.object({ includeDeleted: z.stringbool().optional(), _t: z.unknown().optional() });
const searchQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  _t: z.unknown().optional(),
});

/** GET /students/export: the list's filters without paging or sorting; only format=csv exists. */
export const studentExportQuerySchema = studentListQuerySchema
  .omit({ page: true, limit: true, sortBy: true, sortOrder: true })
  .extend({ format: z.string().trim().toLowerCase().default('csv'), _t: z.unknown().optional() });

const suggestionsQuerySchema = z.object({
  name: z.string().trim().max(200).optional(),
  schoolId: coercedIdSchema.optional(),
  _t: z.unknown().optional(),
});

const bulkItems = z
  .array(z.unknown())
  .min(1, 'Send at least one item')
  .max(MAX_STUDENT_BULK_ITEMS, `At most ${MAX_STUDENT_BULK_ITEMS} items per call`);

/** POST /students/import {students}: each row is read with the create schema on the server. */
export const studentImportBodySchema = z.object({
  students: z
    .array(z.unknown())
    .min(1, 'Send at least one student')
    .max(MAX_STUDENT_IMPORT_ROWS, `At most ${MAX_STUDENT_IMPORT_ROWS} students per import`),
});

// ---------------------------------------------------------------------------------------------
// Offline policy: how a kept write is named, and which student it makes or changes

function studentNameOf(write: QueuedWrite): string {
  const user = (write.body as { user?: unknown } | null)?.user;
  if (typeof user !== 'object' || user === null) return '';
  const { firstName, lastName } = user as { firstName?: unknown; lastName?: unknown };
  return [firstName, lastName]
    .filter((part): part is string => typeof part === 'string')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}

/** "New student: Ahmad Karimi"; a new student has no id until the server gives one. */
const keptRegistration: OfflinePolicy = {
  describe: (write): WriteDescription => {
    const name = studentNameOf(write);
    return name === '' ? { key: 'students.pending.createUnnamed', values: {} } : { key: 'students.pending.create', values: { name } };
  },
  pending: { entity: 'student', id: () => null },
};

/** "Changes to student: Ahmad Karimi", pending on that student. */
const keptEdit: OfflinePolicy = {
  describe: (write): WriteDescription => {
    const name = studentNameOf(write);
    return name === '' ? { key: 'students.pending.editUnnamed', values: {} } : { key: 'students.pending.edit', values: { name } };
  },
  pending: { entity: 'student', id: (write) => write.params.id ?? null },
};

// ---------------------------------------------------------------------------------------------
// Reads

export const list = defineEndpoint({
  method: 'GET',
  path: '/students',
  tags,
  summary:
    'Students of the schools in scope: search (names, Dari name, admission and roll number, phone, email), status, gender, ' +
    'classId, sectionId (a class id whose section is used), sorting, pages (limit=all: every match)',
  access: read,
  query: listQuerySchema,
  answers: { 200: studentPageAnswerSchema },
});

export const search = defineEndpoint({
  method: 'GET',
  path: '/students/search',
  tags,
  summary: 'Quick search (q or search) for pickers: the first matches by name',
  access: read,
  query: searchQuerySchema,
  answers: { 200: studentSearchAnswerSchema },
});

export const roll = defineEndpoint({
  method: 'GET',
  path: '/students/roll',
  tags,
  summary: "Every live student of the schools in scope as a picker shows them (name, admission number, class, phone, parent), by name: the payment picker keeps it on the device to search offline",
  access: read,
  answers: { 200: studentRollAnswerSchema },
});

export const listOfSchool = defineEndpoint({
  method: 'GET',
  path: '/students/school/:id',
  tags,
  summary: 'Students of one school (the list filters apply)',
  access: read,
  params: numericIdParamsSchema,
  query: listQuerySchema,
  answers: { 200: studentPageAnswerSchema },
});

export const listOfClass = defineEndpoint({
  method: 'GET',
  path: '/students/class/:id',
  tags,
  summary: 'Students of one class (the list filters apply)',
  access: read,
  params: numericIdParamsSchema,
  query: listQuerySchema,
  answers: { 200: studentPageAnswerSchema },
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/students/:id',
  tags,
  summary: 'One student with its user, class and parent (includeDeleted=true also finds a deleted one)',
  access: read,
  params: studentIdParamsSchema,
  query: getQuerySchema,
  answers: { 200: studentAnswerSchema },
});

export const suggestAdmissionNumbers = defineEndpoint({
  method: 'GET',
  path: '/students/suggestions/code',
  tags,
  summary: "Suggested admission numbers: the next free ADM-<year>-NNNN numbers, and one from the name's initials",
  access: read,
  query: suggestionsQuerySchema,
  answers: { 200: admissionNoSuggestionsAnswerSchema },
});

export const exportCsv = defineEndpoint({
  method: 'GET',
  path: '/students/export',
  tags,
  summary: 'The students matching the list filters as a CSV file (streamed, id order)',
  description:
    'text/csv, UTF-8 with a byte order mark, CRLF line ends, a header row; cells starting with = + - @ get a leading apostrophe. ' +
    'Attachment named students-YYYY-MM-DD.csv (Kabul date). format: csv only (anything else: 400).',
  access: { permission: 'student:export' },
  query: studentExportQuerySchema,
  answers: { 200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } } },
});

// ---------------------------------------------------------------------------------------------
// Writes

export const create = defineEndpoint({
  method: 'POST',
  path: '/students',
  tags,
  summary: 'Create a student with its user (role STUDENT) and, when given, its parent (role PARENT), in one transaction',
  access: { permission: 'student:create' },
  body: createStudentSchema,
  answers: { 201: studentAnswerSchema },
  offline: keptRegistration,
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/students/:id',
  tags,
  summary: 'Edit a student, its user and its parent (fields left out keep their value; parent.user.id reuses that parent)',
  access: { permission: 'student:update' },
  params: studentIdParamsSchema,
  body: updateStudentSchema,
  answers: { 200: studentAnswerSchema },
  offline: keptEdit,
  versionedBy: get,
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/students/:id',
  tags,
  summary: 'Delete a student (soft: hidden from lists, restorable; the admission number stays reserved)',
  access: { permission: 'student:delete' },
  params: studentIdParamsSchema,
  answers: { 200: studentAnswerSchema },
});

export const restore = defineEndpoint({
  method: 'PATCH',
  path: '/students/:id/restore',
  tags,
  summary: 'Restore a deleted student (a student that is not deleted is answered as it is)',
  access: { permission: 'student:update' },
  params: studentIdParamsSchema,
  answers: { 200: studentAnswerSchema },
  offline: {
    describe: () => ({ key: 'students.pending.restore', values: {} }),
    pending: { entity: 'student', id: (write) => write.params.id ?? null },
  },
});

// ---------------------------------------------------------------------------------------------
// Batches: no offline policy (the answer reports each refused row; replayed later, nobody reads it)

export const importRows = defineEndpoint({
  method: 'POST',
  path: '/students/import',
  tags,
  summary: 'Import students: every row validated and written on its own; the answer lists the rejected rows and why',
  access: { permission: 'student:create' },
  body: studentImportBodySchema,
  answers: { 200: studentImportAnswerSchema },
});

const bulkCreateSummary = 'Create several students (each as POST /students); every item succeeds or fails on its own';
const bulkUpdateSummary = 'Edit several students: {updates: [{id, data}]}, data as PUT /students/{id} but every field optional';

export const bulkCreate = defineEndpoint({
  method: 'POST',
  path: '/students/bulk/create',
  tags,
  summary: bulkCreateSummary,
  access: { permission: 'student:create' },
  body: z.object({ students: bulkItems }),
  answers: { 200: studentBulkAnswerSchema },
});

/** The spec's other address of bulkCreate. */
export const bulkCreateAlias = defineEndpoint({ ...bulkCreate, path: '/students/bulk' });

export const bulkUpdate = defineEndpoint({
  method: 'PUT',
  path: '/students/bulk/update',
  tags,
  summary: bulkUpdateSummary,
  access: { permission: 'student:update' },
  body: z.object({ updates: bulkItems }),
  answers: { 200: studentBulkAnswerSchema },
});

/** The spec's other address of bulkUpdate. */
export const bulkUpdateAlias = defineEndpoint({ ...bulkUpdate, path: '/students/bulk' });

export const bulkRemove = defineEndpoint({
  method: 'DELETE',
  path: '/students/bulk/delete',
  tags,
  summary: 'Delete several students (soft) by id: {studentIds}',
  access: { permission: 'student:delete' },
  body: z.object({ studentIds: bulkItems }),
  answers: { 200: studentBulkAnswerSchema },
});

/** The spec's other address of a bulk delete, with `ids` for `studentIds`. */
export const bulkRemoveByIds = defineEndpoint({
  method: 'DELETE',
  path: '/students/bulk',
  tags,
  summary: 'Delete several students (soft) by id: {ids}',
  access: { permission: 'student:delete' },
  body: z.object({ ids: bulkItems }),
  answers: { 200: studentBulkAnswerSchema },
});
