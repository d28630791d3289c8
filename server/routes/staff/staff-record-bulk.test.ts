import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STAFF_BULK_ITEMS, STAFF_RECORD_MESSAGES, employeeIdTaken } from '@/contract/staff-records';
import { staff } from '../../db/schema';
import { callApi } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { insertStaff, staffFixture, type StaffFixture } from './staff-record-test-fixtures';

let t: TestApp;
let fixture: StaffFixture;
let admin: TestLogin;
let teacher: TestLogin;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await staffFixture(t);
  admin = await loginAs(t.app, 'admin');
  teacher = await loginAs(t.app, 'teacher');
});
afterAll(async () => {
  await t?.close();
});

const staffCount = async () => Number((await t.database.db.select({ value: count() }).from(staff))[0].value);
const rowOf = async (id: number) => (await t.database.db.select().from(staff).where(eq(staff.id, id)))[0];
const bulkCreate = (items: unknown, as = admin) => callApi(t.app, as, { method: 'POST', url: '/staff/bulk', payload: { staff: items } });
const bulkUpdate = (updates: unknown, as = admin) => callApi(t.app, as, { method: 'PUT', url: '/staff/bulk', payload: { updates } });

describe('POST /staff/bulk', () => {
  it('creates the good items in the caller\'s school and reports the bad one with its reason', async () => {
    const before = await staffCount();
    const response = await bulkCreate([
      { employeeId: 'EMP-101', firstName: 'Sima', lastName: 'Nazari', designation: 'Nurse', department: 'Health', basicSalary: 21000.5, allowances: 1500, phone: '+93 700 111 222', email: 'sima@example.af' },
      { employeeId: 'EMP-102', lastName: 'No first name' },
      { employeeId: 'EMP-103', firstName: 'Karim', status: 'ON_LEAVE', userId: fixture.userIds.teacher },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(STAFF_RECORD_MESSAGES.bulkDone);
    expect(body.data).toMatchObject({ successCount: 2, failureCount: 1 });
    expect(body.data.succeeded.map((item: { index: number }) => item.index)).toEqual([0, 2]);
    expect(body.data.failed).toEqual([
      { index: 1, id: null, employeeId: 'EMP-102', status: 400, message: 'Validation failed', errors: { firstName: STAFF_RECORD_MESSAGES.firstNameRequired } },
    ]);
    expect(await staffCount()).toBe(before + 2);

    const sima = await rowOf(body.data.succeeded[0].id);
    expect(sima).toMatchObject({ schoolId: 1, employeeId: 'EMP-101', firstName: 'Sima', basicSalary: '21000.50', allowances: '1500.00', status: 'ACTIVE' });
    const karim = await rowOf(body.data.succeeded[1].id);
    expect(karim).toMatchObject({ status: 'ON_LEAVE', userId: fixture.userIds.teacher, basicSalary: '0.00' });

    // The picker shows the new member, amounts as numbers.
    const picker = await callApi(t.app, admin, { method: 'GET', url: '/staff?limit=all' });
    expect(picker.json().data).toContainEqual(expect.objectContaining({ employeeId: 'EMP-101', salary: { basicSalary: 21000.5, allowances: 1500 } }));
  });

  it('fails an item whose employee id is taken in the school (409), also within the same call', async () => {
    const response = await bulkCreate([
      { employeeId: 'EMP-001', firstName: 'Duplicate of the demo' },
      { employeeId: 'EMP-201', firstName: 'New' },
      { employeeId: 'EMP-201', firstName: 'Same id again' },
      // Another school's id is free here.
      { employeeId: 'HR-001', firstName: 'Same as Herat' },
    ]);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.succeeded.map((item: { index: number }) => item.index)).toEqual([1, 3]);
    expect(data.failed).toEqual([
      expect.objectContaining({ index: 0, status: 409, employeeId: 'EMP-001', message: employeeIdTaken('EMP-001') }),
      expect.objectContaining({ index: 2, status: 409, employeeId: 'EMP-201' }),
    ]);
  });

  it('fails an item with a user account of another school or bad amounts (400)', async () => {
    const response = await bulkCreate([
      { employeeId: 'EMP-301', firstName: 'A', userId: fixture.otherSchoolUserId },
      { employeeId: 'EMP-302', firstName: 'B', basicSalary: -5 },
      { employeeId: 'EMP-303', firstName: 'C', basicSalary: 10.555 },
      { employeeId: 'EMP-304', firstName: 'D', email: 'not an email' },
      { employeeId: 'EMP-305', firstName: 'E', schoolId: 2 },
      'not an object',
    ]);
    const { data } = response.json();
    expect(data.successCount).toBe(0);
    expect(data.failed.map((item: { status: number }) => item.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(data.failed[0].message).toBe(STAFF_RECORD_MESSAGES.userNotFound);
    expect(data.failed[1].errors.basicSalary).toBe(STAFF_RECORD_MESSAGES.invalidAmount);
  });

  it('takes 1 to 500 items: none or more is 400 and nothing is written', async () => {
    const before = await staffCount();
    const empty = await bulkCreate([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.staff).toBe(STAFF_RECORD_MESSAGES.noneSent);
    const many = Array.from({ length: MAX_STAFF_BULK_ITEMS + 1 }, (_, index) => ({ employeeId: `BULK-${index}`, firstName: 'Many' }));
    const tooMany = await bulkCreate(many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.staff).toBe(STAFF_RECORD_MESSAGES.tooManyItems);
    expect((await callApi(t.app, admin, { method: 'POST', url: '/staff/bulk', payload: { items: [] } })).statusCode).toBe(400);
    expect(await staffCount()).toBe(before);
  });

  it('needs staff:create (403 for a teacher)', async () => {
    const before = await staffCount();
    const response = await bulkCreate([{ employeeId: 'EMP-401', firstName: 'X' }], teacher);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have permission: staff:create');
    expect(await staffCount()).toBe(before);
  });
});

describe('PUT /staff/bulk', () => {
  it('edits each item on its own: unknown or other school\'s ids 404, taken employee id 409, empty data 400', async () => {
    const first = await insertStaff(t, { employeeId: 'UPD-1', designation: 'Clerk', basicSalary: '10000.00' });
    const second = await insertStaff(t, { employeeId: 'UPD-2', phone: '+93700000000' });
    const response = await bulkUpdate([
      { id: first.id, data: { designation: 'Senior Clerk', basicSalary: 12500, status: 'INACTIVE' } },
      { id: fixture.otherSchoolStaffId, data: { designation: 'Hacked' } },
      { id: 999999, data: { designation: 'Nobody' } },
      { id: second.id, data: { employeeId: 'EMP-002' } },
      { id: second.id, data: {} },
      { id: second.id, data: { phone: null, lastName: '' } },
    ]);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.succeeded).toEqual([
      { index: 0, id: first.id },
      { index: 5, id: second.id },
    ]);
    expect(data.failed).toEqual([
      expect.objectContaining({ index: 1, id: fixture.otherSchoolStaffId, status: 404, message: STAFF_RECORD_MESSAGES.staffNotFound }),
      expect.objectContaining({ index: 2, id: 999999, status: 404 }),
      expect.objectContaining({ index: 3, id: second.id, status: 409, employeeId: 'EMP-002', message: employeeIdTaken('EMP-002') }),
      expect.objectContaining({ index: 4, id: second.id, status: 400 }),
    ]);
    expect(await rowOf(first.id)).toMatchObject({ designation: 'Senior Clerk', basicSalary: '12500.00', status: 'INACTIVE', employeeId: 'UPD-1' });
    expect(await rowOf(second.id)).toMatchObject({ employeeId: 'UPD-2', phone: null, lastName: null });
    expect((await rowOf(fixture.otherSchoolStaffId)).designation).toBeNull();
  });

  it('keeps its own employee id and may take a free one', async () => {
    const member = await insertStaff(t, { employeeId: 'OWN-1' });
    const response = await bulkUpdate([
      { id: member.id, data: { employeeId: 'OWN-1', firstName: 'Same id' } },
      { id: member.id, data: { employeeId: 'OWN-2' } },
    ]);
    expect(response.json().data.successCount).toBe(2);
    expect(await rowOf(member.id)).toMatchObject({ employeeId: 'OWN-2', firstName: 'Same id' });
  });

  it('refuses an empty or over-long list (400) and a teacher (403), changing nothing', async () => {
    const member = await insertStaff(t, { designation: 'Guard' });
    expect((await bulkUpdate([])).statusCode).toBe(400);
    const many = Array.from({ length: MAX_STAFF_BULK_ITEMS + 1 }, () => ({ id: member.id, data: { designation: 'Many' } }));
    expect((await bulkUpdate(many)).statusCode).toBe(400);
    const refused = await bulkUpdate([{ id: member.id, data: { designation: 'Teacher was here' } }], teacher);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission: staff:update');
    expect((await rowOf(member.id)).designation).toBe('Guard');
  });
});
