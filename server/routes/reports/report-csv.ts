/**
 * A stored report as CSV (server/lib/csv.ts: UTF-8 with a byte order mark, CRLF, formula cells
 * defused): the header row (money columns name the school's currency: "Amount (AFN)"), then the
 * rows, nothing else, so the file sorts and imports as a plain table. The summary figures are in
 * the PDF and in GET /reports/{id}.
 */
import type { Currency } from '@/contract/currency';
import type { ReportCell } from '@/contract/reports';
import { CSV_BOM, csvCell } from '../../lib/csv';
import { withCurrency } from '../../lib/money-text';
import { csvText } from './report-cells';
import { columnSpec } from './report-columns';

export function reportCsv(columns: string[], rows: ReportCell[][], currency: Currency): string {
  const kinds = columns.map((header) => columnSpec(header).kind);
  const lines = [columns.map((header, index) => csvCell(kinds[index] === 'money' ? withCurrency(header, currency) : header)).join(',')];
  for (const row of rows) lines.push(columns.map((_, index) => csvCell(csvText(row[index] ?? null, kinds[index]))).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
