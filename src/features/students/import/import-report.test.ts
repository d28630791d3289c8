import { describe, expect, it } from 'vitest';
import { MAX_STUDENT_IMPORT_ROWS } from '@/contract/students';
import { chunkImportRows } from '@/features/students/import/import-chunks';
import { mapImportColumns } from '@/features/students/import/import-columns';
import { buildImportReport, rejectedFileName, rejectedRowsCsv } from '@/features/students/import/import-report';
import { buildImportRows } from '@/features/students/import/import-rows';
import { parseCsv } from '@/features/students/import/parse-csv';

const HEADER = 'First Name,Admission No,Phone,Dari Name';

function rowsFrom(lines: string[]) {
  const records = parseCsv([HEADER, ...lines].join('\r\n'));
  const columns = mapImportColumns(records[0]);
  return { columns, rows: buildImportRows(records, 0, columns, []) };
}

describe('chunkImportRows', () => {
  it('makes parts of at most the server limit, each with its own request id, rows in file order', () => {
    const { rows } = rowsFrom(Array.from({ length: MAX_STUDENT_IMPORT_ROWS * 2 + 1 }, (_, index) => `S${index},A-${index},,`));
    let next = 0;
    const chunks = chunkImportRows(rows, { newRequestId: () => `req-${(next += 1)}` });
    expect(chunks.map((chunk) => chunk.rows.length)).toEqual([MAX_STUDENT_IMPORT_ROWS, MAX_STUDENT_IMPORT_ROWS, 1]);
    expect(chunks.map((chunk) => chunk.requestId)).toEqual(['req-1', 'req-2', 'req-3']);
    expect(chunks.flatMap((chunk) => chunk.rows)).toEqual(rows);
  });

  it('also cuts by size, so long rows never make a body over the request limit', () => {
    const { rows } = rowsFrom(['Ahmad,A-1,,', 'Maryam,A-2,,', 'Sara,A-3,,']);
    const oneRow = new TextEncoder().encode(JSON.stringify(rows[0].payload)).length + 1;
    expect(chunkImportRows(rows, { maxBytes: oneRow * 2 + 2 }).map((chunk) => chunk.rows.length)).toEqual([2, 1]);
    // A row larger than the limit still goes, alone.
    expect(chunkImportRows(rows, { maxBytes: 1 }).map((chunk) => chunk.rows.length)).toEqual([1, 1, 1]);
  });
});

describe('buildImportReport', () => {
  it('adds up the parts and lists rejected rows by their file row, flagged and refused alike', () => {
    const { columns, rows } = rowsFrom(['Ahmad,A-1,,', ',A-2,,', 'Maryam,A-3,x,مریم', 'Sara,A-4,,', 'Nadia,A-1,,']);
    const flagged = rows.filter((row) => row.problems.length > 0);
    const chunks = chunkImportRows(rows.filter((row) => row.problems.length === 0), { maxRows: 2 });
    const report = buildImportReport({
      columns,
      flagged,
      chunks,
      answers: [
        { queued: false, result: { imported: 1, importedIds: [1], failed: [{ row: 2, admissionNo: 'A-3', errors: { 'user.phone': 'Please enter a valid phone number' } }] } },
        { queued: false, result: { imported: 1, importedIds: [2], failed: [{ row: 2, admissionNo: 'A-1', errors: { admissionNo: 'A student with this admission number already exists' } }] } },
      ],
      problemText: (code) => `problem:${code}`,
    });
    expect(report.imported).toBe(2);
    expect(report.queued).toBe(0);
    expect(report.rejected.map(({ fileRow, admissionNo, reasons }) => ({ fileRow, admissionNo, reasons }))).toEqual([
      { fileRow: 3, admissionNo: 'A-2', reasons: [{ column: 'First Name', message: 'problem:firstNameRequired' }] },
      { fileRow: 4, admissionNo: 'A-3', reasons: [{ column: 'Phone', message: 'Please enter a valid phone number' }] },
      { fileRow: 6, admissionNo: 'A-1', reasons: [{ column: 'Admission No', message: 'A student with this admission number already exists' }] },
    ]);

    const csv = rejectedRowsCsv(columns, report.rejected, 'Import Errors');
    expect(parseCsv(csv)).toEqual([
      ['First Name', 'Admission No', 'Phone', 'Dari Name', 'Import Errors'],
      ['', 'A-2', '', '', 'First Name: problem:firstNameRequired'],
      ['Maryam', 'A-3', 'x', 'مریم', 'Phone: Please enter a valid phone number'],
      ['Nadia', 'A-1', '', '', 'Admission No: A student with this admission number already exists'],
    ]);
    // Imported again, the reasons column is left out and replaced, not doubled.
    const again = mapImportColumns(parseCsv(csv)[0]);
    expect(again.ignored).toEqual(['Import Errors']);
    expect(parseCsv(rejectedRowsCsv(again, [], 'Import Errors'))).toEqual([['First Name', 'Admission No', 'Phone', 'Dari Name', 'Import Errors']]);
  });

  it('counts the rows of a part the offline queue kept', () => {
    const { columns, rows } = rowsFrom(['Ahmad,A-1,,', 'Maryam,A-2,,']);
    const report = buildImportReport({ columns, flagged: [], chunks: chunkImportRows(rows), answers: [{ queued: true }], problemText: String });
    expect(report).toEqual({ imported: 0, queued: 2, rejected: [] });
  });

  it('names the file of rejected rows after the imported one', () => {
    expect(rejectedFileName('pupils 2026.csv')).toBe('pupils 2026-rejected.csv');
    expect(rejectedFileName('.csv')).toBe('students-rejected.csv');
  });
});
