/**
 * Finance reports (spec part 2 §7.4; shapes in src/contract/finance-analytics.ts): GET
 * /finance/reports lists the kinds and formats; POST /finance/reports/generate answers the file
 * (PDF or CSV) of one kind over a range, as an attachment named
 * "<kind>-<startDate>-to-<endDate>.<format>". Generating writes nothing, so it is not a
 * writeTransaction.
 *
 * Access: finance:read for both (report:read alone is not enough: every teacher holds it, and
 * these reports are the school's money).
 */
import type { FastifyPluginAsync } from 'fastify';
import * as financeReportEndpoints from '@/contract/endpoints/finance/reports';
import { FINANCE_REPORT_FORMATS, FINANCE_REPORT_KINDS, FINANCE_REPORT_TEXTS, financeReportFileName } from '@/contract/finance-analytics';
import { kabulDay } from '../../../lib/kabul-time';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { readSchoolCurrency } from '../../settings/public';
import { reportCsv } from './finance-report-csv';
import { readFinanceReport } from './finance-report-data';
import { reportSchoolName } from './finance-report-heading';
import { reportPdf } from './finance-report-pdf';

const CONTENT_TYPES = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' } as const;

export const financeReportRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, financeReportEndpoints.list, async () => ({
    success: true as const,
    message: 'Finance reports',
    data: FINANCE_REPORT_KINDS.map((kind) => ({ kind, ...FINANCE_REPORT_TEXTS[kind], formats: [...FINANCE_REPORT_FORMATS] })),
  }));

  routeEndpoint(app, financeReportEndpoints.generate, async (request, reply) => {
    const user = requireUser(request.user);
    const { kind, format, startDate, endDate } = request.body;
    const range = { startDate, endDate };
    const table = await readFinanceReport(app.db, user, kind, range);
    // The user's school's currency names the amounts (a report over several schools too).
    const currency = await readSchoolCurrency(app.db, user.schoolId);
    const file =
      format === 'csv'
        ? reportCsv(table, currency)
        : await reportPdf(table, { schoolName: await reportSchoolName(app.db, user), range, generatedOn: kabulDay(), currency });
    return reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="${financeReportFileName(request.body)}"`)
      .header('cache-control', 'no-store')
      .send(file as unknown as string);
  });
};
