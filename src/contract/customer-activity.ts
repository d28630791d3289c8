/**
 * What hangs off a customer (spec part 1 §7): documents, tasks, automations and collaborations
 * (notes with mentions). Bodies of their POST calls, their enumerations and limits, shared by
 * the server's routes and the client's forms.
 */
import { z } from 'zod';
import { CUSTOMER_PRIORITIES, vocabulary } from './customers';
import { idSchema } from './ids';

export const CUSTOMER_DOCUMENT_KINDS = ['TAZKIRA', 'PASSPORT', 'PHOTO', 'TRANSCRIPT', 'CERTIFICATE', 'APPLICATION_FORM', 'RECEIPT', 'OTHER'] as const;
/** Largest stored file, decoded. */
export const MAX_CUSTOMER_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** The file types a document may hold: PDF, images, word-processor documents. */
export const CUSTOMER_DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
] as const;

export const CUSTOMER_DOCUMENT_MESSAGES = {
  titleRequired: 'Title is required',
  mimeTypeRequired: 'mimeType is required when a file is sent',
  typeNotAllowed: 'This file type is not allowed: send a PDF, an image (JPEG, PNG, WebP, GIF) or a document (DOC, DOCX, ODT)',
  invalidBase64: 'contentBase64 is not valid base64',
  empty: 'The file is empty',
  tooLarge: 'The file is too large (5 MB at most)',
  contentMismatch: 'The file content does not match its type',
  noFile: 'This document has no stored file',
  notFound: 'Document not found',
  created: 'Document added',
} as const;

const optionalText = (max: number) =>
  z.preprocess((input) => (typeof input === 'string' && input.trim() === '' ? undefined : input), z.string().trim().max(max, `At most ${max} characters`).optional());

export const createCustomerDocumentSchema = z.object({
  title: z.string(CUSTOMER_DOCUMENT_MESSAGES.titleRequired).trim().min(1, CUSTOMER_DOCUMENT_MESSAGES.titleRequired).max(200, 'At most 200 characters'),
  kind: vocabulary(CUSTOMER_DOCUMENT_KINDS, 'Kind').optional(),
  fileName: optionalText(255),
  mimeType: optionalText(100),
  /** The file, base64 (a data: URL is accepted too). At most 5 MB decoded. */
  contentBase64: z.string().optional(),
  url: z.preprocess(
    (input) => (typeof input === 'string' && input.trim() === '' ? undefined : input),
    z.string().trim().max(2000).regex(/^https?:\/\/\S+$/i, 'url must start with http:// or https://').optional(),
  ),
  notes: optionalText(2000),
});
export type CreateCustomerDocumentInput = z.input<typeof createCustomerDocumentSchema>;

export const CUSTOMER_TASK_STATUSES = ['OPEN', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;
export type CustomerTaskStatus = (typeof CUSTOMER_TASK_STATUSES)[number];

/** A date (YYYY-MM-DD: due by the end of that Kabul day) or a date and time with its offset. */
const dueDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: () => 'dueDate must be a date (2026-03-21) or a date and time (2026-03-21T10:00:00+04:30)' });

export const createCustomerTaskSchema = z.object({
  title: z.string('Title is required').trim().min(1, 'Title is required').max(200, 'At most 200 characters'),
  description: optionalText(5000),
  status: vocabulary(CUSTOMER_TASK_STATUSES, 'Status').optional(),
  priority: vocabulary(CUSTOMER_PRIORITIES, 'Priority').optional(),
  dueDate: dueDate.nullable().optional(),
  assignedTo: idSchema.nullable().optional(),
});
export type CreateCustomerTaskInput = z.input<typeof createCustomerTaskSchema>;

export const updateCustomerTaskSchema = createCustomerTaskSchema
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change');

export const CUSTOMER_AUTOMATION_TEMPLATE_KEYS = ['FOLLOW_UP_REMINDER', 'ENROLLMENT_DOCUMENTS', 'WELCOME_MESSAGE', 'STALE_LEAD_ALERT'] as const;

export const createCustomerAutomationSchema = z.object({
  templateKey: z.enum(CUSTOMER_AUTOMATION_TEMPLATE_KEYS, { error: () => `templateKey must be one of: ${CUSTOMER_AUTOMATION_TEMPLATE_KEYS.join(', ')}` }),
  name: optionalText(200),
  /** Values of the template's parameters (see GET /customers/automations/templates); the rest take their defaults. */
  parameters: z.record(z.string(), z.union([z.string().max(500), z.number()])).optional(),
  isActive: z.boolean().optional(),
});
export type CreateCustomerAutomationInput = z.input<typeof createCustomerAutomationSchema>;

export const CUSTOMER_COLLABORATION_KINDS = ['NOTE', 'COMMENT', 'CALL', 'MEETING', 'MESSAGE'] as const;
/** Kinds that are a contact with the visitor (they set the customer's lastContact). */
export const CUSTOMER_CONTACT_KINDS: readonly string[] = ['CALL', 'MEETING', 'MESSAGE'];

export const createCustomerCollaborationSchema = z.object({
  message: z.string('Message is required').trim().min(1, 'Message is required').max(5000, 'At most 5000 characters'),
  kind: vocabulary(CUSTOMER_COLLABORATION_KINDS, 'Kind').optional(),
  /** User ids to mention; @username in the message mentions too. */
  mentions: z.array(idSchema).max(20).optional(),
});
export type CreateCustomerCollaborationInput = z.input<typeof createCustomerCollaborationSchema>;
