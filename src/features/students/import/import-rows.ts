/**
 * The rows of an imported file, each turned into a create payload (spec part 2 §3.2: nested
 * user, and a parent only when a parent first name is given) and checked for what makes it
 * unusable before anything is sent: no first name, no admission number, a class the school does
 * not have. Everything else (phone, dates, enumerations, taken numbers) the server checks row by
 * row and reports.
 */
import type { ClassListItem, CreateStudentInput } from '@/contract/students';
import type { ImportColumns, ImportFieldId } from '@/features/students/import/import-columns';
import { isBlankRecord } from '@/features/students/import/parse-csv';

export type ImportProblemCode = 'firstNameRequired' | 'admissionNoRequired' | 'classNotFound';
export type ImportProblem = { code: ImportProblemCode; field: ImportFieldId };

export type ImportRow = {
  /** The row number in a spreadsheet: the header is row 1. */
  fileRow: number;
  /** The record as read, for the file of rejected rows. */
  cells: readonly string[];
  admissionNo: string;
  firstName: string;
  lastName: string;
  dariName: string;
  className: string;
  parentName: string;
  payload: CreateStudentInput;
  /** Empty when the row can be sent. */
  problems: ImportProblem[];
};

/** The export puts an apostrophe before a cell a spreadsheet would run as a formula; undone here. */
const FORMULA_GUARD = /^'[=+\-@\t\r]/;

export function cleanCell(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  return FORMULA_GUARD.test(trimmed) ? trimmed.slice(1) : trimmed;
}

/** YYYY-M-D or YYYY/MM/DD become YYYY-MM-DD; anything else goes as written (the server says what is wrong). */
export function normaliseImportDate(value: string): string {
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value);
  return match ? `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}` : value;
}

/** "Mohammad Karim Rahimi" → first Mohammad, middle Karim, last Rahimi. */
export function splitFullName(name: string): { firstName: string; middleName: string; lastName: string } {
  const parts = name.split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return { firstName: parts[0] ?? '', middleName: '', lastName: '' };
  return { firstName: parts[0], middleName: parts.slice(1, -1).join(' '), lastName: parts[parts.length - 1] };
}

type ClassLookup = (cell: { id: string; code: string; name: string }) => number | 'none' | 'unknown';

/** Finds a class by id, then code, then name (case does not matter). */
export function classLookup(classes: readonly ClassListItem[]): ClassLookup {
  const byCode = new Map(classes.map((item) => [item.code.trim().toLowerCase(), item.id]));
  const byName = new Map(classes.map((item) => [item.name.trim().toLowerCase(), item.id]));
  const ids = new Set(classes.map((item) => item.id));
  return ({ id, code, name }) => {
    if (id !== '') return /^\d+$/.test(id) && ids.has(Number(id)) ? Number(id) : 'unknown';
    if (code !== '') return byCode.get(code.toLowerCase()) ?? byName.get(code.toLowerCase()) ?? 'unknown';
    if (name !== '') return byName.get(name.toLowerCase()) ?? byCode.get(name.toLowerCase()) ?? 'unknown';
    return 'none';
  };
}

/** Only the fields with a value: an empty cell leaves the server's default. */
function given<T extends Record<string, string | undefined>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;
}

function buildRow(record: readonly string[], fileRow: number, columns: ImportColumns, findClass: ClassLookup): ImportRow {
  const cell = (field: ImportFieldId) => {
    const index = columns.fieldColumns[field];
    return index === undefined ? '' : cleanCell(record[index]);
  };
  const upper = (field: ImportFieldId) => cell(field).toUpperCase();
  const problems: ImportProblem[] = [];

  const firstName = cell('firstName');
  const admissionNo = cell('admissionNo');
  if (firstName === '') problems.push({ code: 'firstNameRequired', field: 'firstName' });
  if (admissionNo === '') problems.push({ code: 'admissionNoRequired', field: 'admissionNo' });

  const classCell = { id: cell('classId'), code: cell('classCode'), name: cell('className') };
  const classId = findClass(classCell);
  if (classId === 'unknown') {
    const field: ImportFieldId = classCell.id !== '' ? 'classId' : classCell.code !== '' ? 'classCode' : 'className';
    problems.push({ code: 'classNotFound', field });
  }

  const wholeParentName = splitFullName(cell('parentName'));
  const parentFirstName = cell('parentFirstName') || wholeParentName.firstName;
  const tazkiraNo = cell('tazkiraNo');
  const payload: CreateStudentInput = {
    admissionNo,
    ...given({
      rollNo: cell('rollNo'),
      admissionDate: normaliseImportDate(cell('admissionDate')),
      status: upper('status'),
      bloodGroup: upper('bloodGroup'),
      nationality: cell('nationality'),
      religion: cell('religion'),
      caste: cell('caste'),
      tazkiraNo,
      previousSchool: cell('previousSchool'),
      bankName: cell('bankName'),
      bankAccountNo: cell('bankAccountNo'),
      currentAddress: cell('currentAddress'),
      currentCity: cell('currentCity'),
      currentState: cell('currentState'),
      currentProvince: cell('currentProvince'),
      currentCountry: cell('currentCountry'),
      currentPostalCode: cell('currentPostalCode'),
      originAddress: cell('originAddress'),
      originCity: cell('originCity'),
      originState: cell('originState'),
      originProvince: cell('originProvince'),
      originCountry: cell('originCountry'),
      originPostalCode: cell('originPostalCode'),
    }),
    ...(typeof classId === 'number' ? { classId } : {}),
    user: {
      firstName,
      ...given({
        middleName: cell('middleName'),
        lastName: cell('lastName'),
        dariName: cell('dariName'),
        displayName: cell('displayName'),
        username: cell('username'),
        gender: upper('gender'),
        dateOfBirth: normaliseImportDate(cell('dateOfBirth')),
        phone: cell('phone'),
        email: cell('email'),
        tazkiraNo,
      }),
    },
    // Spec part 2 §3.2: the parent block goes only when a parent first name is given.
    ...(parentFirstName === ''
      ? {}
      : {
          parent: {
            user: {
              firstName: parentFirstName,
              ...given({
                middleName: cell('parentMiddleName') || wholeParentName.middleName,
                lastName: cell('parentLastName') || wholeParentName.lastName,
                dariName: cell('parentDariName'),
                phone: cell('parentPhone'),
                email: cell('parentEmail'),
              }),
            },
            ...given({ relationship: cell('parentRelationship'), occupation: cell('parentOccupation') }),
          },
        }),
  };

  return {
    fileRow,
    cells: record,
    admissionNo,
    firstName,
    lastName: cell('lastName'),
    dariName: cell('dariName'),
    className: classCell.name || classCell.code || classCell.id,
    parentName: [parentFirstName, cell('parentLastName') || wholeParentName.lastName].filter(Boolean).join(' '),
    payload,
    problems,
  };
}

/**
 * The records after the header as import rows; blank records are skipped but still counted, so
 * every row keeps the number a spreadsheet shows for it.
 */
export function buildImportRows(
  records: readonly (readonly string[])[],
  headerIndex: number,
  columns: ImportColumns,
  classes: readonly ClassListItem[],
): ImportRow[] {
  const findClass = classLookup(classes);
  const rows: ImportRow[] = [];
  records.forEach((record, index) => {
    if (index <= headerIndex || isBlankRecord(record)) return;
    rows.push(buildRow(record, index + 1, columns, findClass));
  });
  return rows;
}

/** Whether any row names a class (so the class list must be loaded before rows can be checked). */
export function namesAnyClass(records: readonly (readonly string[])[], headerIndex: number, columns: ImportColumns): boolean {
  const indexes = (['classId', 'classCode', 'className'] as const).flatMap((field) => {
    const index = columns.fieldColumns[field];
    return index === undefined ? [] : [index];
  });
  return records.some((record, row) => row > headerIndex && indexes.some((index) => cleanCell(record[index]) !== ''));
}
