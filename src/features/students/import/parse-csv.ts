/**
 * A small RFC 4180 reader for imported files: fields may be quoted, and a quoted field may hold
 * the delimiter, doubled quotes and line breaks. Line ends may be CRLF, LF or CR. A leading
 * UTF-8 byte order mark is dropped. Every record is returned, blank ones too ([""]), so a
 * record's place in the list is its row number in a spreadsheet; a final line end does not
 * start another record.
 */
export const CSV_BOM = '\uFEFF';

export type CsvDelimiter = ',' | ';';

/**
 * Comma unless the header line (outside quotes) has semicolons and no comma: spreadsheets set
 * to a locale with a decimal comma save "CSV" with semicolons.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  let quoted = false;
  let semicolons = 0;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') return ',';
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > 0 ? ';' : ',';
}

export function parseCsv(input: string, delimiter: CsvDelimiter = detectDelimiter(input)): string[][] {
  const text = input.startsWith(CSV_BOM) ? input.slice(CSV_BOM.length) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  // Whether anything of the current record has been read (so a final line end adds nothing).
  let started = false;

  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
    started = false;
  };

  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else quoted = false;
      continue;
    }
    if (char === '"') {
      quoted = true;
      started = true;
    } else if (char === delimiter) {
      endField();
      started = true;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRecord();
    } else {
      field += char;
      started = true;
    }
  }
  // An unclosed quote keeps what was read: the file's last field runs to its end.
  if (started || field !== '' || record.length > 0) endRecord();
  return records;
}

/** A record with nothing in it (a blank line, or only delimiters and spaces). */
export function isBlankRecord(record: readonly string[]): boolean {
  return record.every((field) => field.trim() === '');
}
