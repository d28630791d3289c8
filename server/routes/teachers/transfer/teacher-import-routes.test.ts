import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEACHER_FIELD_MESSAGES, TEACHER_MESSAGES } from '@/contract/teachers';
import { teachers } from '../../../db/schema';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEACHER_IMPORT_MESSAGES } from './teacher-import-messages';
import { multipartParts, type MultipartPart } from '../../../test-support/multipart-bodies';
import { insertTeacher } from '../teacher-upload-test-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A school of its own and a school admin in it, so each test starts from no teachers. */
async function freshSchool(name: string): Promise<{ schoolId: number; admin: TestLogin }> {
  const schoolId = await createSchool(t, name);
  return { schoolId, admin: await createUserIn(t, schoolId, `${name.toLowerCase().replaceAll(' ', '.')}.admin`, { role: 'SCHOOL_ADMIN' }) };
}

const HEADER =
  'Employee ID,First Name,Last Name,Email,Mobile,Date of Birth,Gender,Address,City,State,ZIP Code,Country,Qualification,Degree,' +
  'Experience,Department,Subject,Salary,Status,Hire Date,Emergency Contact Name,Emergency Contact Relationship,Emergency Contact Phone';

function csvLine(values: Partial<Record<'employeeId' | 'firstName' | 'email' | 'experience' | 'salary' | 'mobile', string>> = {}): string {
  return [
    values.employeeId ?? '',
    values.firstName ?? 'Ahmad',
    'Rahimi',
    values.email ?? 'ahmad@school.af',
    values.mobile ?? '+93799123456',
    '1989-06-14',
    'Male',
    '"Karte Se, District 6"',
    'Kabul',
    'Kabul',
    '1006',
    'Afghanistan',
    'Bachelor',
    'B.Sc. Mathematics',
    values.experience ?? '9',
    'Mathematics',
    'Algebra',
    values.salary ?? '32000.50',
    'Active',
    '2017-03-21',
    'Mahmood Rahimi',
    'Brother',
    '+93799654321',
  ].join(',');
}

type ImportOptions = { format?: string; mapping?: unknown; validateOnly?: string; name?: string; as: TestLogin };

function importFile(content: string | Buffer, options: ImportOptions) {
  const parts: MultipartPart[] = [];
  if (options.format !== undefined) parts.push({ field: 'format', value: options.format });
  if (options.mapping !== undefined) parts.push({ field: 'mapping', value: typeof options.mapping === 'string' ? options.mapping : JSON.stringify(options.mapping) });
  if (options.validateOnly !== undefined) parts.push({ field: 'validateOnly', value: options.validateOnly });
  parts.push({ field: 'file', file: { name: options.name ?? 'teachers.csv', type: 'text/csv', bytes: Buffer.isBuffer(content) ? content : Buffer.from(content) } });
  const body = multipartParts(parts);
  return t.app.inject({ method: 'POST', url: '/api/teachers/import', headers: { ...options.as.headers, ...body.headers }, payload: body.payload });
}

const teachersOf = (schoolId: number) =>
  t.database.db.select().from(teachers).where(eq(teachers.schoolId, schoolId)).orderBy(teachers.id);

describe('POST /api/teachers/import', () => {
  it('creates the good rows of a CSV file and reports the bad ones with their field errors', async () => {
    const { schoolId, admin } = await freshSchool('Import Good');
    const file = [
      HEADER,
      csvLine({ employeeId: 'IM-001' }),
      csvLine({ employeeId: 'IM-002', firstName: '', email: 'not-an-email' }),
      csvLine({ employeeId: 'IM-003', email: 'zahra@school.af', experience: '2.5', salary: '-1' }),
      csvLine({ firstName: 'Zahra', email: 'zahra2@school.af' }),
      '',
    ].join('\r\n');
    const response = await importFile(file, { as: admin });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(TEACHER_IMPORT_MESSAGES.imported(2, 2));
    expect(body.data).toMatchObject({ total: 4, created: 2, validateOnly: false });
    expect(body.data.rejected).toEqual([
      { row: 2, employeeId: 'IM-002', errors: { firstName: TEACHER_FIELD_MESSAGES.firstName, email: TEACHER_FIELD_MESSAGES.emailInvalid } },
      { row: 3, employeeId: 'IM-003', errors: { experience: TEACHER_FIELD_MESSAGES.experienceInvalid, salary: TEACHER_FIELD_MESSAGES.salaryInvalid } },
    ]);

    const rows = await teachersOf(schoolId);
    expect(rows.map((row) => row.id)).toEqual(body.data.createdIds);
    expect(rows[0]).toMatchObject({
      employeeId: 'IM-001',
      firstName: 'Ahmad',
      address: 'Karte Se, District 6',
      experience: 9,
      salary: '32000.50',
      hireDate: '2017-03-21',
      emergencyContact: { name: 'Mahmood Rahimi', relationship: 'Brother', phone: '+93799654321' },
    });
    // A row without an employee id gets the next free one of the school.
    expect(rows[1]).toMatchObject({ firstName: 'Zahra', employeeId: 'TCH-001' });
  });

  it('validateOnly checks every row and writes nothing', async () => {
    const { schoolId, admin } = await freshSchool('Import Dry');
    const file = [HEADER, csvLine({ employeeId: 'DRY-1' }), csvLine({ employeeId: 'DRY-2', email: 'x' })].join('\n');
    const response = await importFile(file, { as: admin, validateOnly: 'true' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: TEACHER_IMPORT_MESSAGES.checked(1, 1),
      data: {
        total: 2,
        created: 0,
        createdIds: [],
        rejected: [{ row: 2, employeeId: 'DRY-2', errors: { email: TEACHER_FIELD_MESSAGES.emailInvalid } }],
        validateOnly: true,
      },
    });
    expect(await teachersOf(schoolId)).toEqual([]);
  });

  it('reports duplicate employee ids and emails within the file and against the school', async () => {
    const { schoolId, admin } = await freshSchool('Import Duplicates');
    await insertTeacher(t, { schoolId, employeeId: 'DUP-OLD', email: 'taken@school.af' });
    // A deleted teacher keeps its employee id (the unique index), but frees its email.
    await insertTeacher(t, { schoolId, employeeId: 'DUP-GONE', email: 'left@school.af', deletedAt: new Date() });
    const file = [
      HEADER,
      csvLine({ employeeId: 'DUP-1', email: 'one@school.af' }),
      csvLine({ employeeId: 'dup-1', email: 'two@school.af' }),
      csvLine({ employeeId: 'DUP-3', email: 'ONE@school.af' }),
      csvLine({ employeeId: 'dup-old', email: 'taken@school.af' }),
      csvLine({ employeeId: 'DUP-GONE', email: 'left@school.af' }),
      csvLine({ employeeId: 'DUP-6', email: 'left@school.af' }),
    ].join('\r\n');
    const body = (await importFile(file, { as: admin })).json();
    expect(body.data.rejected).toEqual([
      { row: 2, employeeId: 'dup-1', errors: { employeeId: 'Employee ID "dup-1" is also in row 1 of the file' } },
      { row: 3, employeeId: 'DUP-3', errors: { email: 'Email "one@school.af" is also in row 1 of the file' } },
      { row: 4, employeeId: 'dup-old', errors: { employeeId: TEACHER_MESSAGES.employeeIdTaken, email: TEACHER_MESSAGES.emailTaken } },
      { row: 5, employeeId: 'DUP-GONE', errors: { employeeId: TEACHER_MESSAGES.employeeIdTaken } },
    ]);
    expect(body.data.created).toBe(2);
    const live = await t.database.db.select().from(teachers).where(and(eq(teachers.schoolId, schoolId), eq(teachers.email, 'left@school.af')));
    expect(live.map((row) => row.employeeId).sort()).toEqual(['DUP-6', 'DUP-GONE']);
  });

  it('maps columns of another layout, leaves out unmapped ones, and refuses a mapping that does not fit', async () => {
    const { schoolId, admin } = await freshSchool('Import Mapping');
    const file = [
      'Staff No;Given name;Family name;E-mail;Phone;Born;Sex;Street;Town;Province;Postcode;Nation;Qualification;Degree;Years;Department;Subject;Pay;Status;Started;Contact;Relationship;Contact phone;Notes',
      'MAP-1;Laila;Ahmadi;laila@school.af;+93700111222;1990-01-02;Female;Street 1;Herat;Herat;3001;Afghanistan;Master;M.A. Dari;4;Languages;Dari;25000;Active;2020-09-01;Aziz Ahmadi;Father;+93700333444;ignored',
    ].join('\n');
    const mapping = {
      'Staff No': 'employeeId', 'given name': 'First Name', 'Family name': 'lastName', 'E-mail': 'email', Phone: 'mobile',
      Born: 'dateOfBirth', Sex: 'gender', Street: 'address', Town: 'city', Province: 'state', Postcode: 'zipCode',
      Nation: 'country', Years: 'experience', Pay: 'salary', Started: 'hireDate', Contact: 'emergencyContactName',
      Relationship: 'emergencyContactRelationship', 'Contact phone': 'emergencyContactPhone', Notes: '',
    };
    const response = await importFile(file, { as: admin, mapping });
    expect(response.json().data).toMatchObject({ total: 1, created: 1, rejected: [] });
    expect((await teachersOf(schoolId))[0]).toMatchObject({
      employeeId: 'MAP-1', firstName: 'Laila', lastName: 'Ahmadi', city: 'Herat', experience: 4, salary: '25000.00',
      emergencyContact: { name: 'Aziz Ahmadi', relationship: 'Father', phone: '+93700333444' },
    });

    const wrongField = await importFile(file, { as: admin, mapping: { Pay: 'wage' } });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors.mapping).toMatch(/^Unknown teacher field "wage": use employeeId, firstName/);
    const missingColumn = await importFile(file, { as: admin, mapping: { Salary: 'salary' } });
    expect(missingColumn.json().message).toBe(TEACHER_IMPORT_MESSAGES.mappingColumnMissing(['Salary']));
    const twice = await importFile(file, { as: admin, mapping: { Pay: 'salary', Years: 'salary' } });
    expect(twice.json().message).toBe(TEACHER_IMPORT_MESSAGES.mappingFieldTwice('salary'));
    const notJson = await importFile(file, { as: admin, mapping: '{Pay:' });
    expect(notJson.json().message).toBe(TEACHER_IMPORT_MESSAGES.invalidMapping);
    expect(await teachersOf(schoolId)).toHaveLength(1);
  });

  it('imports a JSON array, with a nested emergency contact and numbers as numbers', async () => {
    const { schoolId, admin } = await freshSchool('Import Json');
    const teacher = {
      firstName: 'Omid', lastName: 'Sultani', email: 'omid@school.af', mobile: '+93788000111', dateOfBirth: '1985-05-05', gender: 'Male',
      address: 'Street 2', city: 'Balkh', state: 'Balkh', zipCode: '1701', country: 'Afghanistan', qualification: 'Bachelor',
      degree: 'B.Sc. Chemistry', experience: 12, department: 'Science', subject: 'Chemistry', salary: 30000, status: 'On Leave',
      hireDate: '2012-02-01', emergencyContact: { name: 'Nasrin Sultani', relationship: 'Wife', phone: '+93788000222' },
    };
    const response = await importFile(JSON.stringify([teacher, { ...teacher, email: 'omid@school.af', firstName: 'Again' }]), {
      as: admin,
      name: 'teachers.json',
    });
    expect(response.json().data).toMatchObject({ total: 2, created: 1, rejected: [{ row: 2, errors: { email: expect.stringContaining('row 1') } }] });
    expect((await teachersOf(schoolId))[0]).toMatchObject({ firstName: 'Omid', status: 'On Leave', emergencyContact: teacher.emergencyContact });
  });

  it('imports back a file the export made (another school: the same employee ids are free there)', async () => {
    const from = await freshSchool('Export Source');
    const to = await freshSchool('Import Target');
    await importFile([HEADER, csvLine({ employeeId: 'RT-1', firstName: '=cmd' }), csvLine({ employeeId: 'RT-2', email: 'b@school.af' })].join('\n'), { as: from.admin });
    const exported = await t.app.inject({ method: 'GET', url: '/api/teachers/export', headers: from.admin.headers });
    expect(exported.body).toContain("'=cmd");
    const response = await importFile(exported.body, { as: to.admin });
    expect(response.json().data).toMatchObject({ total: 2, created: 2, rejected: [] });
    const copies = await teachersOf(to.schoolId);
    expect(copies.map((row) => [row.employeeId, row.firstName, row.salary])).toEqual([
      ['RT-1', '=cmd', '32000.50'],
      ['RT-2', 'Ahmad', '32000.50'],
    ]);
  });

  it('refuses a file it cannot use with 400 and a file over 2 MB with 413, writing nothing', async () => {
    const { schoolId, admin } = await freshSchool('Import Refusals');
    expect((await importFile(HEADER, { as: admin })).json().message).toBe(TEACHER_IMPORT_MESSAGES.noRows);
    expect((await importFile('[1, 2]', { as: admin, name: 'x.json' })).json().message).toBe(TEACHER_IMPORT_MESSAGES.notAnArray);
    expect((await importFile('{"a":', { as: admin, format: 'json' })).json().message).toBe(TEACHER_IMPORT_MESSAGES.invalidJson);
    expect((await importFile(`${HEADER}\n"unclosed`, { as: admin })).json().message).toBe(
      TEACHER_IMPORT_MESSAGES.invalidCsv('A quoted cell that starts on line 2 is never closed'),
    );
    expect((await importFile(HEADER, { as: admin, format: 'xlsx' })).json().message).toBe(TEACHER_IMPORT_MESSAGES.unsupportedFormat('xlsx'));
    expect((await importFile(HEADER, { as: admin, validateOnly: 'maybe' })).statusCode).toBe(400);
    const tooMany = [HEADER, ...Array.from({ length: 1001 }, () => csvLine())].join('\n');
    expect((await importFile(tooMany, { as: admin })).json().message).toBe(TEACHER_IMPORT_MESSAGES.tooManyRows);
    const tooLarge = await importFile(Buffer.alloc(2 * 1024 * 1024 + 1, 'a'), { as: admin });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ success: false, message: TEACHER_IMPORT_MESSAGES.fileTooLarge, errors: { file: TEACHER_IMPORT_MESSAGES.fileTooLarge } });
    const noFile = await t.app.inject({ method: 'POST', url: '/api/teachers/import', headers: admin.headers, payload: { teachers: [] } });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(TEACHER_IMPORT_MESSAGES.noFile);
    expect(await teachersOf(schoolId)).toEqual([]);
  });

  it('needs teacher:create', async () => {
    const teacher = await loginAs(t.app, 'teacher');
    const response = await importFile([HEADER, csvLine({ employeeId: 'NOPE-1' })].join('\n'), { as: teacher });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have permission: teacher:create');
    expect(await t.database.db.select().from(teachers).where(eq(teachers.employeeId, 'NOPE-1'))).toEqual([]);
  });
});
