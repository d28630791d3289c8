/**
 * GET /reports/{id}/export?format=pdf|csv (pdf by default, spec part 1): the stored report as an
 * attachment named "<type>-report-<id>-<day it was generated>.<format>". It prints the rows stored
 * when the report was generated, so every export of one report shows the same figures. A PDF
 * holds at most REPORT_PDF_MAX_ROWS rows (400 beyond, pointing to CSV); a CSV holds them all.
 *
 * Access: report:read plus the type's read permissions, as for GET /reports/{id}: the file holds
 * exactly what that answer shows. (report:export exists in the catalogue but no role other than
 * the wildcard holds it, so requiring it would keep school administrators from their own reports.)
 */
import type { FastifyPluginAsync } from 'fastify';
import * as reportEndpoints from '@/contract/endpoints/reports';
import { pdfTooManyRows, REPORT_PDF_MAX_ROWS, reportFileName } from '@/contract/reports';
import { httpError } from '../../lib/http-error';
import { kabulDay } from '../../lib/kabul-time';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { readSchoolCurrency } from '../settings/public';
import { requireReportType } from './report-access';
import { reportCsv } from './report-csv';
import { reportPdf, type ReportSchoolProfile } from './report-pdf';
import { findReportInScope, readReportRows, reportSchoolProfile } from './report-repository';

const CONTENT_TYPES = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' } as const;

export const reportExportRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, reportEndpoints.exportFile, async (request, reply) => {
    const user = requireUser(request.user);
    const { format } = request.query;
    const report = await findReportInScope(app.db, user, request.params.id);
    requireReportType(user, report.type);
    if (format === 'pdf' && report.rowCount > REPORT_PDF_MAX_ROWS) throw httpError(400, pdfTooManyRows(report.rowCount));
    const rows = await readReportRows(app.db, report.id);
    let file: string | Buffer;
    // The report's school's one currency names its money (server/lib/money-text.ts).
    const currency = await readSchoolCurrency(app.db, report.schoolId);
    if (format === 'csv') file = reportCsv(report.columns, rows, currency);
    else {
      const school = await reportSchoolProfile(app.db, report.schoolId);
      file = await reportPdf(report, rows, { ...school, currency } satisfies ReportSchoolProfile);
    }
    return reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="${reportFileName(report, kabulDay(new Date(report.createdAt)), format)}"`)
      .header('cache-control', 'no-store')
      .send(file as unknown as string);
  });
};
