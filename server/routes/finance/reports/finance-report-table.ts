/**
 * A generated finance report before it becomes a file: a title, columns, rows of text and the
 * totals. Money cells and totals are exact decimal text from SQL numeric ("1234.50"); the PDF
 * groups thousands for reading, the CSV keeps them as they are for spreadsheets; both name the
 * school's currency (server/lib/money-text.ts).
 */
import { centsToDecimal, decimalToCents } from '@/contract/finance';

export type ReportColumn = {
  header: string;
  /** Relative width in the PDF. */
  weight: number;
  /** Money: right-aligned, thousands grouped in the PDF. */
  money?: boolean;
};

export type ReportTotal = { label: string; amount: string };

export type ReportTable = {
  title: string;
  columns: ReportColumn[];
  rows: string[][];
  totals: ReportTotal[];
};

/** An answered amount (a number with at most 2 decimals) back to exact decimal text. */
export function moneyText(amount: number): string {
  const cents = decimalToCents(amount);
  if (cents === null) throw new RangeError(`not money: ${amount}`);
  return centsToDecimal(cents);
}
