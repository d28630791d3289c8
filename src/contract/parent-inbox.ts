/**
 * The school's inbox of parent messages (the staff side of POST /parents/{id}/messages):
 * GET /parent-messages (paged, newest first; `meta.unread` for a badge), GET /parent-messages/{id},
 * PATCH /parent-messages/{id}/read and /unread. Staff holding parent:read only: the PARENT role holds
 * it for the portal and is refused (403). The list carries a short preview; one message its full text.
 */
import { z } from 'zod';
import { timestampSchema } from '@/contract/timestamps';
import { DEFAULT_PAGE_SIZE, paginationSchema } from '@/contract/api';
import { coercedIdSchema, pageSchema } from './ids';

/** Characters of the body the list shows (whitespace collapsed, "…" added when cut). */
export const PARENT_INBOX_PREVIEW_LENGTH = 160;
export const PARENT_INBOX_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const PARENT_INBOX_MESSAGES = {
  listed: 'Parent messages retrieved successfully',
  fetched: 'Parent message retrieved successfully',
  markedRead: 'Message marked as read',
  markedUnread: 'Message marked as unread',
  notFound: 'Message not found',
  staffOnly: 'Access denied. The school inbox is for staff; a parent sees their own messages in the portal.',
  // The client's own texts when an answer cannot be read.
  loadFailed: 'Could not load the messages from parents',
  messageLoadFailed: 'Could not load the message',
  markFailed: 'Could not update the message',
} as const;

const id = coercedIdSchema;
const blankToUndefined = (input: string | undefined) => (typeof input === 'string' && input.trim() === '' ? undefined : input);

export const parentInboxParamsSchema = z.object({ id });

export const parentInboxQuerySchema = z.object({
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(100).default(PARENT_INBOX_PAGE_SIZE),
  /** true: only unread; false: only read; absent: both. */
  unread: z.stringbool().optional(),
  studentId: id.optional(),
  /** The parent record's id (parents.id), as `parent.id` in the answer. */
  parentId: id.optional(),
  /** The parent's user id (parent_messages.parent_user_id; /parents/{id} uses it). */
  parentUserId: id.optional(),
  /** Part of the subject, the text, or the parent's or child's name (any case). */
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  /** One school in scope; by default every school the user may see. */
  schoolId: id.optional(),
});
export type ParentInboxQuery = z.input<typeof parentInboxQuerySchema>;
export type ParentInboxFilters = z.output<typeof parentInboxQuerySchema>;

export const parentInboxParentSchema = z.object({
  /** The parent record (parents.id); null for a parent user the school keeps no record of. */
  id: z.number().int().nullable(),
  userId: z.number().int(),
  /** "First Last" (the username when the user has no name). */
  name: z.string(),
  phone: z.string().nullable(),
});

export const parentInboxStudentSchema = z.object({
  id: z.number().int(),
  /** "First Last". */
  name: z.string(),
  /** The child's class now; null when not in one. */
  className: z.string().nullable(),
});

export const parentInboxItemSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  subject: z.string(),
  /** The start of the text, whitespace collapsed, at most PARENT_INBOX_PREVIEW_LENGTH characters. */
  preview: z.string(),
  createdAt: timestampSchema,
  /** When someone at the school first opened it; null while unread. */
  readAt: timestampSchema.nullable(),
  parent: parentInboxParentSchema,
  /** The child the message is about, or null. */
  student: parentInboxStudentSchema.nullable(),
});
export type ParentInboxItem = z.infer<typeof parentInboxItemSchema>;

export const parentInboxMessageSchema = parentInboxItemSchema.extend({ body: z.string() });
export type ParentInboxMessage = z.infer<typeof parentInboxMessageSchema>;

export const parentInboxListAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(parentInboxItemSchema),
  meta: z.object({
    pagination: paginationSchema,
    /** Unread messages of the schools in scope (or of `schoolId`), whatever the other filters. */
    unread: z.number().int(),
  }),
});
export type ParentInboxListAnswer = z.infer<typeof parentInboxListAnswerSchema>;

export const parentInboxMessageAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: parentInboxMessageSchema,
});
export type ParentInboxMessageAnswer = z.infer<typeof parentInboxMessageAnswerSchema>;

/** The list's preview of a body. */
export function parentMessagePreview(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length <= PARENT_INBOX_PREVIEW_LENGTH ? flat : `${flat.slice(0, PARENT_INBOX_PREVIEW_LENGTH - 1).trimEnd()}…`;
}
