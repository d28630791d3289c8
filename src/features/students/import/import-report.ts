/**
 * What an import came to: how many rows the server took, which rows were rejected and why
 * (those flagged on this device before sending and those the server refused, each with its row
 * number in the file), and how many wait in the offline queue. Also the file of rejected rows:
 * the original header and cells plus a column of reasons, ready to fix and import again.
 */
import type { ImportStudentsAnswer } from '@/features/students/api/import-students';
import { columnForErrorKey, normaliseHeader, type ImportColumns } from '@/features/students/import/import-columns';
import type { ImportChunk } from '@/features/students/import/import-chunks';
import type { ImportProblemCode, ImportRow } from '@/features/students/import/import-rows';
import { formatCsv } from '@/features/students/import/format-csv';

export type ImportReason = { column: string | null; message: string };
export type RejectedRow = { fileRow: number; admissionNo: string; cells: readonly string[]; reasons: ImportReason[] };

export type ImportReport = {
  imported: number;
  /** Rows sent while offline: the service worker will send them later, with no report here. */
  queued: number;
  rejected: RejectedRow[];
};

export function buildImportReport(options: {
  columns: ImportColumns;
  /** Rows not sent because this device already saw them unusable. */
  flagged: readonly ImportRow[];
  chunks: readonly ImportChunk[];
  /** The answers of the parts sent so far, in order. */
  answers: readonly ImportStudentsAnswer[];
  problemText: (code: ImportProblemCode) => string;
}): ImportReport {
  const { columns, flagged, chunks, answers, problemText } = options;
  const rejected: RejectedRow[] = flagged.map((row) => ({
    fileRow: row.fileRow,
    admissionNo: row.admissionNo,
    cells: row.cells,
    reasons: row.problems.map((problem) => {
      const index = columns.fieldColumns[problem.field];
      return { column: index === undefined ? null : columns.header[index].trim(), message: problemText(problem.code) };
    }),
  }));
  let imported = 0;
  let queued = 0;
  answers.forEach((answer, index) => {
    const { rows } = chunks[index];
    if (answer.queued) {
      queued += rows.length;
      return;
    }
    imported += answer.result.imported;
    for (const failure of answer.result.failed) {
      const row = rows[failure.row - 1];
      if (row === undefined) continue;
      rejected.push({
        fileRow: row.fileRow,
        admissionNo: failure.admissionNo ?? row.admissionNo,
        cells: row.cells,
        reasons: Object.entries(failure.errors).map(([key, message]) => ({ column: columnForErrorKey(columns, key), message })),
      });
    }
  });
  rejected.sort((a, b) => a.fileRow - b.fileRow);
  return { imported, queued, rejected };
}

export function reasonText(reason: ImportReason): string {
  return reason.column === null ? reason.message : `${reason.column}: ${reason.message}`;
}

/** The rejected rows as a CSV file: the file's header plus a reasons column (replaced if the file already had one). */
export function rejectedRowsCsv(columns: ImportColumns, rejected: readonly RejectedRow[], reasonsHeader: string): string {
  const existing = columns.header.findIndex((name) => normaliseHeader(name) === normaliseHeader(reasonsHeader));
  const reasonsIndex = existing === -1 ? columns.header.length : existing;
  const withReasons = (cells: readonly string[], reasons: string): string[] => {
    const record = Array.from({ length: Math.max(cells.length, columns.header.length) }, (_, index) => cells[index] ?? '');
    record[reasonsIndex] = reasons;
    return record;
  };
  return formatCsv([
    withReasons(columns.header, reasonsHeader),
    ...rejected.map((row) => withReasons(row.cells, row.reasons.map(reasonText).join('; '))),
  ]);
}

/** "pupils.csv" → "pupils-rejected.csv". */
export function rejectedFileName(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '') || 'students';
  return `${base}-rejected.csv`;
}

