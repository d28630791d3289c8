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
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FINANCE_REPORT_FORMATS,
  FINANCE_REPORT_KINDS,
  FINANCE_REPORT_TEXTS,
  financeReportFileName,
  financeReportGenerateSchema,
  financeReportListSchema,
} from '@/contract/finance-analytics';
import { errorAnswers as errors } from '../../lib/answer-schemas';
import { kabulDay } from '../../lib/kabul-time';
import { requireUser } from '../../lib/permission-checks';
import { reportCsv } from './finance-report-csv';
import { readFinanceReport } from './finance-report-data';
import { reportSchoolName } from './finance-report-heading';
import { reportPdf } from './finance-report-pdf';

const tags = ['Finance'];
const config = { access: { permission: 'finance:read' } };
const reportListAnswer = z.object({ success: z.literal(true), message: z.string(), data: financeReportListSchema });
const CONTENT_TYPES = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' } as const;

export const financeReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/finance/reports',
    {
      config,
      schema: { tags, summary: 'The finance reports that can be generated, with their formats', response: { 200: reportListAnswer, ...errors } },
    },
    async () => ({
      success: true as const,
      message: 'Finance reports',
      data: FINANCE_REPORT_KINDS.map((kind) => ({ kind, ...FINANCE_REPORT_TEXTS[kind], formats: [...FINANCE_REPORT_FORMATS] })),
    }),
  );

  app.post(
    '/finance/reports/generate',
    {
      config,
      schema: {
        tags,
        summary: 'Generate a finance report (kind, startDate, endDate, format pdf|csv) as a file',
        description:
          'CSV: UTF-8 with a byte order mark, CRLF, a header row, one row per record, then one row per total (label first, amount last). ' +
          'PDF: landscape A4 with the school name, period, the table and the totals. More than 10,000 rows answers 400.',
        body: financeReportGenerateSchema,
        response: {
          200: {
            description: 'The report file',
            content: { 'application/pdf': { schema: z.string() }, 'text/csv': { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      const { kind, format, startDate, endDate } = request.body;
      const range = { startDate, endDate };
      const table = await readFinanceReport(app.db, user, kind, range);
      const file =
        format === 'csv'
          ? reportCsv(table)
          : await reportPdf(table, { schoolName: await reportSchoolName(app.db, user), range, generatedOn: kabulDay() });
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${financeReportFileName(request.body)}"`)
        .header('cache-control', 'no-store')
        .send(file as unknown as string);
    },
  );
};
