/**
 * A finance report as CSV (server/lib/csv.ts: RFC 4180, BOM, formula cells defused): the header
 * row (money columns name the school's currency: "Amount (AFN)"), the rows, then one row per total
 * with its label first and its amount in the last column.
 */
import type { Currency } from '@/contract/currency';
import { csvCell, CSV_BOM } from '../../../lib/csv';
import { withCurrency } from '../../../lib/money-text';
import type { ReportTable } from './finance-report-table';

export function reportCsv(table: ReportTable, currency: Currency): string {
  const width = table.columns.length;
  const totals = table.totals.map((total) => [total.label, ...Array<string>(width - 2).fill(''), total.amount]);
  const headers = table.columns.map((column) => (column.money ? withCurrency(column.header, currency) : column.header));
  const lines = [headers, ...table.rows, ...totals].map((row) => row.map(csvCell).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
