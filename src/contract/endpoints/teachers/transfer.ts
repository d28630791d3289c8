/**
 * Teachers export and import (spec part 2 §7.2): the export is a file; the import is a multipart
 * upload answering a per-row report (never kept for later on the device).
 */
import { z } from 'zod';
import { defineEndpoint } from '@/contract/endpoint';
import {
  MAX_TEACHER_IMPORT_ROWS,
  TEACHER_EXPORT_FIELDS,
  teacherImportResultSchema,
  teacherListQuerySchema,
} from '@/contract/teachers';

const tags = ['teachers'];

/** The multipart field of the imported file. */
export const TEACHER_IMPORT_FILE_FIELD = 'file';

export const teacherExportQuerySchema = teacherListQuerySchema
  .omit({ page: true, limit: true, sortBy: true, sortOrder: true, include: true })
  .extend({
    format: z.string().trim().toLowerCase().default('csv'),
    fields: z.string().trim().max(2000).optional().describe(`Comma separated, in the wanted order; default all: ${TEACHER_EXPORT_FIELDS.join(',')}`),
  });

export const teacherImportAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: teacherImportResultSchema });

export const exportFile = defineEndpoint({
  method: 'GET',
  path: '/teachers/export',
  tags,
  summary: 'The teachers matching the list filters as a CSV or JSON file (streamed, id order)',
  description:
    'format=csv (default): UTF-8 with a byte order mark, CRLF line ends, a header row of field labels; cells starting with = + - @ get a leading apostrophe. ' +
    'format=json: an array of objects keyed by field name. Attachment named teachers-YYYY-MM-DD.csv|json (Kabul date). ' +
    'The emergency contact is three flat fields, so an exported file imports back as it is.',
  access: { permission: 'teacher:read' },
  query: teacherExportQuerySchema,
  answers: {
    200: {
      description: 'The file',
      content: { 'text/csv': { schema: z.string() }, 'application/json': { schema: z.array(z.record(z.string(), z.unknown())) } },
    },
  },
});

export const importFile = defineEndpoint({
  method: 'POST',
  path: '/teachers/import',
  tags,
  summary: 'Import teachers from a CSV or JSON file, or only check it (validateOnly); the answer reports every rejected row',
  description:
    `multipart/form-data: \`${TEACHER_IMPORT_FILE_FIELD}\` (CSV with a header row, or a JSON array of objects; UTF-8; at most 2 MB ` +
    `(413 beyond) and ${MAX_TEACHER_IMPORT_ROWS} rows), \`format\` (csv | json; by default from the file name), ` +
    '`mapping` (JSON object {"column in the file": "teacher field"}; "" leaves a column out; unmapped columns are matched ' +
    'by field name or export label, case-insensitively), `validateOnly` (true: check and report, write nothing). ' +
    'An exported file imports back as it is. `row` in the report counts data rows from 1.',
  access: { permission: 'teacher:create' },
  form: z.object({
    [TEACHER_IMPORT_FILE_FIELD]: z.file().describe('The CSV or JSON file (UTF-8)'),
    format: z.enum(['csv', 'json']).optional(),
    mapping: z.string().optional().describe('A JSON object {"column in the file": "teacher field"}'),
    validateOnly: z.enum(['true', 'false']).optional(),
  }),
  answers: { 200: teacherImportAnswerSchema },
  moreErrors: [413],
});
