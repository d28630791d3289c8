/**
 * The audit log's read API (spec part 2 §7.7: GET /audit/logs, /audit/logs/{id},
 * /audit/logs/user/{id}; "Response shapes for these: not shown", so designed here). The rows are
 * written by the database's trigger (migration 0021) and never changed through the API.
 *
 * A list item is light: who, when, which row, the route and request, and the names of the fields
 * an update changed. The row before and after, and the field-by-field changes, come with
 * GET /audit/logs/{id} only (a row's JSON can be kilobytes; a page of 25 stays small).
 */
import { z } from 'zod';
import { paginationSchema } from './api';
import { coercedIdSchema, pageSchema } from './ids';

export const AUDIT_ACTIONS = ['INSERT', 'UPDATE', 'DELETE'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_MAX_PAGE_SIZE = 100;

export const AUDIT_MESSAGES = {
  listed: 'Audit log retrieved successfully',
  fetched: 'Audit record retrieved successfully',
  notFound: 'Audit record not found',
  userNotFound: 'User not found',
  dateFormat: 'Dates must be written as YYYY-MM-DD',
  rangeOrder: 'The start date must not be after the end date',
  tableFormat: 'A table name is lower-case letters, digits and underscores',
  actionInvalid: 'The action must be INSERT, UPDATE or DELETE',
  loadFailed: 'The audit log could not be loaded',
  recordLoadFailed: 'The audit record could not be loaded',
} as const;

// ---------------------------------------------------------------------------------------------
// Queries

// Typed by what a caller sends (the query string's text), so the client's input stays typed.
const blankToUndefined = (input: string | undefined) => (typeof input === 'string' && input.trim() === '' ? undefined : input);
const idParam = coercedIdSchema;
export const auditIdParamsSchema = z.object({ id: idParam });
/** A user id is a PostgreSQL integer: a larger one is refused (400), never sent to the database. */
export const auditUserParamsSchema = z.object({ id: idParam });

const isCalendarDay = (text: string) => {
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
};
const daySchema = z
  .string(AUDIT_MESSAGES.dateFormat)
  .regex(/^\d{4}-\d{2}-\d{2}$/, AUDIT_MESSAGES.dateFormat)
  .refine(isCalendarDay, AUDIT_MESSAGES.dateFormat)
  .meta({ format: 'date' });

/** The filters both lists take. `from`/`to` are Kabul calendar days, both included. */
const auditFilterFields = {
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(AUDIT_MAX_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
  /** A table's name as the database spells it ("subjects"). */
  table: z.preprocess(
    blankToUndefined,
    z.string(AUDIT_MESSAGES.tableFormat).regex(/^[a-z_][a-z0-9_]{0,62}$/, AUDIT_MESSAGES.tableFormat).optional(),
  ),
  action: z.preprocess(blankToUndefined, z.enum(AUDIT_ACTIONS, AUDIT_MESSAGES.actionInvalid).optional()),
  /** The changed row's id ("12", or a settings key). */
  rowId: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  from: z.preprocess(blankToUndefined, daySchema.optional()),
  to: z.preprocess(blankToUndefined, daySchema.optional()),
  /** Part of the route, the request id, the row id or the record's name, any case. */
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  /** One school in scope; by default every school the user may see. */
  schoolId: idParam.optional(),
  /**
   * "true": list the sign-ins too (an update of a user that only sets their last-login time).
   * Left out by default: every sign-in writes one, and they bury the changes people made.
   */
  includeLogins: z.stringbool().optional(),
  _t: z.unknown().optional(),
};

const rangeInOrder = (range: { from?: string; to?: string }) => range.from === undefined || range.to === undefined || range.from <= range.to;

export const auditListQuerySchema = z
  .object({ ...auditFilterFields, userId: idParam.optional() })
  .refine(rangeInOrder, { message: AUDIT_MESSAGES.rangeOrder, path: ['to'] });
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/** GET /audit/logs/user/{id}: the same filters; the user is the path's. */
export const auditUserListQuerySchema = z.object(auditFilterFields).refine(rangeInOrder, { message: AUDIT_MESSAGES.rangeOrder, path: ['to'] });
export type AuditUserListQuery = z.infer<typeof auditUserListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers

export const auditUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** First and last name, else the display name, else the username. */
  name: z.string(),
});
export type AuditUser = z.infer<typeof auditUserSchema>;

export const auditLogItemSchema = z.object({
  id: z.number().int(),
  /** Null for server-wide rows (the system settings), which only all-school users see. */
  schoolId: z.number().int().nullable(),
  /** ISO instant of the writing transaction. */
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  table: z.string(),
  rowId: z.string().nullable(),
  /** The record's name, title, person or code when it has one ("Astronomy"), for reading the list. */
  rowLabel: z.string().nullable(),
  /** "PUT /api/subjects/:id"; null for a write made outside a request. */
  route: z.string().nullable(),
  requestId: z.string().nullable(),
  /** Null: the system (a write with no signed-in user, such as a login's last-login time). */
  user: auditUserSchema.nullable(),
  /** For an update, the fields whose value changed, by name (updated_at left out); else empty. */
  changedFields: z.array(z.string()),
});
export type AuditLogItem = z.infer<typeof auditLogItemSchema>;

export const auditFieldChangeSchema = z.object({
  field: z.string(),
  /** The JSON value before (null when absent or null). */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditFieldChange = z.infer<typeof auditFieldChangeSchema>;

const rowJson = z.record(z.string(), z.unknown()).nullable();

export const auditLogDetailSchema = auditLogItemSchema.extend({
  before: rowJson,
  after: rowJson,
  /** Every field whose value differs, by name: all set fields of an insert or delete. */
  changes: z.array(auditFieldChangeSchema),
});
export type AuditLogDetail = z.infer<typeof auditLogDetailSchema>;

export const auditListMetaSchema = z.object({
  pagination: paginationSchema,
  /** Tables with any record in the schools in scope, by name: the filter's choices. */
  tables: z.array(z.string()),
  /** Users with any record in the schools in scope, by name: the filter's choices. */
  users: z.array(auditUserSchema),
});
export type AuditListMeta = z.infer<typeof auditListMetaSchema>;

export const auditListAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(auditLogItemSchema),
  meta: auditListMetaSchema,
});
export type AuditListAnswer = z.infer<typeof auditListAnswerSchema>;

export const auditDetailAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: auditLogDetailSchema,
});
