/**
 * POST /teachers/import (spec part 2 §7.2), multipart: `file` (CSV or JSON, at most 2 MB and
 * 1000 teachers), `format`, `mapping`, `validateOnly`. Every row is checked first (the write
 * schema, duplicates within the file and against the school); with validateOnly nothing is
 * written and the answer is the report. Otherwise each accepted row is written in its own
 * savepoint of one transaction, so a row that still fails (e.g. a teacher added meanwhile with
 * the same email) is undone alone and reported, and no row is ever half-written.
 * Teachers go to the importing user's school. Access: teacher:create.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as transferEndpoints from '@/contract/endpoints/teachers/transfer';
import type { TeacherImportResult } from '@/contract/teachers';
import { runBulkItems } from '../../../lib/bulk-items';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { checkImportedRows, type RejectedRow } from './teacher-import-check';
import { readImportedRows } from './teacher-import-file';
import { TEACHER_IMPORT_MESSAGES } from './teacher-import-messages';
import { readImportUpload } from './teacher-import-upload';
import { createTeacher } from '../teacher-repository';

const byRow = (a: RejectedRow, b: RejectedRow) => a.row - b.row;

export const teacherImportRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, transferEndpoints.importFile, async (request, reply) => {
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
  });
};
