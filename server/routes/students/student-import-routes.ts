/**
 * POST /students/import {students: [...]}: each row is validated with the create schema and
 * written (student, user, parent, event) in its own savepoint, so a row is imported whole or not
 * at all and a bad row never stops the others. The answer lists the rejected rows (`row` counts
 * from 1) with their admission number and the reasons. Access: student:create.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_STUDENT_IMPORT_ROWS, createStudentSchema, studentImportResultSchema } from '@/contract/students';
import { runBulkItems } from '../../lib/bulk-items';
import { requireUser } from '../../lib/permission-checks';
import { unusablePasswordHash } from '../../lib/unusable-password-hash';
import { STUDENT_ROUTE_MESSAGES } from './student-route-schemas';
import { createStudent } from './student-writer';
import { errorAnswers as errors } from '../../lib/answer-schemas';

const importBodySchema = z.object({
  students: z
    .array(z.unknown())
    .min(1, 'Send at least one student')
    .max(MAX_STUDENT_IMPORT_ROWS, `At most ${MAX_STUDENT_IMPORT_ROWS} students per import`),
});

const admissionNoOf = (row: unknown): string | null => {
  const value = typeof row === 'object' && row !== null ? (row as Record<string, unknown>).admissionNo : undefined;
  return typeof value === 'string' ? value : null;
};

export const studentImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/students/import',
    {
      config: { access: { permission: 'student:create' } },
      schema: {
        tags: ['students'],
        summary: 'Import students: every row validated and written on its own; the answer lists the rejected rows and why',
        body: importBodySchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), data: studentImportResultSchema }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.user);
      const rows = request.body.students;
      const passwordHash = await unusablePasswordHash();
      return app.writeTransaction(request, reply, async (tx) => {
        const result = await runBulkItems(tx, rows, (savepoint, row) =>
          createStudent({ tx: savepoint, actor, passwordHash, now: new Date() }, createStudentSchema.parse(row)),
        );
        return {
          success: true as const,
          message: STUDENT_ROUTE_MESSAGES.imported,
          data: {
            imported: result.succeeded.length,
            importedIds: result.succeeded.map((item) => item.id),
            failed: result.failed.map((failure) => ({
              row: failure.index + 1,
              admissionNo: admissionNoOf(rows[failure.index]),
              errors: failure.errors ?? { row: failure.message },
            })),
          },
        };
      });
    },
  );
};
