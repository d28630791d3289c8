/**
 * Reads an imported CSV file (RFC 4180): quoted fields may hold commas, quotes (doubled) and line
 * breaks; CRLF or LF line ends; a UTF-8 byte order mark is dropped. The separator is the comma,
 * or the semicolon when the header line has more of those (spreadsheets in many locales save
 * that way). Blank lines are skipped. Cells are returned as written, untrimmed.
 */
import { CSV_BOM } from '../../../lib/csv';

export class CsvFormatError extends Error {}

function separatorOf(text: string): ',' | ';' {
  const headerLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (character: string) => headerLine.split(character).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** The records of the file, each a list of cells (the first one is the header). */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith(CSV_BOM) ? input.slice(CSV_BOM.length) : input;
  const separator = separatorOf(text);
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let quoteOpenedOnLine = 0;

  const endCell = () => {
    record.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
  };

  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') {
        quoted = false;
      } else {
        if (character === '\n') line += 1;
        cell += character;
      }
    } else if (character === '"' && cell === '') {
      quoted = true;
      quoteOpenedOnLine = line;
    } else if (character === separator) {
      endCell();
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
    } else {
      cell += character;
    }
  }
  if (quoted) throw new CsvFormatError(`A quoted cell that starts on line ${quoteOpenedOnLine} is never closed`);
  if (cell !== '' || record.length > 0) endRecord();
  return records;
}

const FORMULA_GUARD = /^'(?=[=+\-@\t\r])/;

/** Takes back the apostrophe an export puts before a cell that looks like a formula (server/lib/csv.ts). */
export function withoutFormulaGuard(cell: string): string {
  return cell.replace(FORMULA_GUARD, '');
}
