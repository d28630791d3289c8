/**
 * Reports (spec part 2 §7.7; shapes in src/contract/reports.ts): GET /reports (the schools in
 * scope, newest first, paged, by type), GET /reports/{id} (with every row), POST
 * /reports/generate (computes the table from the school's records and stores it; 201 with the
 * first rows; POST /reports is the same), PUT /reports/{id} (a new title only), DELETE
 * /reports/{id} (soft), and GET /reports/{id}/export (report-export-routes.ts).
 *
 * Access: report:read, report:create, report:delete, each plus the read permissions of the
 * report's type (report-access.ts). A report covers one school: the user's own, or `schoolId`
 * when the user's data scope opens it (403 otherwise, as lookups answer).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as reportEndpoints from '@/contract/endpoints/reports';
import { REPORT_MESSAGES, REPORT_PREVIEW_ROWS, type ReportGenerateBody } from '@/contract/reports';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { canAccessSchool } from '../../lib/school-scope';
import { requireReportType, usableReportTypes } from './report-access';
import { buildReport } from './report-builders';
import { reportExportRoutes } from './report-export-routes';
import {
  findReportInScope,
  insertReport,
  listReports,
  readReportRows,
  renameReport,
  schoolExists,
  softDeleteReport,
} from './report-repository';

export const reportRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, reportEndpoints.list, async (request) => {
    const user = requireUser(request.user);
    const { page, limit, type, schoolId } = request.query;
    const types = usableReportTypes(user).filter((usable) => type === undefined || usable === type);
    const { items, totalCount } = await listReports(app.db, user, { page, limit, types, schoolId });
    return { success: true as const, message: REPORT_MESSAGES.listed, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
  });

  routeEndpoint(app, reportEndpoints.get, async (request) => {
    const user = requireUser(request.user);
    const report = await findReportInScope(app.db, user, request.params.id);
    requireReportType(user, report.type);
    return { success: true as const, message: REPORT_MESSAGES.fetched, data: { ...report, rows: await readReportRows(app.db, report.id) } };
  });

  const generateReport = async (request: FastifyRequest, body: ReportGenerateBody, reply: FastifyReply) => {
    const user = requireUser(request.user);
    requireReportType(user, body.type);
    const schoolId = body.schoolId ?? user.schoolId;
    if (!canAccessSchool(user, schoolId)) throw httpError(403, `You do not have access to school ${schoolId}`);
    return app.writeTransaction(request, reply, async (tx) => {
      if (!(await schoolExists(tx, schoolId))) throw httpError(404, REPORT_MESSAGES.schoolNotFound, { schoolId: REPORT_MESSAGES.schoolNotFound });
      const built = await buildReport(tx, schoolId, body);
      const id = await insertReport(tx, {
        schoolId,
        type: body.type,
        title: built.title,
        parameters: body.parameters,
        columns: built.columns,
        rows: built.rows,
        summary: built.summary,
        rowCount: built.rows.length,
        createdBy: user.id,
      });
      const report = await findReportInScope(tx, user, id);
      reply.code(201);
      return { success: true as const, message: REPORT_MESSAGES.generated, data: { ...report, previewRows: built.rows.slice(0, REPORT_PREVIEW_ROWS) } };
    });
  };
  routeEndpoint(app, reportEndpoints.generate, (request, reply) => generateReport(request, request.body, reply));
  // The spec's bare "/reports" read as CRUD: creating a report is generating one.
  routeEndpoint(app, reportEndpoints.create, (request, reply) => generateReport(request, request.body, reply));

  routeEndpoint(app, reportEndpoints.rename, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const report = await findReportInScope(tx, user, request.params.id);
      requireReportType(user, report.type);
      await renameReport(tx, report.id, request.body.title);
      return { success: true as const, message: REPORT_MESSAGES.renamed, data: await findReportInScope(tx, user, report.id) };
    });
  });

  routeEndpoint(app, reportEndpoints.remove, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const report = await findReportInScope(tx, user, request.params.id);
      requireReportType(user, report.type);
      await softDeleteReport(tx, report.id);
      return { success: true as const, message: REPORT_MESSAGES.deleted, data: { id: report.id } };
    });
  });

  await app.register(reportExportRoutes);
};
