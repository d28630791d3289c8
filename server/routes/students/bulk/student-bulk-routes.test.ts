import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_MESSAGES, type Student, type StudentBulkResult, type StudentImportResult } from '@/contract/students';
import { classes, students, users } from '../../../db/schema';
import { kabulDay } from '../../../lib/kabul-time';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { EXPORT_BATCH_SIZE, unsupportedFormatMessage } from './student-export-routes';
import { csvRows } from '../../../test-support/csv-rows';

let t: TestApp;
let schoolId: number;
let clerk: TestLogin;
let classId: number;

beforeAll(async () => {
  t = await createTestApp();
  schoolId = await createSchool(t, 'Bulk School');
  clerk = await createUserIn(t, schoolId, 'bulk.clerk', { grants: ['student:delete', 'student:export'] });
  const [made] = await t.database.db.insert(classes).values({ schoolId, name: 'Grade 5 A', code: 'B-5A' }).returning();
  classId = made.id;
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, as: TestLogin, payload?: object) =>
  t.app.inject({ method, url, headers: as.headers, ...(payload ? { payload } : {}) });

const schoolStudentCount = async () =>
  (await t.database.db.select({ id: students.id }).from(students).where(and(eq(students.schoolId, schoolId), isNull(students.deletedAt)))).length;

describe('bulk create, update and delete', () => {
  it('creates the good items and reports the bad one with its reason (both paths)', async () => {
    const before = await schoolStudentCount();
    const response = await call('POST', '/api/students/bulk/create', clerk, {
      students: [
        { admissionNo: 'BK-1', classId, user: { firstName: 'Nadia' } },
        { admissionNo: 'BK-2', user: { firstName: '' } },
        { admissionNo: 'BK-1', user: { firstName: 'Duplicate' }, parent: { user: { firstName: 'Orphan' } } },
        { admissionNo: 'BK-3', user: { firstName: 'Sami' }, parent: { user: { firstName: 'Rahim' } } },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const result: StudentBulkResult = response.json().data;
    expect(result.successCount).toBe(2);
    expect(result.succeeded.map((item) => item.index)).toEqual([0, 3]);
    expect(result.failed).toEqual([
      { index: 1, id: null, admissionNo: 'BK-2', message: 'Validation failed', errors: { 'user.firstName': STUDENT_MESSAGES.firstNameRequired } },
      { index: 2, id: null, admissionNo: 'BK-1', message: STUDENT_MESSAGES.admissionNoTaken, errors: { admissionNo: STUDENT_MESSAGES.admissionNoTaken } },
    ]);
    expect(await schoolStudentCount()).toBe(before + 2);
    // The failed item's parent user was rolled back with it.
    expect(await t.database.db.select().from(users).where(eq(users.firstName, 'Orphan'))).toEqual([]);

    const variant = await call('POST', '/api/students/bulk', clerk, { students: [{ admissionNo: 'BK-4', user: { firstName: 'Variant' } }] });
    expect(variant.json().data.successCount).toBe(1);
  });

  it('updates by {updates: [{id, data}]}, partially, and reports unknown ids', async () => {
    const created: StudentBulkResult = (
      await call('POST', '/api/students/bulk', clerk, {
        students: [
          { admissionNo: 'BU-1', user: { firstName: 'Upd', lastName: 'One' } },
          { admissionNo: 'BU-2', user: { firstName: 'Upd', lastName: 'Two' } },
        ],
      })
    ).json().data;
    const [one, two] = created.succeeded.map((item) => item.id);
    const response = await call('PUT', '/api/students/bulk/update', clerk, {
      updates: [
        { id: one, data: { status: 'INACTIVE' } },
        { id: 999999, data: { status: 'INACTIVE' } },
        { id: two, data: { admissionNo: 'BU-1' } },
        { id: two, data: { user: { phone: 'not a phone' } } },
      ],
    });
    const result: StudentBulkResult = response.json().data;
    expect(result.succeeded).toEqual([{ index: 0, id: one }]);
    expect(result.failed.map((failure) => [failure.index, failure.id, failure.message])).toEqual([
      [1, 999999, STUDENT_MESSAGES.notFound],
      [2, two, STUDENT_MESSAGES.admissionNoTaken],
      [3, two, 'Validation failed'],
    ]);
    const first: Student = (await call('GET', `/api/students/${one}`, clerk)).json().data;
    expect(first).toMatchObject({ status: 'INACTIVE', admissionNo: 'BU-1', user: { lastName: 'One' } });

    const variant = await call('PUT', '/api/students/bulk', clerk, { updates: [{ id: two, data: { rollNo: '9' } }] });
    expect(variant.json().data.successCount).toBe(1);
  });

  it('deletes by {studentIds} and by {ids}; an unknown or repeated id fails alone', async () => {
    const created: StudentBulkResult = (
      await call('POST', '/api/students/bulk', clerk, {
        students: ['BD-1', 'BD-2', 'BD-3'].map((admissionNo) => ({ admissionNo, user: { firstName: 'Del' } })),
      })
    ).json().data;
    const [a, b, c] = created.succeeded.map((item) => item.id);
    const first = await call('DELETE', '/api/students/bulk/delete', clerk, { studentIds: [a, b, 'x', a] });
    expect(first.statusCode, first.body).toBe(200);
    const result: StudentBulkResult = first.json().data;
    expect(result.succeeded.map((item) => item.id)).toEqual([a, b]);
    expect(result.failed.map((failure) => [failure.index, failure.id])).toEqual([
      [2, null],
      [3, a],
    ]);
    const second = await call('DELETE', '/api/students/bulk', clerk, { ids: [c] });
    expect(second.json().data.succeeded).toEqual([{ index: 0, id: c }]);
  });

  it('reports an id too large for any row as a failed item, not a 500', async () => {
    const response = await call('DELETE', '/api/students/bulk', clerk, { ids: [1e20] });
    expect(response.statusCode, response.body).toBe(200);
    const result: StudentBulkResult = response.json().data;
    expect(result.failed.map((failure) => [failure.index, failure.id])).toEqual([[0, null]]);
  });

  it('refuses an empty list and a teacher without student:delete', async () => {
    expect((await call('POST', '/api/students/bulk/create', clerk, { students: [] })).statusCode).toBe(400);
    const teacher = await loginAs(t.app, 'teacher');
    expect((await call('DELETE', '/api/students/bulk', teacher, { ids: [1] })).statusCode).toBe(403);
  });
});

describe('POST /api/students/import', () => {
  it('imports the valid rows whole and lists the rejected ones with their reasons', async () => {
    const before = await schoolStudentCount();
    const usersBefore = (await t.database.db.select({ id: users.id }).from(users)).length;
    const response = await call('POST', '/api/students/import', clerk, {
      students: [
        { admissionNo: 'IM-1', user: { firstName: 'Imported', lastName: 'One' }, parent: { user: { firstName: 'Import', lastName: 'Parent' } } },
        { admissionNo: 'IM-2', user: { firstName: 'Bad', phone: 'x' }, bloodGroup: 'Z+' },
        { user: { firstName: 'No number' } },
        { admissionNo: 'IM-1', user: { firstName: 'Twin' }, parent: { user: { firstName: 'Ghost' } } },
        { admissionNo: 'IM-3', user: { firstName: 'Imported', lastName: 'Three' }, classId },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const result: StudentImportResult = response.json().data;
    expect(result.imported).toBe(2);
    expect(result.importedIds).toHaveLength(2);
    expect(result.failed).toEqual([
      { row: 2, admissionNo: 'IM-2', errors: { 'user.phone': STUDENT_MESSAGES.invalidPhone, bloodGroup: expect.any(String) } },
      { row: 3, admissionNo: null, errors: { admissionNo: STUDENT_MESSAGES.admissionNoRequired } },
      { row: 4, admissionNo: 'IM-1', errors: { admissionNo: STUDENT_MESSAGES.admissionNoTaken } },
    ]);
    expect(await schoolStudentCount()).toBe(before + 2);
    // Two students and one parent: nothing of the rejected rows remains.
    expect((await t.database.db.select({ id: users.id }).from(users)).length).toBe(usersBefore + 3);
    expect(await t.database.db.select().from(users).where(eq(users.firstName, 'Ghost'))).toEqual([]);
  });

  it('needs student:create', async () => {
    const parent = await loginAs(t.app, 'parent');
    expect((await call('POST', '/api/students/import', parent, { students: [{}] })).statusCode).toBe(403);
  });
});


describe('GET /api/students/export', () => {
  let exportSchool: number;
  let exporter: TestLogin;

  beforeAll(async () => {
    exportSchool = await createSchool(t, 'Export School');
    exporter = await createUserIn(t, exportSchool, 'export.clerk', { grants: ['student:export', 'student:delete'] });
    const rows = [
      { admissionNo: 'EX-1', user: { firstName: 'Quote "Q"', lastName: 'Comma, Inc', dariName: 'نام دری' }, currentAddress: 'Line 1\nLine 2' },
      { admissionNo: 'EX-2', user: { firstName: '=SUM(A1)', gender: 'FEMALE' }, status: 'GRADUATED' },
    ];
    // Enough rows for more than one batch.
    for (let i = 3; i <= EXPORT_BATCH_SIZE + 3; i += 1) rows.push({ admissionNo: `EX-${i}`, user: { firstName: `Bulk${i}` } } as (typeof rows)[number]);
    const imported = await call('POST', '/api/students/import', exporter, { students: rows });
    expect(imported.json().data.imported).toBe(rows.length);
  });

  it('streams every matching student as CSV with a header row, proper quoting and the attachment name', async () => {
    const response = await call('GET', '/api/students/export', exporter);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="students-${kabulDay()}.csv"`);
    const text = response.body.replace(/^\uFEFF/, '');
    const [header, ...rows] = csvRows(text);
    expect(header.slice(0, 4)).toEqual(['ID', 'Admission No', 'Roll No', 'First Name']);
    expect(rows).toHaveLength(EXPORT_BATCH_SIZE + 3);
    const column = (name: string) => header.indexOf(name);
    const first = rows.find((row) => row[column('Admission No')] === 'EX-1')!;
    expect(first[column('First Name')]).toBe('Quote "Q"');
    expect(first[column('Last Name')]).toBe('Comma, Inc');
    expect(first[column('Dari Name')]).toBe('نام دری');
    expect(first[column('Current Address')]).toBe('Line 1\nLine 2');
    const second = rows.find((row) => row[column('Admission No')] === 'EX-2')!;
    expect(second[column('First Name')]).toBe("'=SUM(A1)");
    // Id order, no duplicates across batches.
    const ids = rows.map((row) => Number(row[column('ID')]));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('applies the list filters and refuses other formats', async () => {
    const filtered = await call('GET', '/api/students/export?status=GRADUATED&gender=FEMALE&format=CSV', exporter);
    const rows = csvRows(filtered.body.replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(2);
    expect(rows[1][1]).toBe('EX-2');
    const searched = csvRows((await call('GET', '/api/students/export?search=bulk50', exporter)).body.replace(/^\uFEFF/, ''));
    expect(searched.slice(1).map((row) => row[1]).sort()).toEqual(['EX-50', 'EX-500', 'EX-501', 'EX-502', 'EX-503']);

    const xlsx = await call('GET', '/api/students/export?format=xlsx', exporter);
    expect(xlsx.statusCode).toBe(400);
    expect(xlsx.json().message).toBe(unsupportedFormatMessage('xlsx'));
  });

  it('needs student:export; a teacher lacks it', async () => {
    const teacher = await loginAs(t.app, 'teacher');
    expect((await call('GET', '/api/students/export', teacher)).statusCode).toBe(403);
  });

  it('holds the counts of the database: deleted students only with includeDeleted', async () => {
    const [row] = await t.database.db.select({ id: students.id }).from(students).where(eq(students.admissionNo, 'EX-3'));
    await call('DELETE', `/api/students/${row.id}`, exporter);
    const count = async (query: string) => csvRows((await call('GET', `/api/students/export${query}`, exporter)).body.replace(/^\uFEFF/, '')).length - 1;
    expect(await count('')).toBe(EXPORT_BATCH_SIZE + 2);
    expect(await count('?includeDeleted=true')).toBe(EXPORT_BATCH_SIZE + 3);
    const [{ value }] = (
      (await t.database.db.execute(sql`select count(*)::int as value from students where school_id = ${exportSchool}`)) as unknown as { rows: Array<{ value: number }> }
    ).rows;
    expect(value).toBe(EXPORT_BATCH_SIZE + 3);
  });
});
