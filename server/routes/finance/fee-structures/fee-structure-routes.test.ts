import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES } from '@/contract/finance';
import { FINANCE_LEDGER_MESSAGES, type FeeStructure } from '@/contract/finance-ledger';
import { classes, feeStructures } from '../../../db/schema';
import { callApi, type ApiCall } from '../../../test-support/api-call';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let accountant: TestLogin;
let teacher: TestLogin;
let classId: number;
let otherSchoolClassId: number;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, 'teacher');
  const schoolId = await createSchool(t, 'Fee School');
  const otherSchoolId = await createSchool(t, 'Other Fee School');
  accountant = await createUserIn(t, schoolId, 'fee-accountant', { grants: ['finance:read', 'finance:create', 'finance:update', 'finance:delete'] });
  const [own] = await t.database.db.insert(classes).values({ schoolId, name: 'Grade 7 A', code: 'G7A', grade: 7, pashtoName: 'ټولګی ۷ الف' }).returning();
  const [theirs] = await t.database.db.insert(classes).values({ schoolId: otherSchoolId, name: 'Grade 8 B', code: 'G8B', grade: 8 }).returning();
  classId = own.id;
  otherSchoolClassId = theirs.id;
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);
const create = async (payload: Record<string, unknown>) => {
  const response = await call(accountant, { method: 'POST', url: '/fee-structures', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as FeeStructure;
};
const list = async (query: string) => {
  const response = await call(accountant, { method: 'GET', url: `/fee-structures?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: FeeStructure[]; meta: { total: number; totalAmount: number } };
};

describe('fee structures', () => {
  it('creates with defaults (monthly, active, every class) and with a class of the school', async () => {
    const tuition = await create({ name: 'Tuition', type: 'TUITION_FEE', amount: '3500', academicYear: '1405', dueDay: 10 });
    expect(tuition).toMatchObject({ frequency: 'MONTHLY', active: true, classId: null, className: null, classDariName: null, classPashtoName: null, amount: 3500, dueDay: 10, academicYear: '1405' });
    const lab = await create({ name: 'Lab fee grade 7', type: 'LABORATORY_FEE', amount: 450.25, frequency: 'TERM', classId, active: 'false' });
    // With the class's Dari and Pashto names (issue 23); none given is null.
    expect(lab).toMatchObject({ classId, className: 'Grade 7 A', classDariName: null, classPashtoName: 'ټولګی ۷ الف', frequency: 'TERM', active: false });

    const edited = await call(accountant, { method: 'PUT', url: `/fee-structures/${lab.id}`, payload: { classId: null, active: true, dueDay: '' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ classId: null, className: null, active: true, dueDay: null, amount: 450.25 });
  });

  it('refuses another school\'s class (404) and bad input (400) and writes nothing', async () => {
    const before = (await t.database.db.select().from(feeStructures)).length;
    const foreign = await call(accountant, { method: 'POST', url: '/fee-structures', payload: { name: 'x', type: 'EXAM_FEE', amount: 1, classId: otherSchoolClassId } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors).toEqual({ classId: FINANCE_LEDGER_MESSAGES.classNotFound });
    const bad = await call(accountant, { method: 'POST', url: '/fee-structures', payload: { name: '', type: 'PARKING_FEE', amount: 'abc', frequency: 'WEEKLY', dueDay: 32 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      name: FINANCE_LEDGER_MESSAGES.nameRequired,
      type: FINANCE_MESSAGES.typeInvalid,
      amount: FINANCE_MESSAGES.invalidAmount,
      frequency: FINANCE_LEDGER_MESSAGES.frequencyInvalid,
      dueDay: FINANCE_LEDGER_MESSAGES.dueDayInvalid,
    });
    expect((await t.database.db.select().from(feeStructures)).length).toBe(before);
  });

  it('filters by type, frequency, class, academic year, active and text, and sums exactly', async () => {
    await create({ name: 'Transport north route', type: 'TRANSPORT_FEE', amount: '1200.10', frequency: 'MONTHLY', academicYear: '1405', classId });
    await create({ name: 'Uniform', type: 'UNIFORM_FEE', amount: '0.20', frequency: 'YEARLY', academicYear: '1404', active: false });
    expect((await list('type=TRANSPORT_FEE')).data.map((row) => row.name)).toEqual(['Transport north route']);
    expect((await list('frequency=YEARLY')).data.map((row) => row.name)).toEqual(['Uniform']);
    expect((await list(`classId=${classId}`)).data.map((row) => row.name)).toEqual(['Transport north route']);
    expect((await list('academicYear=1404')).data.map((row) => row.name)).toEqual(['Uniform']);
    expect((await list('active=false')).data.map((row) => row.name)).toEqual(['Uniform']);
    expect((await list('search=north')).data.map((row) => row.name)).toEqual(['Transport north route']);
    const all = await list('');
    expect(all.data.map((row) => row.name)).toEqual(['Lab fee grade 7', 'Transport north route', 'Tuition', 'Uniform']);
    expect(all.meta).toMatchObject({ total: 4, totalAmount: 5150.55 });
    expect((await call(accountant, { method: 'GET', url: '/fee-structures?active=maybe' })).statusCode).toBe(400);
  });

  it('soft deletes and restores; a teacher without finance permissions is refused', async () => {
    const fee = await create({ name: 'Exam', type: 'EXAM_FEE', amount: 500, frequency: 'ONE_TIME' });
    await call(accountant, { method: 'DELETE', url: `/fee-structures/${fee.id}` });
    expect((await list('type=EXAM_FEE')).data).toEqual([]);
    const restored = await call(accountant, { method: 'POST', url: `/fee-structures/${fee.id}/restore` });
    expect(restored.json()).toMatchObject({ message: FINANCE_LEDGER_MESSAGES.feeStructureRestored, data: { id: fee.id } });
    const [row] = await t.database.db.select().from(feeStructures).where(eq(feeStructures.id, fee.id));
    expect(row.deletedAt).toBeNull();
    expect((await call(teacher, { method: 'GET', url: '/fee-structures' })).statusCode).toBe(403);
    expect((await call(teacher, { method: 'POST', url: '/fee-structures', payload: { name: 'x', type: 'EXAM_FEE', amount: 1 } })).statusCode).toBe(403);
  });
});
