import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { SCHOOL_MESSAGES, schoolNotEmpty, type School } from '@/contract/administration';
import { DEFAULT_SCHOOL_ID } from '@/contract/api';
import { schoolSettings, schools, subjects, users } from '../../db/schema';
import { callApi, type ApiCall } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { addClass, addStudent } from '../classes/class-test-fixtures';

let t: TestApp;
let superAdmin: TestLogin;
let principal: TestLogin;
let schoolAdmin: TestLogin;
let teacher: TestLogin;
let parent: TestLogin;
let otherSchoolId: number;

beforeAll(async () => {
  t = await createTestApp();
  // Demo users of school 1: owner is SUPER_ADMIN with scope `*`; principal holds `*` permissions
  // but only its own school's scope; admin is a SCHOOL_ADMIN (settings:update, no admin:*).
  superAdmin = await loginAs(t.app, 'owner');
  principal = await loginAs(t.app, 'principal');
  schoolAdmin = await loginAs(t.app, 'admin');
  teacher = await loginAs(t.app, 'teacher');
  parent = await loginAs(t.app, 'parent');
  otherSchoolId = await createSchool(t, 'Herat Branch', 'شعبه هرات');
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);
const allSchools = () => t.database.db.select().from(schools).orderBy(asc(schools.id));
const ids = (body: { data: School[] }) => body.data.map((school) => school.id);

describe('reading schools', () => {
  it('shows everyone their own school, and others only with admin:read and the data scope', async () => {
    for (const who of [teacher, parent, schoolAdmin, principal]) {
      const list = await call(who, { method: 'GET', url: '/schools' });
      expect(list.statusCode, who.user.username).toBe(200);
      expect(ids(list.json()), who.user.username).toEqual([DEFAULT_SCHOOL_ID]);
      expect((await call(who, { method: 'GET', url: `/schools/${otherSchoolId}` })).statusCode, who.user.username).toBe(404);
    }
    const own = await call(teacher, { method: 'GET', url: `/schools/${DEFAULT_SCHOOL_ID}` });
    expect(own.json().data).toMatchObject({ id: DEFAULT_SCHOOL_ID, name: 'Noor Academy High School', complexName: 'Noor Educational Complex' });
    expect(Object.keys(own.json().data.socialLinks).sort()).toEqual(['facebook', 'instagram', 'website', 'whatsapp']);

    const everything = await call(superAdmin, { method: 'GET', url: '/schools' });
    expect(ids(everything.json())).toEqual(expect.arrayContaining([DEFAULT_SCHOOL_ID, otherSchoolId]));
    expect(everything.json().meta.pagination.totalCount).toBe((await allSchools()).length);
    expect((await call(superAdmin, { method: 'GET', url: `/schools/${otherSchoolId}` })).json().data).toMatchObject({ name: 'Herat Branch', dariName: 'شعبه هرات' });
    expect(ids((await call(superAdmin, { method: 'GET', url: '/schools?search=هرات' })).json())).toEqual([otherSchoolId]);
    expect((await call(superAdmin, { method: 'GET', url: '/schools/999999' })).statusCode).toBe(404);
  });
});

describe('creating and changing schools', () => {
  it('creates a school; a creator without the scope of every school gains its scope', async () => {
    const created = await call(principal, {
      method: 'POST',
      url: '/schools',
      payload: { name: ' Noor Girls School ', complexName: 'Noor Educational Complex', phone: '+93202501235', socialLinks: { website: 'https://girls.noor.af', facebook: ' ' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const school = created.json().data as School;
    expect(school).toMatchObject({ name: 'Noor Girls School', dariName: null, phone: '+93202501235', socialLinks: { website: 'https://girls.noor.af' } });
    const [principalRow] = await t.database.db.select().from(users).where(eq(users.id, principal.user.id));
    expect(principalRow.dataScopes).toEqual([`school:${school.id}`]);
    expect(ids((await call(principal, { method: 'GET', url: '/schools' })).json())).toEqual([DEFAULT_SCHOOL_ID, school.id]);
    expect((await call(principal, { method: 'GET', url: `/schools/${school.id}` })).statusCode).toBe(200);
    // Its scope opens only that school.
    expect((await call(principal, { method: 'GET', url: `/schools/${otherSchoolId}` })).statusCode).toBe(404);

    const bySuperAdmin = await call(superAdmin, { method: 'POST', url: '/schools', payload: { name: 'Mazar Branch' } });
    expect(bySuperAdmin.statusCode).toBe(201);
    const [superRow] = await t.database.db.select().from(users).where(eq(users.id, superAdmin.user.id));
    expect(superRow.dataScopes).toEqual(['*']);
  });

  it('changes the own school with settings:update, any school in scope with admin:update', async () => {
    const own = await call(schoolAdmin, { method: 'PUT', url: `/schools/${DEFAULT_SCHOOL_ID}`, payload: { address: 'Street 5, Karte Char' } });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ id: DEFAULT_SCHOOL_ID, name: 'Noor Academy High School', address: 'Street 5, Karte Char' });
    expect((await call(schoolAdmin, { method: 'GET', url: '/settings/school' })).json().data.address).toBe('Street 5, Karte Char');

    const other = await call(superAdmin, { method: 'PUT', url: `/schools/${otherSchoolId}`, payload: { name: 'Herat Branch School', socialLinks: { website: 'https://herat.noor.af' } } });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data).toMatchObject({ name: 'Herat Branch School', dariName: 'شعبه هرات', socialLinks: { website: 'https://herat.noor.af' } });

    // Another school: out of sight without admin:read and the scope.
    expect((await call(schoolAdmin, { method: 'PUT', url: `/schools/${otherSchoolId}`, payload: { name: 'Mine' } })).statusCode).toBe(404);
    expect((await call(principal, { method: 'PUT', url: `/schools/${otherSchoolId}`, payload: { name: 'Mine' } })).statusCode).toBe(404);
    for (const who of [teacher, parent]) {
      const refused = await call(who, { method: 'PUT', url: `/schools/${DEFAULT_SCHOOL_ID}`, payload: { name: 'Mine' } });
      expect(refused.statusCode, who.user.username).toBe(403);
      expect(refused.json().message).toBe('You do not have permission: settings:update');
    }
    // A school admin who also sees a second school still needs admin:update to change it.
    const scopedAdmin = await createUserIn(t, DEFAULT_SCHOOL_ID, 'sc-scoped-admin', { role: 'SCHOOL_ADMIN', grants: ['admin:read'] });
    await t.database.db.update(users).set({ dataScopes: [`school:${otherSchoolId}`] }).where(eq(users.id, scopedAdmin.user.id));
    const scopedLogin = await loginAs(t.app, 'sc-scoped-admin', 'fixture-pass-1');
    expect((await call(scopedLogin, { method: 'GET', url: `/schools/${otherSchoolId}` })).statusCode).toBe(200);
    const noUpdate = await call(scopedLogin, { method: 'PUT', url: `/schools/${otherSchoolId}`, payload: { name: 'Mine' } });
    expect(noUpdate.statusCode).toBe(403);
    expect(noUpdate.json().message).toBe('You do not have permission: admin:update');
    expect((await t.database.db.select().from(schools).where(eq(schools.id, otherSchoolId)))[0].name).toBe('Herat Branch School');
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await allSchools();
    for (const payload of [{}, { name: '  ' }, { name: 'X'.repeat(201) }, { name: 'Long phone', phone: '1'.repeat(31) }, { name: 'Bad links', socialLinks: { facebook: 'x'.repeat(301) } }]) {
      const refused = await call(superAdmin, { method: 'POST', url: '/schools', payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call(superAdmin, { method: 'POST', url: '/schools', payload: { name: ' ' } })).json().errors).toEqual({ name: SCHOOL_MESSAGES.nameRequired });
    for (const payload of [{ name: '' }, { socialLinks: { ['k'.repeat(31)]: 'https://x.af' } }, { email: 'e'.repeat(255) }]) {
      expect((await call(superAdmin, { method: 'PUT', url: `/schools/${otherSchoolId}`, payload })).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await allSchools()).toEqual(before);
  });

  it('refuses to create schools without admin:create', async () => {
    const before = (await allSchools()).length;
    for (const who of [schoolAdmin, teacher, parent]) {
      const refused = await call(who, { method: 'POST', url: '/schools', payload: { name: 'Not allowed' } });
      expect(refused.statusCode, who.user.username).toBe(403);
      expect(refused.json().message).toBe('You do not have permission: admin:create');
    }
    expect((await allSchools()).length).toBe(before);
  });
});

describe('deleting schools', () => {
  it('refuses while the school has users, students, classes or payments, naming them', async () => {
    const busy = await createSchool(t, 'Busy School');
    const classId = await addClass(t, busy, '1-A');
    await addStudent(t, busy, classId, 'Laila');
    await addStudent(t, busy, classId, 'Omid');
    const refused = await call(superAdmin, { method: 'DELETE', url: `/schools/${busy}` });
    expect(refused.statusCode).toBe(409);
    // Each student has their own account.
    expect(refused.json().message).toBe(schoolNotEmpty(['2 users', '2 students', '1 class']));
    expect((await t.database.db.select().from(schools).where(eq(schools.id, busy))).length).toBe(1);

    const ownSchool = await call(superAdmin, { method: 'DELETE', url: `/schools/${DEFAULT_SCHOOL_ID}` });
    expect(ownSchool.statusCode).toBe(409);
    expect(ownSchool.json().message).toMatch(/^This school still has \d+ users, \d+ students, \d+ classes, \d+ payments; it cannot be deleted$/);
  });

  it('refuses while other records still name the school', async () => {
    const withSubject = await createSchool(t, 'Subject School');
    await t.database.db.insert(subjects).values({ schoolId: withSubject, name: 'Maths', code: 'M', deletedAt: new Date() });
    const refused = await call(superAdmin, { method: 'DELETE', url: `/schools/${withSubject}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SCHOOL_MESSAGES.otherRecords);
    expect((await t.database.db.select().from(schools).where(eq(schools.id, withSubject))).length).toBe(1);
  });

  it('deletes an empty school and its settings row', async () => {
    const empty = await createSchool(t, 'Empty School');
    await t.database.db.insert(schoolSettings).values({ schoolId: empty, settings: {} });
    for (const who of [schoolAdmin, teacher]) {
      expect((await call(who, { method: 'DELETE', url: `/schools/${empty}` })).statusCode, who.user.username).toBe(403);
    }
    // admin:delete without the school in scope: as if it did not exist.
    expect((await call(principal, { method: 'DELETE', url: `/schools/${empty}` })).statusCode).toBe(404);
    const deleted = await call(superAdmin, { method: 'DELETE', url: `/schools/${empty}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: SCHOOL_MESSAGES.deleted, data: { id: empty } });
    expect(await t.database.db.select().from(schools).where(eq(schools.id, empty))).toEqual([]);
    expect(await t.database.db.select().from(schoolSettings).where(eq(schoolSettings.schoolId, empty))).toEqual([]);
    expect((await call(superAdmin, { method: 'DELETE', url: `/schools/${empty}` })).statusCode).toBe(404);
  });
});
