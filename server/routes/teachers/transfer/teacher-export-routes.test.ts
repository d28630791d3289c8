import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachers } from '../../../db/schema';
import { kabulDay } from '../../../lib/kabul-time';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { parseCsv } from './teacher-import-csv';
import { TEACHER_EXPORT_BATCH_SIZE } from './teacher-export-routes';
import { insertTeacher } from '../teacher-upload-test-fixtures';

let t: TestApp;
let schoolId: number;
let exporter: TestLogin;

const contact = { name: 'Mahmood Rahimi', relationship: 'Brother', phone: '+93799654321' };

beforeAll(async () => {
  t = await createTestApp();
  // A school of its own, so the demo seed never changes the expected rows.
  schoolId = await createSchool(t, 'Export School');
  exporter = await createUserIn(t, schoolId, 'export.admin', { role: 'SCHOOL_ADMIN' });
  await insertTeacher(t, {
    schoolId, employeeId: 'EX-001', firstName: 'Ahmad', lastName: 'Rahimi', email: 'ahmad@school.af', mobile: '+93799123456',
    department: 'Mathematics', subject: 'Algebra', experience: 9, salary: '32000.00', status: 'Active', hireDate: '2017-03-21', emergencyContact: contact,
  });
  await insertTeacher(t, {
    schoolId, employeeId: 'EX-002', firstName: '=HYPERLINK("http://evil")', lastName: 'Karimi, Jr', email: 'karimi@school.af',
    department: 'Science', subject: 'Physics', experience: 2, salary: '18000.50', status: 'On Leave',
  });
  await insertTeacher(t, {
    schoolId, employeeId: 'EX-003', firstName: 'Zahra', lastName: 'Noori', department: 'Mathematics', subject: 'Geometry',
    experience: 15, salary: '41000.00', status: 'Inactive',
  });
  await insertTeacher(t, { schoolId, employeeId: 'EX-004', firstName: 'Gone', lastName: 'Teacher', deletedAt: new Date('2025-01-02T03:04:05Z') });
});
afterAll(async () => {
  await t?.close();
});

const exportFile = (query = '', as: TestLogin = exporter) => t.app.inject({ method: 'GET', url: `/api/teachers/export${query}`, headers: as.headers });

async function csvRecords(query = ''): Promise<string[][]> {
  const response = await exportFile(query);
  expect(response.statusCode).toBe(200);
  return parseCsv(response.body);
}
const employeeIds = async (query: string) => (await csvRecords(`${query}${query ? '&' : '?'}fields=employeeId`)).slice(1).map(([id]) => id);

describe('GET /api/teachers/export', () => {
  it('streams every live teacher of the school as CSV with labels, BOM, CRLF and an attachment name', async () => {
    const response = await exportFile();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="teachers-${kabulDay()}.csv"`);
    expect(response.body.startsWith('\uFEFFID,Employee ID,First Name,Last Name,')).toBe(true);
    expect(response.body.split('\r\n')).toHaveLength(5); // header, three teachers, and the end

    const [header, first] = parseCsv(response.body);
    expect(header).toHaveLength(29);
    const ahmad = Object.fromEntries(header.map((label, index) => [label, first[index]]));
    expect(ahmad).toMatchObject({
      'Employee ID': 'EX-001',
      'First Name': 'Ahmad',
      Email: 'ahmad@school.af',
      Mobile: '+93799123456',
      Experience: '9',
      Salary: '32000',
      'Hire Date': '2017-03-21',
      'Emergency Contact Name': 'Mahmood Rahimi',
      'Emergency Contact Relationship': 'Brother',
      'Emergency Contact Phone': '+93799654321',
      'Deleted At': '',
    });
  });

  it('neutralises spreadsheet formulas and quotes commas', async () => {
    const response = await exportFile('?fields=employeeId,firstName,lastName');
    expect(response.body).toContain('EX-002,"\'=HYPERLINK(""http://evil"")","Karimi, Jr"\r\n');
  });

  it('applies the list filters: status, department, experience and salary ranges, search, includeDeleted', async () => {
    expect(await employeeIds('')).toEqual(['EX-001', 'EX-002', 'EX-003']);
    expect(await employeeIds('?status=On%20Leave')).toEqual(['EX-002']);
    expect(await employeeIds('?department=mathematics')).toEqual(['EX-001', 'EX-003']);
    expect(await employeeIds('?experienceMin=3&experienceMax=10')).toEqual(['EX-001']);
    expect(await employeeIds('?salaryMin=20000&salaryMax=41000')).toEqual(['EX-001', 'EX-003']);
    expect(await employeeIds('?search=noori')).toEqual(['EX-003']);
    expect(await employeeIds('?includeDeleted=true')).toEqual(['EX-001', 'EX-002', 'EX-003', 'EX-004']);
  });

  it('writes only the chosen fields, in the order asked, by name or label', async () => {
    const records = await csvRecords('?fields=salary,Employee%20ID,emergencyContactPhone,salary&status=Active');
    expect(records).toEqual([
      ['Salary', 'Employee ID', 'Emergency Contact Phone'],
      ['32000', 'EX-001', '+93799654321'],
    ]);
  });

  it('answers JSON: an array of objects keyed by field name, with numbers as numbers', async () => {
    const response = await exportFile('?format=json&fields=employeeId,salary,experience,emergencyContactName&department=Mathematics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="teachers-${kabulDay()}.json"`);
    expect(JSON.parse(response.body)).toEqual([
      { employeeId: 'EX-001', salary: 32000, experience: 9, emergencyContactName: 'Mahmood Rahimi' },
      { employeeId: 'EX-003', salary: 41000, experience: 15, emergencyContactName: null },
    ]);
    const none = await exportFile('?format=json&status=Terminated');
    expect(JSON.parse(none.body)).toEqual([]);
  });

  it('streams more than one batch as one valid file', async () => {
    const bigSchool = await createSchool(t, 'Big School');
    const count = TEACHER_EXPORT_BATCH_SIZE + 1;
    await t.database.db.insert(teachers).values(
      Array.from({ length: count }, (_, index) => ({ schoolId: bigSchool, employeeId: `BIG-${index}`, firstName: 'Many', lastName: `Teacher ${index}` })),
    );
    const bigAdmin = await createUserIn(t, bigSchool, 'big.admin', { role: 'SCHOOL_ADMIN' });
    const json = JSON.parse((await exportFile('?format=json&fields=employeeId', bigAdmin)).body) as Array<{ employeeId: string }>;
    expect(json).toHaveLength(count);
    expect(new Set(json.map((row) => row.employeeId)).size).toBe(count);
    expect(parseCsv((await exportFile('?fields=employeeId', bigAdmin)).body)).toHaveLength(count + 1);
  });

  it('refuses an unknown format or field with 400', async () => {
    const xml = await exportFile('?format=xml');
    expect(xml.statusCode).toBe(400);
    expect(xml.json()).toEqual({
      success: false,
      message: 'Export format "xml" is not supported: use csv or json',
      errors: { format: 'Export format "xml" is not supported: use csv or json' },
    });
    const fields = await exportFile('?fields=firstName,password,secret');
    expect(fields.statusCode).toBe(400);
    expect(fields.json().message).toMatch(/^Unknown export fields "password", "secret": use id, employeeId/);
  });

  it('refuses an experience filter no teacher can have with 400 before streaming (it once broke the stream)', async () => {
    for (const query of ['?experienceMax=2147483648', '?experienceMin=1.5', '?experienceMin=81']) {
      const response = await exportFile(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe('Validation failed');
    }
  });

  it('needs teacher:read and keeps to the schools in scope', async () => {
    const teacher = await loginAs(t.app, 'teacher');
    const refused = await exportFile('', teacher);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission: teacher:read');
    // The demo school's admin sees the demo teachers, none of this school's.
    const admin = await loginAs(t.app, 'admin');
    const demo = parseCsv((await exportFile('?fields=employeeId', admin)).body).slice(1).map(([id]) => id);
    expect(demo).toContain('TCH-001');
    expect(demo).not.toContain('EX-001');
    expect((await exportFile(`?schoolId=${schoolId}`, admin)).statusCode).toBe(403);
  });
});
