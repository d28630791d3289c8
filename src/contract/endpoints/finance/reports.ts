/**
 * Finance reports (spec part 2 §7.4; shapes in src/contract/finance-analytics.ts): GET
 * /finance/reports lists the kinds and formats; POST /finance/reports/generate answers the file
 * (PDF or CSV) of one kind over a range. Generating answers a file the user wants at once, so it
 * is never kept for later.
 */
import { z } from 'zod';
import { defineEndpoint } from '@/contract/endpoint';
import { financeReportGenerateSchema, financeReportListSchema } from '@/contract/finance-analytics';

const tags = ['Finance'];
const access = { permission: 'finance:read' };

export const financeReportListAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: financeReportListSchema });

export const list = defineEndpoint({
  method: 'GET',
  path: '/finance/reports',
  tags,
  summary: 'The finance reports that can be generated, with their formats',
  access,
  answers: { 200: financeReportListAnswerSchema },
});

export const generate = defineEndpoint({
  method: 'POST',
  path: '/finance/reports/generate',
  tags,
  summary: 'Generate a finance report (kind, startDate, endDate, format pdf|csv) as a file',
  description:
    'CSV: UTF-8 with a byte order mark, CRLF, a header row, one row per record, then one row per total (label first, amount last). ' +
    'PDF: landscape A4 with the school name, period, the table and the totals. More than 10,000 rows answers 400.',
  access,
  body: financeReportGenerateSchema,
  answers: {
    200: {
      description: 'The report file',
      content: { 'application/pdf': { schema: z.string() }, 'text/csv': { schema: z.string() } },
    },
  },
});
