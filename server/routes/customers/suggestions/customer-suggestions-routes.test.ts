import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerEvents, customerSerials, customerTasks } from '../../../db/schema';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { schoolYear } from '../customer-serial';
import { daysAgo, insertCustomer } from '../customer-extras-test-fixtures';

let t: TestApp;
let schoolId: number;
let desk: TestLogin;

beforeAll(async () => {
  t = await createTestApp();
  schoolId = await createSchool(t, 'Suggestions School');
  desk = await createUserIn(t, schoolId, 'suggest.desk');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, as: TestLogin = desk) => t.app.inject({ method: 'GET', url, headers: as.headers });

describe('GET /api/customers/suggestions', () => {
  it('finds high-priority leads not contacted, overdue tasks, leads ready to convert and stale leads', async () => {
    const hot = await insertCustomer(t, { schoolId, name: 'Hot Lead', priority: 'HIGH', createdAt: daysAgo(9) });
    await insertCustomer(t, { schoolId, name: 'Hot But Called', priority: 'URGENT', createdAt: daysAgo(20), lastContact: daysAgo(1) });
    await insertCustomer(t, { schoolId, name: 'Hot But Fresh', priority: 'HIGH', createdAt: daysAgo(3) });
    await insertCustomer(t, { schoolId, name: 'Hot But Converted', priority: 'HIGH', status: 'CONVERTED', convertedStudentId: 1, createdAt: daysAgo(30) });
    const ready = await insertCustomer(t, { schoolId, name: 'Ready Student', status: 'QUALIFIED', purpose: 'ENROLLMENT' });
    const stale = await insertCustomer(t, { schoolId, name: 'Stale Lead', createdAt: daysAgo(45), updatedAt: daysAgo(40), lastActivity: daysAgo(35) });
    await insertCustomer(t, { schoolId, name: 'Lost Long Ago', status: 'LOST', createdAt: daysAgo(90), updatedAt: daysAgo(90) });
    const busy = await insertCustomer(t, { schoolId, name: 'Busy Lead' });
    await t.database.db.insert(customerTasks).values([
      { schoolId, customerId: busy.id, title: 'late', dueDate: daysAgo(1) },
      { schoolId, customerId: busy.id, title: 'later', dueDate: daysAgo(2), status: 'IN_PROGRESS' },
      { schoolId, customerId: busy.id, title: 'finished', dueDate: daysAgo(2), status: 'COMPLETED' },
    ]);

    const response = await get('/api/customers/suggestions');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.thresholds).toEqual({ contactDays: 7, staleDays: 30 });
    expect(data.counts).toEqual({ FOLLOW_UP_HIGH_PRIORITY: 1, OVERDUE_TASKS: 1, READY_TO_CONVERT: 1, STALE_LEAD: 1 });
    expect(data.suggestions.map((item: { kind: string; customer: { id: string } }) => [item.kind, item.customer.id])).toEqual([
      ['FOLLOW_UP_HIGH_PRIORITY', hot.id],
      ['OVERDUE_TASKS', busy.id],
      ['READY_TO_CONVERT', ready.id],
      ['STALE_LEAD', stale.id],
    ]);
    expect(data.suggestions[0]).toMatchObject({ severity: 'high', days: 9, message: 'High-priority lead not contacted for 9 days' });
    expect(data.suggestions[1]).toMatchObject({ overdueTasks: 2, message: '2 overdue tasks' });
    expect(data.suggestions[3]).toMatchObject({ severity: 'low', days: 35, message: 'No activity for 35 days' });

    const stricter = (await get('/api/customers/suggestions?contactDays=2&staleDays=60')).json().data.counts;
    expect(stricter).toMatchObject({ FOLLOW_UP_HIGH_PRIORITY: 2, STALE_LEAD: 0 });

    const one = (await get(`/api/customers/suggestions/${busy.id}`)).json().data;
    expect(one.suggestions.map((item: { kind: string }) => item.kind)).toEqual(['OVERDUE_TASKS']);
    expect((await get(`/api/customers/suggestions/${(await insertCustomer(t, { schoolId: 1 })).id}`)).statusCode).toBe(404);
  });

  it('/customers/suggestions/id previews the next serial number of the school', async () => {
    const year = schoolYear(new Date());
    const empty = (await get('/api/customers/suggestions/id')).json().data;
    expect(empty).toEqual({ schoolId, year, lastSerialNumber: null, nextSerialNumber: `V-${year}-000001`, reserved: false });
    await t.database.db.insert(customerSerials).values({ schoolId, year, lastValue: 122 });
    const data = (await get('/api/customers/suggestions/id')).json().data;
    expect(data).toMatchObject({ lastSerialNumber: `V-${year}-000122`, nextSerialNumber: `V-${year}-000123` });
  });
});

describe('GET /api/customers/{id}/dashboard', () => {
  it("brings a customer's counts, latest items and suggestions together", async () => {
    const visitor = await insertCustomer(t, { schoolId, name: 'Dashboard Visitor', priority: 'HIGH', createdAt: daysAgo(8) });
    await t.database.db.insert(customerEvents).values({ schoolId, customerId: visitor.id, type: 'CREATED' });
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/customers/${visitor.id}/${url}`, headers: desk.headers, payload });
    await post('tasks', { title: 'Late call', dueDate: daysAgo(1).toISOString() });
    await post('tasks', { title: 'Done', status: 'COMPLETED' });
    await post('documents', { title: 'Photo', url: 'https://example.af/p.jpg' });
    await post('collaborations', { message: 'Left a note' });
    await post('automations', { templateKey: 'WELCOME_MESSAGE' });

    const response = await get(`/api/customers/${visitor.id}/dashboard`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.customer).toMatchObject({ id: visitor.id, name: 'Dashboard Visitor' });
    expect(data.student).toBeNull();
    expect(data.counts).toEqual({
      events: 1,
      documents: 1,
      documentBytes: 0,
      tasks: 2,
      openTasks: 1,
      overdueTasks: 1,
      completedTasks: 1,
      automations: 1,
      activeAutomations: 1,
      collaborations: 1,
    });
    expect(data.latest.tasks.map((task: { title: string }) => task.title)).toEqual(['Late call', 'Done']);
    expect(data.latest.events.map((event: { type: string }) => event.type)).toEqual(['CREATED']);
    expect(data.latest.documents).toHaveLength(1);
    expect(data.latest.collaborations[0].message).toBe('Left a note');
    expect(data.latest.automations[0].templateKey).toBe('WELCOME_MESSAGE');
    // High priority and never contacted in 8 days; one task overdue.
    expect(data.suggestions.map((item: { kind: string }) => item.kind)).toEqual(['FOLLOW_UP_HIGH_PRIORITY', 'OVERDUE_TASKS']);

    const parent = await loginAs(t.app, 'parent');
    expect((await get(`/api/customers/${visitor.id}/dashboard`, parent)).statusCode).toBe(403);
    const outsider = await createUserIn(t, await createSchool(t, 'Away School'), 'suggest.outsider');
    expect((await get(`/api/customers/${visitor.id}/dashboard`, outsider)).statusCode).toBe(404);
  });
});
