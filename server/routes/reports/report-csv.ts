/**
 * A stored report as CSV (server/lib/csv.ts: UTF-8 with a byte order mark, CRLF, formula cells
 * defused): the header row, then the rows, nothing else, so the file sorts and imports as a plain
 * table. The summary figures are in the PDF and in GET /reports/{id}.
 */
import type { ReportCell } from '@/contract/reports';
import { CSV_BOM, csvCell } from '../../lib/csv';
import { csvText } from './report-cells';
import { columnSpec } from './report-columns';

export function reportCsv(columns: string[], rows: ReportCell[][]): string {
  const kinds = columns.map((header) => columnSpec(header).kind);
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((_, index) => csvCell(csvText(row[index] ?? null, kinds[index]))).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
