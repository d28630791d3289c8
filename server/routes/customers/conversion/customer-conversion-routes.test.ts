import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES } from '@/contract/customers';
import { classes, customerEvents, customers, students, users } from '../../../db/schema';
import { kabulDay } from '../../../lib/kabul-time';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { daysAgo, insertCustomer } from '../customer-extras-test-fixtures';
import { CONVERSION_MESSAGES } from './customer-conversion-service';

let t: TestApp;
let schoolId: number;
let desk: TestLogin;
let otherSchoolId: number;

beforeAll(async () => {
  t = await createTestApp();
  schoolId = await createSchool(t, 'Conversion School');
  otherSchoolId = await createSchool(t, 'Elsewhere School');
  desk = await createUserIn(t, schoolId, 'conv.desk');
});
afterAll(async () => {
  await t?.close();
});

const convert = (id: string, as: TestLogin, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/customers/${id}/convert-to-student`, headers: as.headers, payload });
const get = (url: string, as: TestLogin) => t.app.inject({ method: 'GET', url, headers: as.headers });

async function tableCounts() {
  const [row] = (
    (await t.database.db.execute(
      sql`select (select count(*)::int from users) as users, (select count(*)::int from students) as students, (select count(*)::int from customer_events) as events`,
    )) as unknown as { rows: { users: number; students: number; events: number }[] }
  ).rows;
  return row;
}

describe('POST /api/customers/{id}/convert-to-student', () => {
  it('creates the student and its user in one go and marks the customer converted', async () => {
    const customer = await insertCustomer(t, { schoolId, name: 'Ahmad Shah Rahimi', dariName: 'احمد شاه رحیمی', phone: '+93799111222', status: 'QUALIFIED' });
    const response = await convert(customer.id, desk);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: CONVERSION_MESSAGES.converted });
    const year = kabulDay().slice(0, 4);
    expect(body.data.student).toMatchObject({
      schoolId,
      username: 'ahmad.shah.rahimi',
      firstName: 'Ahmad',
      lastName: 'Shah Rahimi',
      admissionNo: `ADM-${year}-0001`,
      admissionDate: kabulDay(),
      classId: null,
      status: 'ACTIVE',
      convertedFromCustomerId: customer.id,
    });
    expect(body.data.customer).toMatchObject({ id: customer.id, status: 'CONVERTED', convertedStudentId: body.data.student.id });
    expect(body.data.customer.convertedAt).not.toBeNull();
    // A new version of the visitor (record-version.ts): an edit made before the conversion is refused.
    expect(body.data.customer.updatedAt).not.toBe(customer.updatedAt.toISOString());

    const [user] = await t.database.db.select().from(users).where(eq(users.id, body.data.student.userId));
    expect(user).toMatchObject({ role: 'STUDENT', schoolId, dariName: 'احمد شاه رحیمی', phone: '+93799111222' });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const [student] = await t.database.db.select().from(students).where(eq(students.id, body.data.student.id));
    expect(student.convertedFromCustomerId).toBe(customer.id);
    const events = await t.database.db.select().from(customerEvents).where(eq(customerEvents.customerId, customer.id));
    expect(events.map((event) => event.type)).toEqual(['CONVERTED']);
    expect(events[0].data).toMatchObject({ studentId: student.id, previousStatus: 'QUALIFIED', admissionNo: `ADM-${year}-0001` });

    // The next conversion gets the next admission number and a free username.
    const namesake = await insertCustomer(t, { schoolId, name: 'Ahmad Shah Rahimi' });
    const second = (await convert(namesake.id, desk)).json().data.student;
    expect(second.admissionNo).toBe(`ADM-${year}-0002`);
    expect(second.username).toBe('ahmad.shah.rahimi2');
  });

  it('takes a class, an admission number and date; a Dari-only name gets a generic username', async () => {
    const [klass] = await t.database.db.insert(classes).values({ schoolId, name: 'Grade 7 A', code: 'G7A' }).returning();
    const customer = await insertCustomer(t, { schoolId, name: 'مریم احمدی' });
    const response = await convert(customer.id, desk, { classId: klass.id, admissionNo: 'NA-100', admissionDate: '2026-03-21' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.student).toMatchObject({ classId: klass.id, admissionNo: 'NA-100', admissionDate: '2026-03-21', username: 'student', firstName: 'مریم', lastName: 'احمدی' });

    const otherClass = (await t.database.db.insert(classes).values({ schoolId: otherSchoolId, name: 'Other', code: 'X1' }).returning())[0];
    const refused = await convert((await insertCustomer(t, { schoolId })).id, desk, { classId: otherClass.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ classId: CONVERSION_MESSAGES.classNotFound });
  });

  it('converting twice answers 409 and makes no second student', async () => {
    const customer = await insertCustomer(t, { schoolId, name: 'Twice Tried' });
    expect((await convert(customer.id, desk)).statusCode).toBe(201);
    const before = await tableCounts();
    const again = await convert(customer.id, desk);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: CUSTOMER_MESSAGES.alreadyConverted });
    expect(await tableCounts()).toEqual(before);
  });

  it('a replayed request (same X-Request-ID) gets the first answer and converts once', async () => {
    const customer = await insertCustomer(t, { schoolId, name: 'Replayed Twice' });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/customers/${customer.id}/convert-to-student`,
        headers: { ...desk.headers, 'x-request-id': `convert-${customer.id}` },
        payload: {},
      });
    const first = await send();
    const before = await tableCounts();
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await tableCounts()).toEqual(before);
  });

  it('conversions at the same moment get distinct usernames and admission numbers; the same customer converts once', async () => {
    const [a, b] = [await insertCustomer(t, { schoolId, name: 'Same Moment' }), await insertCustomer(t, { schoolId, name: 'Same Moment' })];
    const both = await Promise.all([convert(a.id, desk), convert(b.id, desk)]);
    expect(both.map((response) => response.statusCode)).toEqual([201, 201]);
    const [first, second] = both.map((response) => response.json().data.student);
    expect(new Set([first.username, second.username]).size).toBe(2);
    expect(first.admissionNo).not.toBe(second.admissionNo);

    const single = await insertCustomer(t, { schoolId, name: 'Only Once' });
    const racing = await Promise.all([convert(single.id, desk), convert(single.id, desk)]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await t.database.db.select().from(students).where(eq(students.convertedFromCustomerId, single.id))).toHaveLength(1);
  });

  it('a failure midway (admission number taken) leaves no user, no student and the customer unchanged', async () => {
    const first = await insertCustomer(t, { schoolId, name: 'First Holder' });
    expect((await convert(first.id, desk, { admissionNo: 'DUP-1' })).statusCode).toBe(201);
    const customer = await insertCustomer(t, { schoolId, name: 'Unlucky Second', status: 'CONTACTED' });
    const before = await tableCounts();
    const response = await convert(customer.id, desk, { admissionNo: 'DUP-1' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: CONVERSION_MESSAGES.admissionNoTaken, errors: { admissionNo: CONVERSION_MESSAGES.admissionNoTaken } });
    expect(await tableCounts()).toEqual(before);
    expect(await t.database.db.select().from(users).where(eq(users.username, 'unlucky.second'))).toHaveLength(0);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row).toMatchObject({ status: 'CONTACTED', convertedStudentId: null, convertedAt: null });
    // Nothing was left behind: the same customer converts fine afterwards.
    expect((await convert(customer.id, desk)).json().data.student.username).toBe('unlucky.second');
  });

  it('answers 404 for a deleted customer, another school\'s customer and a malformed id', async () => {
    const deleted = await insertCustomer(t, { schoolId, deletedAt: new Date() });
    expect((await convert(deleted.id, desk)).statusCode).toBe(404);
    const elsewhere = await insertCustomer(t, { schoolId: otherSchoolId });
    const response = await convert(elsewhere.id, desk);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(CUSTOMER_MESSAGES.notFound);
    expect((await convert('not-a-uuid', desk)).statusCode).toBe(404);
  });

  it('needs customer:update and student:create: a teacher may, a parent may not', async () => {
    const customer = await insertCustomer(t, { schoolId: 1, name: 'Teacher Converts' });
    const teacher = await loginAs(t.app, 'teacher');
    expect((await convert(customer.id, teacher)).statusCode).toBe(201);

    const parent = await loginAs(t.app, 'parent');
    const refused = await convert((await insertCustomer(t, { schoolId: 1 })).id, parent);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission: customer:update');

    const noStudents = await createUserIn(t, schoolId, 'conv.nostudent', { revoke: ['student:create'] });
    const missing = await convert((await insertCustomer(t, { schoolId })).id, noStudents);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toBe('You do not have permission: student:create');
  });
});

describe('conversion reads', () => {
  it('history lists conversions newest first with customer and student; events list them per customer', async () => {
    const customer = await insertCustomer(t, { schoolId, name: 'History Person', source: 'FACEBOOK' });
    const converted = (await convert(customer.id, desk)).json().data;
    const history = await get('/api/customers/conversion-history?limit=2', desk);
    expect(history.statusCode).toBe(200);
    const [latest] = history.json().data;
    expect(latest.customer).toMatchObject({ id: customer.id, name: 'History Person', status: 'CONVERTED' });
    expect(latest.student).toMatchObject({ id: converted.student.id, admissionNo: converted.student.admissionNo, username: 'history.person' });
    expect(latest.convertedBy).toMatchObject({ username: 'conv.desk' });
    expect(history.json().meta.pagination).toMatchObject({ currentPage: 1, limit: 2 });

    const events = await get(`/api/customers/${customer.id}/events`, desk);
    expect(events.json().data.map((event: { type: string }) => event.type)).toEqual(['CONVERTED']);
    expect((await get(`/api/customers/${(await insertCustomer(t, { schoolId: otherSchoolId })).id}/events`, desk)).statusCode).toBe(404);
  });

  it('unconverted lists customers without a student, not deleted, pages 1 and 20 by default', async () => {
    const school = await createSchool(t, 'Unconverted School');
    const user = await createUserIn(t, school, 'unconv.desk');
    for (let index = 0; index < 22; index += 1) await insertCustomer(t, { schoolId: school, createdAt: daysAgo(index) });
    await insertCustomer(t, { schoolId: school, deletedAt: new Date() });
    const done = await insertCustomer(t, { schoolId: school });
    await convert(done.id, user);
    const response = await get('/api/customers/unconverted', user);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(20);
    expect(response.json().meta.pagination).toEqual({ currentPage: 1, totalPages: 2, totalCount: 22, limit: 20 });
    expect(response.json().data.some((item: { id: string }) => item.id === done.id)).toBe(false);
  });

  it('analytics and rates count new customers and conversions per period', async () => {
    const school = await createSchool(t, 'Rates School');
    const user = await createUserIn(t, school, 'rates.desk');
    const now = new Date();
    await insertCustomer(t, { schoolId: school, type: 'STUDENT', source: 'FACEBOOK', purpose: 'ENROLLMENT', createdAt: daysAgo(2), convertedAt: daysAgo(1), convertedStudentId: 1 });
    await insertCustomer(t, { schoolId: school, type: 'STUDENT', source: 'WALK_IN', purpose: 'ENROLLMENT', createdAt: daysAgo(3) });
    await insertCustomer(t, { schoolId: school, type: 'PARENT', source: 'FACEBOOK', purpose: 'INQUIRY', createdAt: daysAgo(40) });
    const daily = (await get('/api/customers/conversion-analytics?period=daily', user)).json().data;
    expect(daily.buckets).toHaveLength(30);
    expect(daily.buckets.at(-1).periodStart).toBe(kabulDay(now));
    const byDay = Object.fromEntries(daily.buckets.map((bucket: { periodStart: string }) => [bucket.periodStart, bucket]));
    expect(byDay[kabulDay(daysAgo(2))]).toMatchObject({ newCustomers: 1, convertedOfNew: 1, conversionRate: 100, conversions: 0 });
    expect(byDay[kabulDay(daysAgo(1))]).toMatchObject({ newCustomers: 0, conversions: 1 });
    expect(daily.window).toMatchObject({ newCustomers: 2, conversions: 1, conversionRate: 50 });
    expect(daily.overall).toMatchObject({ totalCustomers: 3, convertedCustomers: 1, conversionRate: 33.33, averageDaysToConvert: 1 });
    const monthly = (await get('/api/customers/conversion-analytics', user)).json().data;
    expect(monthly.period).toBe('monthly');
    expect(monthly.buckets).toHaveLength(12);

    const rates = (await get('/api/customers/conversion-rates?period=weekly', user)).json().data;
    expect(rates.overall).toEqual({ total: 2, converted: 1, rate: 50 });
    expect(rates.byType.slice(0, 2)).toEqual([
      { value: 'STUDENT', total: 2, converted: 1, rate: 50 },
      { value: 'PARENT', total: 0, converted: 0, rate: 0 },
    ]);
    expect(rates.bySource.find((item: { value: string }) => item.value === 'FACEBOOK')).toEqual({ value: 'FACEBOOK', total: 1, converted: 1, rate: 100 });
    expect((await get('/api/customers/conversion-rates?period=yearly', user)).json().data.overall.total).toBe(3);
    expect((await get('/api/customers/conversion-rates?period=hourly', user)).statusCode).toBe(400);
  });

  it('needs customer:read', async () => {
    const parent = await loginAs(t.app, 'parent');
    const response = await get('/api/customers/conversion-analytics', parent);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have permission: customer:read');
  });
});
