import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_VERSION_MESSAGES, versionTag } from '@/contract/record-version';
import { STUDENT_EVENT_TYPES, STUDENT_MESSAGES, type Student } from '@/contract/students';
import { classes, parents, studentEvents, students, users } from '../../db/schema';
import { kabulDay } from '../../lib/kabul-time';
import { permissionDeniedMessage } from '../../plugins/access-control';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { STUDENT_ROUTE_MESSAGES } from './student-route-schemas';
import { STUDENT_WRITE_MESSAGES } from './student-write-repository';

let t: TestApp;
let schoolId: number;
let otherSchoolId: number;
let clerk: TestLogin;
let outsider: TestLogin;
let parentAccount: TestLogin;
let grade7a: number;
let grade7b: number;

beforeAll(async () => {
  t = await createTestApp();
  schoolId = await createSchool(t, 'Students School');
  otherSchoolId = await createSchool(t, 'Other Students School');
  clerk = await createUserIn(t, schoolId, 'students.clerk', { grants: ['student:delete'] });
  outsider = await createUserIn(t, otherSchoolId, 'students.outsider', { grants: ['student:delete'] });
  parentAccount = await loginAs(t.app, 'parent');
  const made = await t.database.db
    .insert(classes)
    .values([
      { schoolId, name: 'Grade 7 A', code: 'S-G7A', grade: 7, section: 'A' },
      { schoolId, name: 'Grade 7 B', code: 'S-G7B', grade: 7, section: 'B' },
      { schoolId, name: 'Grade 8 A', code: 'S-G8A', grade: 8, section: 'A' },
    ])
    .returning();
  [grade7a, grade7b] = made.map((row) => row.id);
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, as: TestLogin, payload?: object) =>
  t.app.inject({ method, url, headers: as.headers, ...(payload ? { payload } : {}) });

let serial = 0;
const nextAdmissionNo = () => `T-${String((serial += 1)).padStart(4, '0')}`;

function studentPayload(overrides: Record<string, unknown> = {}, user: Record<string, unknown> = {}) {
  return { admissionNo: nextAdmissionNo(), classId: grade7a, ...overrides, user: { firstName: 'Waisuddin', lastName: 'Testkhel', ...user } };
}

async function create(payload: object, as: TestLogin = clerk): Promise<Student> {
  const response = await call('POST', '/api/students', as, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function counts() {
  const result = (await t.database.db.execute(
    sql`select (select count(*)::int from users) as users, (select count(*)::int from students) as students,
      (select count(*)::int from parents) as parents, (select count(*)::int from student_events) as events`,
  )) as unknown as { rows: Array<{ users: number; students: number; parents: number; events: number }> };
  return result.rows[0];
}

const parentBlock = (user: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  user: { firstName: 'Parwiz', lastName: 'Testkhel', phone: '+93 700 111 222', ...user },
  occupation: 'Teacher',
  annualIncome: 120000,
  relationship: 'Father',
  ...extra,
});

describe('POST /api/students', () => {
  it('creates the student, its STUDENT user and a new PARENT user with its parents row, with the defaults', async () => {
    const student = await create(
      studentPayload({ rollNo: '12', bloodGroup: 'O+', parent: parentBlock() }, { dariName: 'ویس‌الدین تست‌خیل', gender: 'MALE', dateOfBirth: '2012-05-03T00:00:00.000Z' }),
    );
    expect(student).toMatchObject({
      schoolId,
      classId: grade7a,
      class: { id: grade7a, name: 'Grade 7 A', code: 'S-G7A' },
      status: 'ACTIVE',
      nationality: 'Afghanistan',
      originCountry: 'Afghanistan',
      currentCountry: 'Afghanistan',
      admissionDate: kabulDay(),
      bloodGroup: 'O+',
      cardPrintCount: 0,
      deletedAt: null,
      user: {
        username: 'waisuddin.testkhel',
        firstName: 'Waisuddin',
        dariName: 'ویس‌الدین تست‌خیل',
        gender: 'MALE',
        dateOfBirth: '2012-05-03',
        birthDate: '2012-05-03',
        status: 'ACTIVE',
        timezone: 'Asia/Kabul',
        locale: 'en-AF',
        avatar: null,
        metadata: null,
      },
      parent: {
        user: { username: 'parwiz.testkhel', firstName: 'Parwiz', phone: '+93 700 111 222' },
        occupation: 'Teacher',
        annualIncome: 120000,
        relationship: 'Father',
        isGuardian: true,
        isEmergencyContact: true,
      },
    });
    const [studentUser] = await t.database.db.select().from(users).where(eq(users.id, student.userId));
    expect(studentUser).toMatchObject({ role: 'STUDENT', schoolId });
    expect(studentUser.passwordHash).toMatch(/^\$argon2id\$/);
    const [parentUser] = await t.database.db.select().from(users).where(eq(users.id, student.parent!.user.id));
    expect(parentUser).toMatchObject({ role: 'PARENT', schoolId });
    const [row] = await t.database.db.select().from(students).where(eq(students.id, student.id));
    expect(row.parentUserId).toBe(parentUser.id);
    const events = await t.database.db.select().from(studentEvents).where(eq(studentEvents.studentId, student.id));
    expect(events.map((event) => event.type)).toEqual([STUDENT_EVENT_TYPES.created]);

    // A namesake gets the next free username; a student with no parent block has no parent.
    const namesake = await create(studentPayload());
    expect(namesake.user.username).toBe('waisuddin.testkhel2');
    expect(namesake.parent).toBeNull();
  });

  it('a failure after the users were inserted (a taken admission number) leaves nothing behind', async () => {
    const first = await create(studentPayload());
    const before = await counts();
    const response = await call('POST', '/api/students', clerk, studentPayload({ admissionNo: first.admissionNo, parent: parentBlock({ firstName: 'Nobody' }) }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      message: STUDENT_MESSAGES.admissionNoTaken,
      errors: { admissionNo: STUDENT_MESSAGES.admissionNoTaken },
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a taken username with 409 and an unknown or other school class with 400', async () => {
    const taken = await call('POST', '/api/students', clerk, studentPayload({}, { username: 'STUDENTS.CLERK' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: STUDENT_MESSAGES.usernameTaken, errors: { 'user.username': STUDENT_MESSAGES.usernameTaken } });

    const [foreignClass] = await t.database.db.insert(classes).values({ schoolId: otherSchoolId, name: 'Elsewhere', code: 'E1' }).returning();
    const wrongClass = await call('POST', '/api/students', clerk, studentPayload({ classId: foreignClass.id }));
    expect(wrongClass.statusCode).toBe(400);
    expect(wrongClass.json().errors).toEqual({ classId: STUDENT_MESSAGES.classNotFound });
  });

  it('without a class takes class 1 when it is the school\'s, else the school\'s first class', async () => {
    const student = await create({ admissionNo: nextAdmissionNo(), user: { firstName: 'Default' } });
    expect(student.classId).toBe(grade7a);
    const outsiderStudent = await create({ admissionNo: nextAdmissionNo(), user: { firstName: 'Lonely' } }, outsider);
    // The other school's only class is the one made in the previous test.
    expect(outsiderStudent.schoolId).toBe(otherSchoolId);
    expect(outsiderStudent.classId).not.toBeNull();
  });

  it('answers 400 with the spec\'s messages for bad input, and changes nothing', async () => {
    const before = await counts();
    const response = await call('POST', '/api/students', clerk, {
      admissionNo: '',
      user: { firstName: '  ', phone: 'call me' },
      parent: { user: { firstName: 'Dad', phone: 'abc' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      admissionNo: STUDENT_MESSAGES.admissionNoRequired,
      'user.firstName': STUDENT_MESSAGES.firstNameRequired,
      'user.phone': STUDENT_MESSAGES.invalidPhone,
      'parent.user.phone': STUDENT_MESSAGES.invalidParentPhone,
    });
    expect(await counts()).toEqual(before);
  });

  it('reuses an existing parent found by id on create (a sibling)', async () => {
    const elder = await create(studentPayload({ parent: parentBlock({ firstName: 'Shared', lastName: 'Parent' }) }));
    const parentsBefore = await counts();
    const younger = await create(
      studentPayload({ parent: parentBlock({ id: elder.parent!.user.id, firstName: 'Shared', lastName: 'Parent', phone: '+93 799 000 000' }) }),
    );
    expect(younger.parent!.user.id).toBe(elder.parent!.user.id);
    expect(younger.parent!.user.phone).toBe('+93 799 000 000');
    expect((await counts()).parents).toBe(parentsBefore.parents);
  });
});

describe('PUT /api/students/{id}', () => {
  it('edits the student and its user, keeps what is left out, and reuses and updates the parent', async () => {
    const student = await create(studentPayload({ rollNo: '7', religion: 'Islam', parent: parentBlock({ firstName: 'Edit', lastName: 'Father' }) }));
    const parentUserId = student.parent!.user.id;
    const before = await counts();
    const response = await call('PUT', `/api/students/${student.id}`, clerk, {
      admissionNo: student.admissionNo,
      classId: grade7b,
      rollNo: '',
      status: 'SUSPENDED',
      user: { firstName: 'Waisuddin Zia', phone: '+93 700 222 333' },
      parent: { user: { id: parentUserId, firstName: 'Edited' }, occupation: 'Engineer', relationship: 'Guardian' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated: Student = response.json().data;
    expect(updated).toMatchObject({
      classId: grade7b,
      rollNo: null,
      religion: 'Islam',
      status: 'SUSPENDED',
      user: { firstName: 'Waisuddin Zia', lastName: 'Testkhel', phone: '+93 700 222 333', status: 'SUSPENDED', username: student.user.username },
      parent: { user: { id: parentUserId, firstName: 'Edited', lastName: 'Father' }, occupation: 'Engineer', relationship: 'Guardian', annualIncome: 120000 },
    });
    const after = await counts();
    expect({ users: after.users, parents: after.parents }).toEqual({ users: before.users, parents: before.parents });
    const events = await t.database.db.select().from(studentEvents).where(eq(studentEvents.studentId, student.id)).orderBy(studentEvents.id);
    expect(events.map((event) => event.type)).toEqual([STUDENT_EVENT_TYPES.created, STUDENT_EVENT_TYPES.updated]);
    const [profile] = await t.database.db.select().from(parents).where(eq(parents.userId, parentUserId));
    expect(profile.occupation).toBe('Engineer');
  });

  it('an edit made from an older version (If-Match) applies nothing and answers 412 with the student as it is now, its user and parent included', async () => {
    const student = await create(studentPayload({ parent: parentBlock({ firstName: 'Versioned', lastName: 'Father' }) }));
    const edit = (payload: object, version: string) =>
      t.app.inject({ method: 'PUT', url: `/api/students/${student.id}`, headers: { ...clerk.headers, 'if-match': versionTag(version) }, payload });
    const first = await edit({ admissionNo: student.admissionNo, user: { firstName: 'Waisuddin', phone: '+93 700 333 444' } }, student.updatedAt);
    expect(first.statusCode, first.body).toBe(200);
    const now: Student = first.json().data;

    const stale = await edit({ admissionNo: student.admissionNo, user: { firstName: 'Someone Else' } }, student.updatedAt);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ success: false, message: RECORD_VERSION_MESSAGES.changedSince, current: { id: student.id, updatedAt: now.updatedAt, user: { firstName: 'Waisuddin', phone: '+93 700 333 444' }, parent: { user: { firstName: 'Versioned' } } } });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, student.userId));
    expect(user.firstName).toBe('Waisuddin');

    expect((await edit({ admissionNo: student.admissionNo, user: { firstName: 'Someone Else' } }, now.updatedAt)).statusCode).toBe(200);
  });

  it('adds a parent to a student that had none; parent: null unlinks it', async () => {
    const student = await create(studentPayload());
    const added = await call('PUT', `/api/students/${student.id}`, clerk, { ...studentPayload({ admissionNo: student.admissionNo }), parent: parentBlock({ firstName: 'Late' }) });
    expect(added.json().data.parent.user.firstName).toBe('Late');
    const unlinked = await call('PUT', `/api/students/${student.id}`, clerk, { ...studentPayload({ admissionNo: student.admissionNo }), parent: null });
    expect(unlinked.json().data.parent).toBeNull();
  });

  it('refuses another student\'s admission number (409) and another school\'s parent (400)', async () => {
    const a = await create(studentPayload());
    const b = await create(studentPayload());
    const clash = await call('PUT', `/api/students/${b.id}`, clerk, studentPayload({ admissionNo: a.admissionNo }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(STUDENT_MESSAGES.admissionNoTaken);

    const foreign = await create({ admissionNo: nextAdmissionNo(), user: { firstName: 'Far' }, parent: parentBlock({ firstName: 'Far' }) }, outsider);
    const wrongParent = await call('PUT', `/api/students/${b.id}`, clerk, {
      ...studentPayload({ admissionNo: b.admissionNo }),
      parent: { user: { id: foreign.parent!.user.id, firstName: 'Far' } },
    });
    expect(wrongParent.statusCode).toBe(400);
    expect(wrongParent.json().errors).toEqual({ 'parent.user.id': STUDENT_WRITE_MESSAGES.parentNotFound });
    const unchanged = (await call('GET', `/api/students/${b.id}`, clerk)).json().data;
    expect(unchanged.parent).toBeNull();
  });
});

describe('GET /api/students (filters, search, sort, pages)', () => {
  let listSchool: number;
  let lister: TestLogin;
  let classA: number;
  let classB: number;
  let classC: number;

  beforeAll(async () => {
    listSchool = await createSchool(t, 'List School');
    lister = await createUserIn(t, listSchool, 'list.clerk');
    const made = await t.database.db
      .insert(classes)
      .values([
        { schoolId: listSchool, name: 'Grade 9 A', code: 'L-9A', grade: 9, section: 'A' },
        { schoolId: listSchool, name: 'Grade 9 B', code: 'L-9B', grade: 9, section: 'B' },
        { schoolId: listSchool, name: 'Grade 9 A (annex)', code: 'L-9A2', grade: 9, section: 'A' },
      ])
      .returning();
    [classA, classB, classC] = made.map((row) => row.id);
    const people = [
      { first: 'Zahra', last: 'Ahmadi', dari: 'زهرا احمدی', gender: 'FEMALE', status: 'ACTIVE', classId: classA, phone: '+93 700 000 001', no: 'L-001' },
      // Typed on an Arabic keyboard (ك and ي).
      { first: 'Bilal', last: 'Karimi', dari: 'بلال كريمي', gender: 'MALE', status: 'ACTIVE', classId: classB, phone: '+93 700 000 002', no: 'L-002' },
      { first: 'Maryam', last: 'Noori', gender: 'FEMALE', status: 'GRADUATED', classId: classC, phone: null, no: 'L-003' },
      { first: 'Omid', last: 'Sultani', gender: 'MALE', status: 'ACTIVE', classId: classA, phone: null, no: 'L-004' },
      { first: 'Farid', last: 'Ahmadi', gender: 'MALE', status: 'INACTIVE', classId: classB, phone: null, no: 'L-005' },
    ];
    for (const person of people) {
      await create(
        {
          admissionNo: person.no,
          classId: person.classId,
          status: person.status,
          user: {
            firstName: person.first,
            lastName: person.last,
            dariName: 'dari' in person ? person.dari : null,
            gender: person.gender,
            phone: person.phone,
            email: `${person.first.toLowerCase()}@example.af`,
          },
        },
        lister,
      );
    }
  });

  const list = async (query: string, as: TestLogin = lister) => {
    const response = await call('GET', `/api/students?${query}`, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Student[]; meta: { pagination: { currentPage: number; totalPages: number; totalCount: number; limit: number } } };
  };
  const names = (data: Student[]) => data.map((student) => student.user.firstName);

  it('pages with meta.pagination; limit=all answers every match', async () => {
    const page2 = await list('page=2&limit=2&sortBy=admissionNo&sortOrder=asc');
    expect(page2.meta.pagination).toEqual({ currentPage: 2, totalPages: 3, totalCount: 5, limit: 2 });
    expect(page2.data.map((student) => student.admissionNo)).toEqual(['L-003', 'L-004']);
    const all = await list('limit=all');
    expect(all.data).toHaveLength(5);
    expect(all.meta.pagination).toMatchObject({ currentPage: 1, totalPages: 1, totalCount: 5 });
  });

  it('answers the roll: every live student of the school, by name, with only what a picker shows', async () => {
    const response = await call('GET', '/api/students/roll', lister);
    expect(response.statusCode, response.body).toBe(200);
    const roll = response.json().data as Record<string, unknown>[];
    const listed = (await list('limit=all')).data;
    expect(roll.map((entry) => entry.id).sort()).toEqual(listed.map((student) => student.id).sort());
    expect(roll.map((entry) => String(entry.name).split(' ')[0])).toEqual(names(listed).map(String).sort((a, b) => a.localeCompare(b)));
    expect(Object.keys(roll[0]).sort()).toEqual(['admissionNo', 'classDariName', 'classId', 'className', 'classPashtoName', 'id', 'name', 'parentName', 'parentUserId', 'phone']);
    const student = listed[0];
    expect(roll.find((entry) => entry.id === student.id)).toMatchObject({ admissionNo: student.admissionNo, classId: student.class?.id ?? null });
    // Without student:read: refused.
    expect((await call('GET', '/api/students/roll', parentAccount)).statusCode).toBe(403);
  });

  it('searches names, admission number, phone and email; filters status, gender, class and section', async () => {
    expect(names((await list('search=ahmadi&sortBy=name&sortOrder=asc')).data)).toEqual(['Farid', 'Zahra']);
    expect(names((await list('search=zahra%20ahmadi')).data)).toEqual(['Zahra']);
    expect(names((await list('search=L-002')).data)).toEqual(['Bilal']);
    expect(names((await list('search=000%20002')).data)).toEqual(['Bilal']);
    expect(names((await list('search=omid@')).data)).toEqual(['Omid']);
    expect(names((await list('search=100%25')).data)).toEqual([]);
    expect(names((await list('status=GRADUATED')).data)).toEqual(['Maryam']);
    expect(names((await list('gender=FEMALE&sortBy=name&sortOrder=desc')).data)).toEqual(['Zahra', 'Maryam']);
    expect(names((await list(`classId=${classA}&sortBy=name&sortOrder=asc`)).data)).toEqual(['Omid', 'Zahra']);
    // sectionId: the students of every class with that class's grade and section.
    expect(names((await list(`sectionId=${classA}&sortBy=name&sortOrder=asc`)).data)).toEqual(['Maryam', 'Omid', 'Zahra']);
    expect(names((await list(`sectionId=${classA}&gender=MALE`)).data)).toEqual(['Omid']);
    // Another school's class as section matches nothing.
    expect((await list(`sectionId=${grade7a}`)).data).toEqual([]);
  });

  it('finds a student by the Dari name in either keyboard\'s spelling, and numbers typed in Dari digits', async () => {
    const search = async (text: string, more = '') => names((await list(`search=${encodeURIComponent(text)}${more}`)).data);
    expect(await search('زهرا')).toEqual(['Zahra']);
    // The Arabic yeh finds a name stored with the Dari one, and the other way round.
    expect(await search('احمدي')).toEqual(['Zahra']);
    expect(await search('کریمی')).toEqual(['Bilal']);
    expect(await search('كريمي')).toEqual(['Bilal']);
    // With a filter on users the search takes the statement's other path.
    expect(await search('کریمی', '&gender=MALE')).toEqual(['Bilal']);
    expect(await search('L-۰۰۲')).toEqual(['Bilal']);
    expect(await search('۰۰۰ ۰۰۲')).toEqual(['Bilal']);
    expect(names((await call('GET', `/api/students/search?q=${encodeURIComponent('بلال')}`, lister)).json().data)).toEqual(['Bilal']);
  });

  it('sorts by name, class, admission date and status both ways', async () => {
    expect(names((await list('sortBy=name&sortOrder=asc')).data)).toEqual(['Bilal', 'Farid', 'Maryam', 'Omid', 'Zahra']);
    expect(names((await list('sortBy=name&sortOrder=desc')).data)).toEqual(['Zahra', 'Omid', 'Maryam', 'Farid', 'Bilal']);
    const byClass = (await list('sortBy=class&sortOrder=asc')).data.map((student) => student.class?.name);
    expect(byClass).toEqual(['Grade 9 A', 'Grade 9 A', 'Grade 9 A (annex)', 'Grade 9 B', 'Grade 9 B']);
    expect((await list('sortBy=status&sortOrder=asc')).data[0].status).toBe('ACTIVE');
    expect((await list('sortBy=status&sortOrder=desc')).data[0].status).toBe('INACTIVE');
  });

  it('refuses bad filters with 400', async () => {
    const response = await call('GET', '/api/students?status=EXPELLED&limit=0&sortBy=shoeSize', lister);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['limit', 'sortBy', 'status']);
  });

  it('quick search, by school and by class', async () => {
    const quick = await call('GET', '/api/students/search?q=ahmadi&limit=1', lister);
    expect(quick.statusCode).toBe(200);
    expect(names(quick.json().data)).toEqual(['Farid']);
    expect(names((await call('GET', '/api/students/search?search=bil', lister)).json().data)).toEqual(['Bilal']);
    expect((await call('GET', '/api/students/search', lister)).json().data).toEqual([]);

    const bySchool = await call('GET', `/api/students/school/${listSchool}?limit=2`, lister);
    expect(bySchool.json().meta.pagination.totalCount).toBe(5);
    expect((await call('GET', `/api/students/school/${schoolId}`, lister)).statusCode).toBe(404);

    const byClass = await call('GET', `/api/students/class/${classB}?sortBy=name&sortOrder=asc`, lister);
    expect(names(byClass.json().data)).toEqual(['Bilal', 'Farid']);
    expect((await call('GET', `/api/students/class/${grade7a}`, lister)).statusCode).toBe(404);
  });

  it('lists the classes for the form and suggests free admission numbers', async () => {
    const classList = await call('GET', '/api/classes?limit=100&page=1', lister);
    expect(classList.statusCode).toBe(200);
    expect(classList.json().data.map(({ id, name, code }: { id: number; name: string; code: string }) => ({ id, name, code }))).toEqual([
      { id: classA, name: 'Grade 9 A', code: 'L-9A' },
      { id: classC, name: 'Grade 9 A (annex)', code: 'L-9A2' },
      { id: classB, name: 'Grade 9 B', code: 'L-9B' },
    ]);
    expect(classList.json().meta.pagination.totalCount).toBe(3);

    const year = kabulDay().slice(0, 4);
    await create({ admissionNo: `ADM-${year}-0041`, user: { firstName: 'Numbered' } }, lister);
    const suggestions = await call('GET', `/api/students/suggestions/code?name=${encodeURIComponent('Sara Hamidi')}&schoolId=1`, lister);
    expect(suggestions.statusCode).toBe(200);
    // School 1 is outside this user's scope: their own school is used.
    expect(suggestions.json().data.suggestions).toEqual([`ADM-${year}-0042`, `ADM-${year}-0043`, `ADM-${year}-0044`, `SH-${year}-0001`]);
  });
});

describe('soft delete and restore', () => {
  it('hides a deleted student from the list and get, shows it with includeDeleted, and restores it', async () => {
    const student = await create(studentPayload({}, { firstName: 'Deletable' }));
    const deleted = await call('DELETE', `/api/students/${student.id}`, clerk);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ message: STUDENT_ROUTE_MESSAGES.deleted, data: { id: student.id } });
    expect(deleted.json().data.deletedAt).not.toBeNull();

    expect((await call('GET', `/api/students/${student.id}`, clerk)).statusCode).toBe(404);
    expect((await call('GET', '/api/students?search=Deletable', clerk)).json().data).toEqual([]);
    expect((await call('GET', '/api/students?search=Deletable&includeDeleted=true', clerk)).json().data).toHaveLength(1);
    expect((await call('GET', `/api/students/${student.id}?includeDeleted=true`, clerk)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/students/${student.id}`, clerk)).statusCode).toBe(404);
    expect((await call('PUT', `/api/students/${student.id}`, clerk, studentPayload({ admissionNo: student.admissionNo }))).statusCode).toBe(404);

    const restored = await call('PATCH', `/api/students/${student.id}/restore`, clerk);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.deletedAt).toBeNull();
    expect((await call('GET', '/api/students?search=Deletable', clerk)).json().data).toHaveLength(1);
    const events = await t.database.db.select().from(studentEvents).where(eq(studentEvents.studentId, student.id)).orderBy(studentEvents.id);
    expect(events.map((event) => event.type)).toEqual(['CREATED', 'DELETED', 'RESTORED']);
  });
});

describe('access', () => {
  it('refuses the parent account every student call, and a teacher the delete', async () => {
    for (const [method, url] of [
      ['GET', '/api/students'],
      ['GET', '/api/students/1'],
      ['POST', '/api/students'],
      ['PUT', '/api/students/1'],
      ['DELETE', '/api/students/1'],
      ['GET', '/api/students/export'],
      ['GET', '/api/classes'],
    ] as const) {
      const response = await call(method, url, parentAccount, method === 'POST' || method === 'PUT' ? studentPayload() : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const teacher = await loginAs(t.app, 'teacher');
    const refused = await call('DELETE', '/api/students/1', teacher);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(permissionDeniedMessage('student:delete'));
  });

  it('answers 404 for another school\'s student, for every call', async () => {
    const mine = await create(studentPayload());
    expect((await call('GET', `/api/students/${mine.id}`, outsider)).statusCode).toBe(404);
    expect((await call('PUT', `/api/students/${mine.id}`, outsider, studentPayload())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/students/${mine.id}`, outsider)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/students/${mine.id}/restore`, outsider)).statusCode).toBe(404);
    expect((await call('GET', `/api/students?search=${mine.admissionNo}`, outsider)).json().data).toEqual([]);
    // The owner's scope is every school.
    const owner = await loginAs(t.app, 'owner');
    expect((await call('GET', `/api/students/${mine.id}`, owner)).statusCode).toBe(200);
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await call('GET', '/api/students/abc', clerk);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ id: STUDENT_ROUTE_MESSAGES.invalidId });
  });
});
