/**
 * What a report type computes before it is stored: a title, the column headers, the rows and the
 * summary figures (src/contract/reports.ts), and the helpers the types share: the row limit, the
 * roster order and the words of a stored code.
 */
import { REPORT_MAX_ROWS, REPORT_MESSAGES, type ReportCell, type ReportSummary } from '@/contract/reports';
import { httpError } from '../../lib/http-error';
import type { ReportColumnHeader } from './report-columns';

export type BuiltReport = {
  title: string;
  columns: ReportColumnHeader[];
  rows: ReportCell[][];
  summary: ReportSummary;
};

/** Read REPORT_MAX_ROWS + 1 rows: the extra one tells that the report is too big (400, nothing stored). */
export const ROW_READ_LIMIT = REPORT_MAX_ROWS + 1;

export function checkedRowCount<T>(rows: T[]): T[] {
  if (rows.length > REPORT_MAX_ROWS) throw httpError(400, REPORT_MESSAGES.tooManyRows);
  return rows;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Class, then roll number (2 before 10), then name: how a register is read. */
export function compareRoster(
  a: { className: string | null; rollNo: string | null; name: string },
  b: { className: string | null; rollNo: string | null; name: string },
): number {
  return (
    collator.compare(a.className ?? '\uffff', b.className ?? '\uffff') ||
    collator.compare(a.rollNo ?? '\uffff', b.rollNo ?? '\uffff') ||
    collator.compare(a.name, b.name)
  );
}

/** PARTIALLY_PAID → "Partially Paid", Active → "Active"; null stays null. */
export function codeWords(code: string | null): string | null {
  if (code === null) return null;
  return code
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Exact numeric text from SQL ("1234.50") as the answer's number. */
export const money = (decimal: string | null): number => Number(decimal ?? 0);

export const oneDecimal = (value: number): number => Math.round(value * 10) / 10;
