/**
 * /reports (spec part 2 §7.7; shapes in src/contract/reports.ts): stored reports of the schools in
 * scope, generated from the school's records, exported as PDF or CSV. Access report:read,
 * report:create, report:delete, each plus the read permissions of the report's type (checked by
 * the route). Generating is not kept on the device (its answer is the report the user asked to
 * see); a new title may be.
 */
import { z } from 'zod';
import { defineEndpoint, type WriteDescription } from '@/contract/endpoint';
import {
  REPORT_MAX_ROWS,
  REPORT_PDF_MAX_ROWS,
  REPORT_PREVIEW_ROWS,
  reportAnswerSchema,
  reportDeletedAnswerSchema,
  reportDetailAnswerSchema,
  reportExportQuerySchema,
  reportGenerateSchema,
  reportGeneratedAnswerSchema,
  reportIdParamsSchema,
  reportListAnswerSchema,
  reportListQuerySchema,
  reportRenameSchema,
} from '@/contract/reports';

const tags = ['reports'];

export const list = defineEndpoint({
  method: 'GET',
  path: '/reports',
  tags,
  summary: 'Generated reports of the schools in scope, newest first; by type and school; without their rows',
  access: { permission: 'report:read' },
  query: reportListQuerySchema,
  answers: { 200: reportListAnswerSchema },
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/reports/:id',
  tags,
  summary: 'One report with its columns, every row and its summary',
  access: { permission: 'report:read' },
  params: reportIdParamsSchema,
  answers: { 200: reportDetailAnswerSchema },
});

const generateDescription = `The parameters are checked per type. More than ${REPORT_MAX_ROWS} rows answers 400 and stores nothing. The answer holds the first ${REPORT_PREVIEW_ROWS} rows; GET /reports/{id} has them all.`;

export const generate = defineEndpoint({
  method: 'POST',
  path: '/reports/generate',
  tags,
  summary: "Generate a report (ATTENDANCE, FEES, ACADEMIC, STUDENTS or STAFF) from the school's records and store it",
  description: generateDescription,
  access: { permission: 'report:create' },
  body: reportGenerateSchema,
  answers: { 201: reportGeneratedAnswerSchema },
});

/** The spec's bare "/reports" read as CRUD: creating a report is generating one. */
export const create = defineEndpoint({
  method: 'POST',
  path: '/reports',
  tags,
  summary: 'The same as POST /reports/generate',
  description: generateDescription,
  access: { permission: 'report:create' },
  body: reportGenerateSchema,
  answers: { 201: reportGeneratedAnswerSchema },
});

export const rename = defineEndpoint({
  method: 'PUT',
  path: '/reports/:id',
  tags,
  summary: 'Rename a report (its figures stay as generated)',
  access: { permission: 'report:create' },
  params: reportIdParamsSchema,
  body: reportRenameSchema,
  answers: { 200: reportAnswerSchema },
  offline: {
    describe: (write): WriteDescription => {
      const title = (write.body as { title?: unknown } | null)?.title;
      return typeof title === 'string' && title.trim() !== ''
        ? { key: 'settings.pending.reportRename', values: { title: title.trim() } }
        : { key: 'settings.pending.reportRenameUntitled', values: {} };
    },
    pending: { entity: 'report', id: (write) => write.params.id ?? null },
  },
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/reports/:id',
  tags,
  summary: 'Delete a report (soft)',
  access: { permission: 'report:delete' },
  params: reportIdParamsSchema,
  answers: { 200: reportDeletedAnswerSchema },
});

export const exportFile = defineEndpoint({
  method: 'GET',
  path: '/reports/:id/export',
  tags,
  summary: 'A report as a PDF (default) or CSV file',
  description:
    'PDF: landscape A4 with the school profile, the title, the summary and the table (header repeated on each page, page numbers); ' +
    `a report of more than ${REPORT_PDF_MAX_ROWS} rows answers 400 (export it as CSV). ` +
    `CSV: UTF-8 with a byte order mark, CRLF, the header row and the rows (at most ${REPORT_MAX_ROWS}); money with two decimals.`,
  access: { permission: 'report:read' },
  params: reportIdParamsSchema,
  query: reportExportQuerySchema,
  answers: {
    200: { description: 'The report file', content: { 'application/pdf': { schema: z.string() }, 'text/csv': { schema: z.string() } } },
  },
});
