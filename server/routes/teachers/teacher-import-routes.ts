/**
 * POST /teachers/import (spec part 2 §7.2), multipart: `file` (CSV or JSON, at most 2 MB and
 * 1000 teachers), `format`, `mapping`, `validateOnly`. Every row is checked first (the write
 * schema, duplicates within the file and against the school); with validateOnly nothing is
 * written and the answer is the report. Otherwise each accepted row is written in its own
 * savepoint of one transaction, so a row that still fails (e.g. a teacher added meanwhile with
 * the same email) is undone alone and reported, and no row is ever half-written.
 * Teachers go to the importing user's school. Access: teacher:create.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/contract/api';
import { MAX_TEACHER_IMPORT_ROWS, teacherImportResultSchema, type TeacherImportResult } from '@/contract/teachers';
import { errorAnswers as errors } from '../../lib/answer-schemas';
import { runBulkItems } from '../../lib/bulk-items';
import { requireUser } from '../../lib/permission-checks';
import { multipartForm } from '../../plugins/openapi';
import { checkImportedRows, type RejectedRow } from './teacher-import-check';
import { readImportedRows } from './teacher-import-file';
import { TEACHER_IMPORT_MESSAGES } from './teacher-import-messages';
import { IMPORT_FILE_FIELD, readImportUpload } from './teacher-import-upload';
import { createTeacher } from './teacher-writer';

const importAnswer = z.object({ success: z.literal(true), message: z.string(), data: teacherImportResultSchema });

const byRow = (a: RejectedRow, b: RejectedRow) => a.row - b.row;

export const teacherImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/teachers/import',
    {
      config: { access: { permission: 'teacher:create' } },
      schema: {
        tags: ['teachers'],
        summary: 'Import teachers from a CSV or JSON file, or only check it (validateOnly); the answer reports every rejected row',
        description:
          `multipart/form-data: \`${IMPORT_FILE_FIELD}\` (CSV with a header row, or a JSON array of objects; UTF-8; at most 2 MB ` +
          `(413 beyond) and ${MAX_TEACHER_IMPORT_ROWS} rows), \`format\` (csv | json; by default from the file name), ` +
          '`mapping` (JSON object {"column in the file": "teacher field"}; "" leaves a column out; unmapped columns are matched ' +
          'by field name or export label, case-insensitively), `validateOnly` (true: check and report, write nothing). ' +
          'An exported file imports back as it is. `row` in the report counts data rows from 1.',
        ...multipartForm(
          z.object({
            [IMPORT_FILE_FIELD]: z.file().describe('The CSV or JSON file (UTF-8)'),
            format: z.enum(['csv', 'json']).optional(),
            mapping: z.string().optional().describe('A JSON object {"column in the file": "teacher field"}'),
            validateOnly: z.enum(['true', 'false']).optional(),
          }),
        ),
        response: { 200: importAnswer, ...errors, 413: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.user);
      const upload = await readImportUpload(request);
      const rows = readImportedRows(upload.text, upload.format, upload.mapping);
      const schoolId = actor.schoolId;

      if (upload.validateOnly) {
        const check = await checkImportedRows(app.db, schoolId, rows);
        const data: TeacherImportResult = { total: rows.length, created: 0, createdIds: [], rejected: check.rejected, validateOnly: true };
        return { success: true as const, message: TEACHER_IMPORT_MESSAGES.checked(check.accepted.length, check.rejected.length), data };
      }

      return app.writeTransaction(request, reply, async (tx) => {
        const check = await checkImportedRows(tx, schoolId, rows);
        const now = new Date();
        const written = await runBulkItems(tx, check.accepted, (savepoint, accepted) =>
          createTeacher({ tx: savepoint, actor, now }, accepted.data).then((teacher) => teacher.id),
        );
        const failedOnWrite: RejectedRow[] = written.failed.map((failure) => {
          const accepted = check.accepted[failure.index];
          return { row: accepted.row, employeeId: accepted.data.employeeId ?? null, errors: failure.errors ?? { row: failure.message } };
        });
        const rejected = [...check.rejected, ...failedOnWrite].sort(byRow);
        const data: TeacherImportResult = {
          total: rows.length,
          created: written.succeeded.length,
          createdIds: written.succeeded.map((item) => item.id),
          rejected,
          validateOnly: false,
        };
        return { success: true as const, message: TEACHER_IMPORT_MESSAGES.imported(data.created, rejected.length), data };
      });
    },
  );
};
