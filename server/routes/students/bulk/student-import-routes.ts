/**
 * POST /students/import {students: [...]}: each row is validated with the create schema and
 * written (student, user, parent, event) in its own savepoint, so a row is imported whole or not
 * at all and a bad row never stops the others. The answer lists the rejected rows (`row` counts
 * from 1) with their admission number and the reasons. Access: student:create.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as studentEndpoints from '@/contract/endpoints/students';
import { createStudentSchema } from '@/contract/students';
import { runBulkItems } from '../../../lib/bulk-items';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { unusablePasswordHash } from '../../../lib/unusable-password-hash';
import { STUDENT_ROUTE_MESSAGES } from '../student-route-schemas';
import { createStudent } from '../student-write-repository';

const admissionNoOf = (row: unknown): string | null => {
  const value = typeof row === 'object' && row !== null ? (row as Record<string, unknown>).admissionNo : undefined;
  return typeof value === 'string' ? value : null;
};

export const studentImportRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, studentEndpoints.importRows, async (request, reply) => {
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
  });
};
