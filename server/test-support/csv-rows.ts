/**
 * The rows of a CSV text as RFC 4180 reads them (quoted fields, doubled quotes, CRLF line ends),
 * for tests that check what an export wrote. Deliberately strict and separate from the import
 * parser (server/routes/teachers/transfer/teacher-import-csv.ts), which forgives what a spreadsheet saves.
 * A byte order mark is left in place: callers that expect one check and drop it.
 */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  return rows;
}
