/**
 * CSV (RFC 4180) for exports: CRLF line ends, fields quoted when they hold a quote, comma,
 * semicolon or line break, quotes doubled. Cells that a spreadsheet would run as a formula
 * (starting with = + - @, tab or carriage return) get a leading apostrophe (OWASP "CSV
 * injection"); a phone number like +93 799 123 456 and a plain number like -90.95 are left as
 * they are, since digits alone cannot call anything. A UTF-8 byte order mark lets Excel read
 * Dari names correctly.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PHONE_NUMBER = /^\+[\d\s()-]+$/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",;\r\n]/;

export const CSV_BOM = '\uFEFF';

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text) && !PHONE_NUMBER.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export type CsvColumn<T> = { header: string; value: (row: T) => unknown };

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
