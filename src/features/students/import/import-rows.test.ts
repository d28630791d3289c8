/**
 * The column mapping: the export's own file (written here with the server's real export columns
 * and cell writer) comes back as the payload the student was made from, and a simpler file with
 * only a few columns works too.
 */
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell } from '../../../../server/lib/csv';
import { STUDENT_EXPORT_COLUMNS } from '../../../../server/routes/students/bulk/student-export-routes';
import { createStudentSchema, type ClassListItem, type Student } from '@/contract/students';
import { makeStudent } from '@/features/students/form/testing/student-form-fixture';
import { columnForErrorKey, mapImportColumns } from '@/features/students/import/import-columns';
import { buildImportRows, splitFullName, type ImportRow } from '@/features/students/import/import-rows';
import { readImportFile } from '@/features/students/import/read-import-file';

const CLASSES: ClassListItem[] = [
  { id: 2, name: 'Grade 7', code: 'G7' },
  { id: 3, name: 'Grade 8', code: 'G8' },
];

/** The file GET /students/export writes for these students (student-export-routes.ts). */
function exportFile(students: Student[]): string {
  const line = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return (
    CSV_BOM +
    line(STUDENT_EXPORT_COLUMNS.map((column) => column.header)) +
    students.map((student) => line(STUDENT_EXPORT_COLUMNS.map((column) => column.value(student)))).join('')
  );
}

async function rowsOf(text: string, classes: ClassListItem[] = CLASSES): Promise<ImportRow[]> {
  const file = await readImportFile(new File([text], 'students.csv', { type: 'text/csv' }));
  if (!file.ok) throw new Error(`not read: ${file.problem}`);
  return buildImportRows(file.records, file.headerIndex, file.columns, classes);
}

describe('the import of an exported file', () => {
  it('takes every export column it can and names the ones it leaves out', () => {
    const columns = mapImportColumns(STUDENT_EXPORT_COLUMNS.map((column) => column.header));
    expect(columns.missing).toEqual([]);
    expect(columns.ignored).toEqual(['ID', 'Created At', 'Deleted At']);
  });

  it('turns an exported student back into the create payload (nested user and parent, class by code)', async () => {
    const student = makeStudent({ originCity: 'Herat', currentAddress: 'House 12, "Blue Gate"\nKarte Char' });
    const [row] = await rowsOf(exportFile([student]));
    expect(row.problems).toEqual([]);
    expect(row.fileRow).toBe(2);
    expect(row.payload).toEqual({
      admissionNo: 'ADM-2026-0041',
      rollNo: '12',
      classId: 2,
      // The export writes the timestamp; the payload's schema cuts it to the date.
      admissionDate: '2026-03-21T00:00:00.000Z',
      status: 'SUSPENDED',
      tazkiraNo: '1402-0101-12345',
      bloodGroup: 'B+',
      nationality: 'Afghanistan',
      religion: 'Islam',
      previousSchool: 'Habibia High School',
      currentAddress: 'House 12, "Blue Gate"\nKarte Char',
      currentCity: 'Kabul',
      currentProvince: 'Kabul',
      currentCountry: 'Afghanistan',
      originCity: 'Herat',
      originCountry: 'Afghanistan',
      user: {
        firstName: 'Zahra',
        lastName: 'Noori',
        dariName: 'زهرا نوری',
        username: 'zahra.noori',
        gender: 'FEMALE',
        dateOfBirth: '2014-05-09',
        phone: '+93 70 111 2222',
        email: 'zahra@example.af',
        tazkiraNo: '1402-0101-12345',
      },
      parent: { user: { firstName: 'Hamid', lastName: 'Noori', phone: '+93 79 333 4444' }, relationship: 'Father' },
    });
    const parsed = createStudentSchema.parse(row.payload);
    expect(parsed.admissionDate).toBe('2026-03-21');
  });

  it("undoes the export's formula guard and sends no parent for a student without one", async () => {
    const student = makeStudent({ parent: null, user: { ...makeStudent().user, firstName: '=SUM(A1)', lastName: '-Noori' } });
    const text = exportFile([student]);
    expect(text).toContain("'=SUM(A1)");
    const [row] = await rowsOf(text);
    expect(row.payload.user).toMatchObject({ firstName: '=SUM(A1)', lastName: '-Noori' });
    expect(row.payload).not.toHaveProperty('parent');
  });

  it('flags a class the school does not have', async () => {
    const [row] = await rowsOf(exportFile([makeStudent({ class: { id: 99, name: 'Grade 12', code: 'G12' } })]));
    expect(row.problems).toEqual([{ code: 'classNotFound', field: 'classCode' }]);
    expect(row.payload).not.toHaveProperty('classId');
  });
});

describe('a simpler file', () => {
  it('needs only first name and admission number; empty cells leave the defaults; headers in any spelling', async () => {
    const rows = await rowsOf(
      'first_name,admissionNo,GENDER,date of birth,class,Parent Name,blood group\n' +
        'Ahmad,A-1,male,2014/5/9,grade 8,Mohammad Karim Rahimi,ab+\n' +
        '\n' +
        'Maryam,A-2,,,,,\n' +
        ',A-3,,,,,\n' +
        'Sara,,,,,,\n',
    );
    expect(rows.map((row) => row.fileRow)).toEqual([2, 4, 5, 6]);
    expect(rows[0].payload).toEqual({
      admissionNo: 'A-1',
      classId: 3,
      bloodGroup: 'AB+',
      user: { firstName: 'Ahmad', gender: 'MALE', dateOfBirth: '2014-05-09' },
      parent: { user: { firstName: 'Mohammad', middleName: 'Karim', lastName: 'Rahimi' } },
    });
    expect(rows[1].payload).toEqual({ admissionNo: 'A-2', user: { firstName: 'Maryam' } });
    expect(rows[2].problems).toEqual([{ code: 'firstNameRequired', field: 'firstName' }]);
    expect(rows[3].problems).toEqual([{ code: 'admissionNoRequired', field: 'admissionNo' }]);
  });

  it("names the file's column a server error is about", () => {
    const columns = mapImportColumns(['First Name', 'Admission No', 'Phone', 'Parent Name', 'Class Code']);
    expect(columnForErrorKey(columns, 'user.phone')).toBe('Phone');
    expect(columnForErrorKey(columns, 'parent.user.firstName')).toBe('Parent Name');
    expect(columnForErrorKey(columns, 'classId')).toBe('Class Code');
    expect(columnForErrorKey(columns, 'row')).toBeNull();
  });

  it('splits a whole name into first, middle and last', () => {
    expect(splitFullName('  Hamid  ')).toEqual({ firstName: 'Hamid', middleName: '', lastName: '' });
    expect(splitFullName('Hamid Noori')).toEqual({ firstName: 'Hamid', middleName: '', lastName: 'Noori' });
  });
});

describe('readImportFile', () => {
  const read = (parts: BlobPart[], name = 'students.csv', type = 'text/csv') => readImportFile(new File(parts, name, { type }));

  it('refuses a file over 5 MB, a file that is not CSV, and bytes that are not UTF-8', async () => {
    expect(await read(['x'.repeat(5 * 1024 * 1024 + 1)])).toMatchObject({ ok: false, problem: 'tooLarge' });
    expect(await read(['a'], 'students.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toMatchObject({
      ok: false,
      problem: 'notCsv',
    });
    // "First Name" then 0xE1 0xCD: Windows-1256 Arabic letters, not UTF-8.
    expect(await read([new Uint8Array([0x46, 0x69, 0x72, 0x73, 0x74, 0x0a, 0xe1, 0xcd])])).toMatchObject({ ok: false, problem: 'notUtf8' });
  });

  it('refuses an empty file, a header without rows, and a file without the required columns', async () => {
    expect(await read(['\uFEFF\r\n\r\n'])).toMatchObject({ ok: false, problem: 'empty' });
    expect(await read(['First Name,Admission No\r\n\r\n'])).toMatchObject({ ok: false, problem: 'noRows' });
    expect(await read(['Name,Admission No\r\nAhmad,A-1\r\n'])).toMatchObject({ ok: false, problem: 'missingColumns', missing: ['firstName'] });
  });

  it('keeps Dari text and counts rows from the top of the file when blank lines come first', async () => {
    const file = await read([new TextEncoder().encode('\uFEFF\r\nFirst Name,Admission No,Dari Name\r\nAhmad,A-1,احمد رحیمی\r\n')]);
    if (!file.ok) throw new Error(file.problem);
    const [row] = buildImportRows(file.records, file.headerIndex, file.columns, []);
    expect(row.fileRow).toBe(3);
    expect(row.dariName).toBe('احمد رحیمی');
  });
});
