/**
 * A customer's documents (spec part 1 §7): list and add, the documents analytics, and the
 * download of a stored file. A document holds a small file (base64 in the JSON body, 5 MB at
 * most, PDF / images / word-processor documents), a link, or only a note that a paper was seen.
 */
import { z } from 'zod';
import { pagedAnswer, successResponse } from '@/contract/api';
import { CUSTOMER_DOCUMENT_MIME_TYPES, createCustomerDocumentSchema } from '@/contract/customer-activity';
import {
  customerDocumentSchema,
  customerIdParamsSchema,
  documentAnalyticsSchema,
  pageQuery,
} from '@/contract/customer-extras';
import { defineEndpoint } from '@/contract/endpoint';
import { coercedIdSchema } from '@/contract/ids';

const tags = ['customers: documents'];
const read = { permission: 'customer:read' } as const;

export const list = defineEndpoint({
  method: 'GET',
  path: '/customers/:id/documents',
  tags,
  summary: "A customer's documents, newest first (without the files)",
  access: read,
  params: customerIdParamsSchema,
  query: pageQuery,
  answers: { 200: pagedAnswer(customerDocumentSchema) },
});

/** No offline policy: an upload (up to 5 MB), refused at once when the server cannot be reached. */
export const create = defineEndpoint({
  method: 'POST',
  path: '/customers/:id/documents',
  tags,
  summary: 'Add a document: a file (contentBase64 with mimeType; PDF, JPEG, PNG, WebP, GIF, DOC, DOCX, ODT; 5 MB at most), a url, or a note',
  description: `Refusals: 400 for a type outside ${CUSTOMER_DOCUMENT_MIME_TYPES.join(', ')}, bad base64, an empty file or content that does not match its type; 413 for more than 5 MB. Nothing is stored then.`,
  access: { permission: 'customer:update' },
  params: customerIdParamsSchema,
  body: createCustomerDocumentSchema,
  answers: { 201: successResponse(customerDocumentSchema) },
  moreErrors: [413],
});

export const content = defineEndpoint({
  method: 'GET',
  path: '/customers/:id/documents/:documentId/content',
  tags,
  summary: "Download a document's stored file",
  access: read,
  params: customerIdParamsSchema.extend({ documentId: coercedIdSchema }),
  answers: {
    200: { description: 'The file, with its own Content-Type', content: { 'application/octet-stream': { schema: z.any().describe('The file bytes') } } },
  },
});

export const analytics = defineEndpoint({
  method: 'GET',
  path: '/customers/documents/analytics',
  tags,
  summary: 'Documents of the customers in scope: totals, counts and sizes by kind and by file type, the latest five',
  access: read,
  query: z.object({ _t: z.unknown().optional() }),
  answers: { 200: successResponse(documentAnalyticsSchema) },
});
