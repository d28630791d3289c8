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
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as reportEndpoints from '@/contract/endpoints/reports';
import { REPORT_MESSAGES, REPORT_PREVIEW_ROWS, type ReportGenerateBody } from '@/contract/reports';
import { reports, schools } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { lookupSchoolCondition } from '../../lib/lookup-query';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { canAccessSchool } from '../../lib/school-scope';
import { requireReportType, usableReportTypes } from './report-access';
import { buildReport } from './report-builders';
import { reportExportRoutes } from './report-export-routes';
import { findReportInScope, isReportType, readReportRows, selectReportMetadata, toReportDto } from './report-records';

export const reportRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, reportEndpoints.list, async (request) => {
    const user = requireUser(request.user);
    const { page, limit, type, schoolId } = request.query;
    const types = usableReportTypes(user).filter((usable) => type === undefined || usable === type);
    const where = and(lookupSchoolCondition(user, reports.schoolId, schoolId), isNull(reports.deletedAt), inArray(reports.type, types));
    const rows =
      types.length === 0
        ? []
        : await selectReportMetadata(app.db, where)
            .orderBy(desc(reports.createdAt), desc(reports.id))
            .limit(limit)
            .offset((page - 1) * limit);
    const [counted] = types.length === 0 ? [{ value: 0 }] : await app.db.select({ value: count() }).from(reports).where(where);
    return {
      success: true as const,
      message: REPORT_MESSAGES.listed,
      data: rows.flatMap((row) => (isReportType(row.type) ? [toReportDto({ ...row, type: row.type })] : [])),
      meta: { pagination: paginationMeta(page, limit, Number(counted?.value ?? 0)) },
    };
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
      const [school] = await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId));
      if (!school) throw httpError(404, REPORT_MESSAGES.schoolNotFound, { schoolId: REPORT_MESSAGES.schoolNotFound });
      const built = await buildReport(tx, schoolId, body);
      const [stored] = await tx
        .insert(reports)
        .values({
          schoolId,
          type: body.type,
          title: built.title,
          parameters: body.parameters,
          columns: built.columns,
          rows: built.rows,
          summary: built.summary,
          rowCount: built.rows.length,
          createdBy: user.id,
        })
        .returning({ id: reports.id });
      const report = await findReportInScope(tx, user, stored.id);
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
      await tx.update(reports).set({ title: request.body.title }).where(eq(reports.id, report.id));
      return { success: true as const, message: REPORT_MESSAGES.renamed, data: await findReportInScope(tx, user, report.id) };
    });
  });

  routeEndpoint(app, reportEndpoints.remove, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const report = await findReportInScope(tx, user, request.params.id);
      requireReportType(user, report.type);
      await tx.update(reports).set({ deletedAt: new Date() }).where(eq(reports.id, report.id));
      return { success: true as const, message: REPORT_MESSAGES.deleted, data: { id: report.id } };
    });
  });

  await app.register(reportExportRoutes);
};
