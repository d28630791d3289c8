/**
 * CSV text for the file of rejected rows, written the way the export writes (UTF-8 with a byte
 * order mark so spreadsheets read Dari names, CRLF line ends, fields quoted when they hold a
 * quote, delimiter or line break), so it can be fixed in a spreadsheet and imported again. The
 * cells are the file's own, as read: nothing is added or escaped beyond quoting.
 */
import { CSV_BOM } from '@/features/students/import/parse-csv';

const NEEDS_QUOTES = /[",;\r\n]/;

export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function formatCsv(records: readonly (readonly string[])[]): string {
  return `${CSV_BOM}${records.map((record) => record.map(csvField).join(',')).join('\r\n')}\r\n`;
}
