/**
 * A stored cell as file text. CSV keeps what a spreadsheet can compute with: money as exact
 * decimals ("1234.50"), other numbers as they are. The PDF is for reading: thousands grouped
 * ("1,234.50", "4,321").
 */
import type { ReportCell } from '@/contract/reports';
import { groupedMoney } from '../../lib/money-text';
import type { ReportColumnKind } from './report-columns';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function csvText(cell: ReportCell, kind: ReportColumnKind): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return kind === 'money' ? cell.toFixed(2) : String(cell);
  return cell;
}

export function pdfText(cell: ReportCell, kind: ReportColumnKind): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return kind === 'money' ? groupedMoney(cell.toFixed(2)) : numberFormat.format(cell);
  return cell;
}
