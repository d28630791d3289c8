/**
 * A finance report as CSV (server/lib/csv.ts: RFC 4180, BOM, formula cells defused): the header
 * row, the rows, then one row per total with its label first and its amount in the last column.
 */
import { csvCell, CSV_BOM } from '../../../lib/csv';
import type { ReportTable } from './finance-report-table';

export function reportCsv(table: ReportTable): string {
  const width = table.columns.length;
  const totals = table.totals.map((total) => [total.label, ...Array<string>(width - 2).fill(''), total.amount]);
  const lines = [table.columns.map((column) => column.header), ...table.rows, ...totals].map((row) => row.map(csvCell).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
