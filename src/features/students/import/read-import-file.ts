/**
 * Reads a chosen file into records and columns, or says why it cannot be imported: too large,
 * not a CSV file, unreadable, not UTF-8 text (Dari names would be garbled), empty, a header with no rows,
 * or no First Name / Admission No column. Nothing is sent for such a file.
 */
import { mapImportColumns, type ImportColumns, type ImportFieldId } from '@/features/students/import/import-columns';
import { isBlankRecord, parseCsv } from '@/features/students/import/parse-csv';

export const MAX_IMPORT_FILE_BYTES = 5 * 1024 * 1024;

export type ImportFileProblem = 'tooLarge' | 'notCsv' | 'unreadable' | 'notUtf8' | 'empty' | 'noRows' | 'missingColumns';

export type ImportFile =
  /** `records` are all the file's records; the header is `records[headerIndex]` (blank lines may come first). */
  | { ok: true; fileName: string; records: string[][]; headerIndex: number; columns: ImportColumns }
  | { ok: false; fileName: string; problem: ImportFileProblem; missing?: ImportFieldId[] };

const CSV_TYPES = new Set(['text/csv', 'text/plain', 'application/vnd.ms-excel', 'application/csv', '']);

export function looksLikeCsv(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.(csv|txt)$/i.test(file.name) || (file.type !== '' && CSV_TYPES.has(file.type));
}

async function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Response(file).arrayBuffer();
}

export async function readImportFile(file: File): Promise<ImportFile> {
  const fileName = file.name;
  if (file.size > MAX_IMPORT_FILE_BYTES) return { ok: false, fileName, problem: 'tooLarge' };
  if (!looksLikeCsv(file)) return { ok: false, fileName, problem: 'notCsv' };
  let bytes: ArrayBuffer;
  try {
    bytes = await readBytes(file);
  } catch {
    // The file went away or cannot be read (moved, no permission).
    return { ok: false, fileName, problem: 'unreadable' };
  }
  let text: string;
  try {
    // fatal: bytes that are not UTF-8 (a file saved as Windows-1256, say) are refused, not guessed.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, fileName, problem: 'notUtf8' };
  }
  const records = parseCsv(text);
  const headerIndex = records.findIndex((record) => !isBlankRecord(record));
  if (headerIndex === -1) return { ok: false, fileName, problem: 'empty' };
  const columns = mapImportColumns(records[headerIndex]);
  if (columns.missing.length > 0) return { ok: false, fileName, problem: 'missingColumns', missing: columns.missing };
  if (records.slice(headerIndex + 1).every(isBlankRecord)) return { ok: false, fileName, problem: 'noRows' };
  return { ok: true, fileName, records, headerIndex, columns };
}
