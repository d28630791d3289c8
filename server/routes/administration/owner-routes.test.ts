import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { OWNER_MESSAGES, ownerSharesOverLimit, ownerUserTaken, type Owner } from '@/contract/administration';
import { owners, users } from '../../db/schema';
import { callApi, type ApiCall } from '../../test-support/api-call';
import type { TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let superAdmin: TestLogin;
let schoolOwner: TestLogin;
let schoolAdmin: TestLogin;
let teacher: TestLogin;
let parent: TestLogin;
let schoolId: number;
let otherSchoolId: number;

beforeAll(async () => {
  // No demo data: the crafted schools alone, so every share total here is worked out by hand.
  t = await createTestApp({ seed: 'none' });
  schoolId = await createSchool(t, 'Owners School');
  otherSchoolId = await createSchool(t, 'Other Owners School');
  superAdmin = await createUserIn(t, schoolId, 'ow-super', { role: 'SUPER_ADMIN' });
  // Before its token's first use, so no cached session holds the old scope.
  await t.database.db.update(users).set({ dataScopes: ['*'] }).where(eq(users.id, superAdmin.user.id));
  parent = await createUserIn(t, schoolId, 'ow-parent', { role: 'PARENT' });
  // Role OWNER holds `*` but sees only its own school (no data scope).
  schoolOwner = await createUserIn(t, schoolId, 'ow-owner', { role: 'OWNER' });
  schoolAdmin = await createUserIn(t, schoolId, 'ow-admin', { role: 'SCHOOL_ADMIN' });
  teacher = await createUserIn(t, schoolId, 'ow-teacher', { role: 'TEACHER' });
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);
const liveOwners = (inSchool: number) =>
  t.database.db.select().from(owners).where(and(eq(owners.schoolId, inSchool), isNull(owners.deletedAt))).orderBy(asc(owners.id));

async function addAccount(inSchool: number, username: string, role: string): Promise<number> {
  const [row] = await t.database.db.insert(users).values({ schoolId: inSchool, username, passwordHash: 'not-a-hash', firstName: username, role }).returning();
  return row.id;
}

describe('owners', () => {
  it('adds, lists, searches, edits and removes owners of the own school', async () => {
    const created = await call(schoolOwner, {
      method: 'POST',
      url: '/owners',
      payload: { firstName: ' Hamid ', lastName: 'Sultani', dariName: 'حمید سلطانی', phone: '+93744789012', email: 'Hamid@Example.AF', sharePercent: 60, notes: 'Founder' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const hamid = created.json().data as Owner;
    expect(hamid).toEqual({
      id: hamid.id,
      schoolId,
      userId: null,
      username: null,
      firstName: 'Hamid',
      lastName: 'Sultani',
      dariName: 'حمید سلطانی',
      phone: '+93744789012',
      email: 'hamid@example.af',
      sharePercent: 60,
      notes: 'Founder',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const second = await call(schoolOwner, { method: 'POST', url: '/owners', payload: { firstName: 'Bibi', lastName: 'Amini', phone: '+93700111222' } });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.sharePercent).toBeNull();

    const list = await call(schoolOwner, { method: 'GET', url: '/owners' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((row: Owner) => row.firstName)).toEqual(['Bibi', 'Hamid']);
    expect(list.json().meta.pagination).toEqual({ currentPage: 1, totalPages: 1, totalCount: 2, limit: 20 });
    for (const search of ['sult', 'سلطانی', '0011', 'EXAMPLE.af']) {
      const found = await call(schoolOwner, { method: 'GET', url: `/owners?search=${encodeURIComponent(search)}` });
      expect(found.json().data.map((row: Owner) => row.id), search).toEqual([search === '0011' ? second.json().data.id : hamid.id]);
    }
    const paged = await call(schoolOwner, { method: 'GET', url: '/owners?limit=1&page=2' });
    expect(paged.json().data.map((row: Owner) => row.firstName)).toEqual(['Hamid']);

    expect((await call(schoolOwner, { method: 'GET', url: `/owners/${hamid.id}` })).json().data).toEqual(hamid);
    const edited = await call(schoolOwner, { method: 'PUT', url: `/owners/${hamid.id}`, payload: { sharePercent: 55.5, notes: null } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ firstName: 'Hamid', sharePercent: 55.5, notes: null });

    const removed = await call(schoolOwner, { method: 'DELETE', url: `/owners/${second.json().data.id}` });
    expect(removed.json()).toEqual({ success: true, message: OWNER_MESSAGES.deleted, data: { id: second.json().data.id } });
    expect((await call(schoolOwner, { method: 'GET', url: `/owners/${second.json().data.id}` })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(owners).where(eq(owners.id, second.json().data.id));
    expect(row.deletedAt).not.toBeNull();
  });

  it("keeps the school's live shares at 100 % at most", async () => {
    const sharesSchool = await createSchool(t, 'Shares School');
    const add = (payload: object) => call(superAdmin, { method: 'POST', url: '/owners', payload: { schoolId: sharesSchool, ...payload } });
    const a = (await add({ firstName: 'A', sharePercent: 33.33 })).json().data as Owner;
    await add({ firstName: 'B', sharePercent: 33.33 });
    const c = await add({ firstName: 'C', sharePercent: 33.34 });
    expect(c.statusCode, c.body).toBe(201);

    const over = await add({ firstName: 'D', sharePercent: 0.01 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(ownerSharesOverLimit(100, 0.01));
    expect(over.json().errors).toEqual({ sharePercent: ownerSharesOverLimit(100, 0.01) });
    // An owner without a share still fits.
    expect((await add({ firstName: 'E' })).statusCode).toBe(201);

    const raised = await call(superAdmin, { method: 'PUT', url: `/owners/${a.id}`, payload: { sharePercent: 40 } });
    expect(raised.statusCode).toBe(400);
    expect(raised.json().message).toBe(ownerSharesOverLimit(66.67, 40));
    expect((await liveOwners(sharesSchool)).find((row) => row.id === a.id)?.sharePercent).toBe('33.33');
    // Its own share is not counted twice.
    expect((await call(superAdmin, { method: 'PUT', url: `/owners/${a.id}`, payload: { sharePercent: 33.33, phone: '0700' } })).statusCode).toBe(200);

    // A removed owner's share is free again.
    expect((await call(superAdmin, { method: 'DELETE', url: `/owners/${c.json().data.id}` })).statusCode).toBe(200);
    const lowered = await call(superAdmin, { method: 'PUT', url: `/owners/${a.id}`, payload: { sharePercent: 66.67 } });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(ownerSharesOverLimit(80, 30)).toBe("The owners' shares may not add up to more than 100%: the other owners hold 80%, so at most 20% is left (asked for 30%)");
  });

  it('links an account of the school with role OWNER, once', async () => {
    const account = await addAccount(schoolId, 'ow-account', 'OWNER');
    const teacherAccount = await addAccount(schoolId, 'ow-teacher-account', 'TEACHER');
    const strangerAccount = await addAccount(otherSchoolId, 'ow-stranger-account', 'OWNER');
    const before = (await liveOwners(schoolId)).length;
    for (const userId of [teacherAccount, strangerAccount, 999_999]) {
      const refused = await call(schoolOwner, { method: 'POST', url: '/owners', payload: { firstName: 'Linked', userId } });
      expect(refused.statusCode, String(userId)).toBe(400);
      expect(refused.json().errors).toEqual({ userId: OWNER_MESSAGES.userNotOwner });
    }
    expect((await liveOwners(schoolId)).length).toBe(before);

    const linked = await call(schoolOwner, { method: 'POST', url: '/owners', payload: { firstName: 'Linked', lastName: 'Owner', userId: account } });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json().data).toMatchObject({ userId: account, username: 'ow-account' });
    const twice = await call(schoolOwner, { method: 'POST', url: '/owners', payload: { firstName: 'Again', userId: account } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ownerUserTaken('Linked Owner'));
    const unlinked = await call(schoolOwner, { method: 'PUT', url: `/owners/${linked.json().data.id}`, payload: { userId: null } });
    expect(unlinked.json().data).toMatchObject({ userId: null, username: null });
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await liveOwners(schoolId);
    for (const payload of [
      { firstName: '  ' },
      { lastName: 'No first name' },
      { firstName: 'X', sharePercent: 101 },
      { firstName: 'X', sharePercent: -1 },
      { firstName: 'X', sharePercent: 12.345 },
      { firstName: 'X', sharePercent: '50' },
      { firstName: 'X', email: 'not-an-email' },
      { firstName: 'X', phone: '1'.repeat(31) },
      { firstName: 'X', unknown: true },
      { firstName: 'X', userId: 0 },
    ]) {
      const refused = await call(schoolOwner, { method: 'POST', url: '/owners', payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const blank = await call(schoolOwner, { method: 'POST', url: '/owners', payload: { firstName: ' ' } });
    expect(blank.json().errors).toEqual({ firstName: OWNER_MESSAGES.firstNameRequired });
    const share = await call(schoolOwner, { method: 'POST', url: '/owners', payload: { firstName: 'X', sharePercent: 12.345 } });
    expect(share.json().errors).toEqual({ sharePercent: OWNER_MESSAGES.shareRange });
    const target = before[0];
    const badEdit = await call(schoolOwner, { method: 'PUT', url: `/owners/${target.id}`, payload: { firstName: '', email: 'x' } });
    expect(badEdit.statusCode).toBe(400);
    expect(await liveOwners(schoolId)).toEqual(before);
  });

  it("answers 404 for another school's owner or a missing one, and 403 without admin permissions", async () => {
    const theirs = (await call(superAdmin, { method: 'POST', url: '/owners', payload: { schoolId: otherSchoolId, firstName: 'Their owner', sharePercent: 10 } })).json().data as Owner;
    expect(theirs.schoolId).toBe(otherSchoolId);
    expect((await call(superAdmin, { method: 'GET', url: `/owners?schoolId=${otherSchoolId}` })).json().data.map((row: Owner) => row.id)).toEqual([theirs.id]);
    for (const id of [theirs.id, 999_999]) {
      for (const request of [
        { method: 'GET', url: `/owners/${id}` },
        { method: 'PUT', url: `/owners/${id}`, payload: { firstName: 'Mine' } },
        { method: 'DELETE', url: `/owners/${id}` },
      ] as ApiCall[]) {
        expect((await call(schoolOwner, request)).statusCode, `${request.method} ${request.url}`).toBe(404);
      }
    }
    expect((await call(schoolOwner, { method: 'GET', url: '/owners' })).json().data.some((row: Owner) => row.id === theirs.id)).toBe(false);
    expect((await call(schoolOwner, { method: 'GET', url: `/owners?schoolId=${otherSchoolId}` })).statusCode).toBe(403);
    const elsewhere = await call(schoolOwner, { method: 'POST', url: '/owners', payload: { schoolId: otherSchoolId, firstName: 'Sneaky' } });
    expect(elsewhere.statusCode).toBe(403);
    const missingSchool = await call(superAdmin, { method: 'POST', url: '/owners', payload: { schoolId: 999_999, firstName: 'Nowhere' } });
    expect(missingSchool.statusCode).toBe(400);
    expect(missingSchool.json().message).toBe(OWNER_MESSAGES.schoolNotFound);

    const mine = (await liveOwners(schoolId))[0];
    for (const who of [schoolAdmin, teacher, parent]) {
      for (const [request, permission] of [
        [{ method: 'GET', url: '/owners' }, 'admin:read'],
        [{ method: 'GET', url: `/owners/${mine.id}` }, 'admin:read'],
        [{ method: 'POST', url: '/owners', payload: { firstName: 'N' } }, 'admin:create'],
        [{ method: 'PUT', url: `/owners/${mine.id}`, payload: { firstName: 'N' } }, 'admin:update'],
        [{ method: 'DELETE', url: `/owners/${mine.id}` }, 'admin:delete'],
      ] as [ApiCall, string][]) {
        const refused = await call(who, request);
        expect(refused.statusCode, `${who.user.username} ${request.method} ${request.url}`).toBe(403);
        expect(refused.json().message).toBe(`You do not have permission: ${permission}`);
      }
    }
    expect((await liveOwners(schoolId)).find((row) => row.id === mine.id)).toEqual(mine);
  });
});
