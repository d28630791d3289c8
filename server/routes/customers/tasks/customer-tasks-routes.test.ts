import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_VERSION_MESSAGES, versionTag } from '@/contract/record-version';
import { customerTasks } from '../../../db/schema';
import { addDays, kabulDay, kabulMidnight } from '../../../lib/kabul-time';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import type { CustomerRow } from '../customer-dto';
import { daysAgo, insertCustomer } from '../customer-extras-test-fixtures';
import { TASK_MESSAGES } from './customer-tasks-routes';

let t: TestApp;
let schoolId: number;
let desk: TestLogin;
let customer: CustomerRow;

beforeAll(async () => {
  t = await createTestApp();
  schoolId = await createSchool(t, 'Tasks School');
  desk = await createUserIn(t, schoolId, 'tasks.desk');
  customer = await insertCustomer(t, { schoolId, name: 'Busy Visitor' });
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, as: TestLogin = desk) =>
  t.app.inject({ method, url, headers: as.headers, ...(payload ? { payload } : {}) });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('customer tasks', () => {
  it('adds tasks, lists open ones first by due date, and moves them on', async () => {
    const created = await call('POST', `/api/customers/${customer.id}/tasks`, { title: 'Call back', priority: 'high', dueDate: inDays(1), assignedTo: desk.user.id });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: TASK_MESSAGES.created,
      data: { title: 'Call back', status: 'OPEN', priority: 'HIGH', overdue: false, assignedTo: { username: 'tasks.desk' }, completedAt: null },
    });
    const dateOnly = await call('POST', `/api/customers/${customer.id}/tasks`, { title: 'Bring photos', dueDate: '2026-03-21' });
    // A date alone is due at the end of that Kabul day.
    expect(dateOnly.json().data.dueDate).toBe(new Date(kabulMidnight(addDays('2026-03-21', 1)).getTime() - 1).toISOString());
    const done = await call('POST', `/api/customers/${customer.id}/tasks`, { title: 'Old task', status: 'completed' });
    expect(done.json().data.completedAt).not.toBeNull();

    const list = (await call('GET', `/api/customers/${customer.id}/tasks`)).json().data;
    expect(list.map((task: { title: string }) => task.title)).toEqual(
      dateOnly.json().data.dueDate < created.json().data.dueDate ? ['Bring photos', 'Call back', 'Old task'] : ['Call back', 'Bring photos', 'Old task'],
    );
    const completedOnly = (await call('GET', `/api/customers/${customer.id}/tasks?status=COMPLETED`)).json().data;
    expect(completedOnly.map((task: { title: string }) => task.title)).toEqual(['Old task']);

    const patched = await call('PATCH', `/api/customers/${customer.id}/tasks/${created.json().data.id}`, { status: 'COMPLETED' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ status: 'COMPLETED', overdue: false });
    expect(patched.json().data.completedAt).not.toBeNull();
    const reopened = await call('PATCH', `/api/customers/${customer.id}/tasks/${created.json().data.id}`, { status: 'open' });
    expect(reopened.json().data.completedAt).toBeNull();
  });

  it('reads one task; a change made from an older version applies nothing and answers 412 with the task now', async () => {
    const made = (await call('POST', `/api/customers/${customer.id}/tasks`, { title: 'Send the fee list' })).json().data;
    const read = await call('GET', `/api/customers/${customer.id}/tasks/${made.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(made);
    expect((await call('GET', `/api/customers/${customer.id}/tasks/999999`)).statusCode).toBe(404);

    const change = (payload: object, version: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/customers/${customer.id}/tasks/${made.id}`, headers: { ...desk.headers, 'if-match': versionTag(version) }, payload });
    const first = await change({ priority: 'HIGH' }, made.updatedAt);
    expect(first.statusCode, first.body).toBe(200);
    const now = first.json().data;
    const stale = await change({ status: 'CANCELLED', title: 'Something else' }, made.updatedAt);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ success: false, message: RECORD_VERSION_MESSAGES.changedSince, current: { id: made.id, priority: 'HIGH', status: 'OPEN', updatedAt: now.updatedAt } });
    const [row] = await t.database.db.select().from(customerTasks).where(eq(customerTasks.id, made.id));
    expect(row).toMatchObject({ status: 'OPEN', title: 'Send the fee list' });
    expect((await change({ status: 'CANCELLED' }, now.updatedAt)).statusCode).toBe(200);
  });

  it('refuses bad input and unknown tasks or assignees', async () => {
    const bad = await call('POST', `/api/customers/${customer.id}/tasks`, { title: '', priority: 'SOMEDAY', dueDate: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['dueDate', 'priority', 'title']);
    const stranger = await createUserIn(t, await createSchool(t, 'Other Tasks School'), 'tasks.stranger');
    const assigned = await call('POST', `/api/customers/${customer.id}/tasks`, { title: 'x', assignedTo: stranger.user.id });
    expect(assigned.json()).toMatchObject({ message: TASK_MESSAGES.unknownUser, errors: { assignedTo: TASK_MESSAGES.unknownUser } });
    expect((await call('PATCH', `/api/customers/${customer.id}/tasks/999999`, { status: 'COMPLETED' })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/customers/${customer.id}/tasks/1`, {})).statusCode).toBe(400);
    expect((await call('GET', `/api/customers/${customer.id}/tasks`, undefined, stranger)).statusCode).toBe(404);
  });

  it('the dashboard counts open, overdue, due soon and completed tasks of the school', async () => {
    const school = await createSchool(t, 'Dashboard Tasks School');
    const user = await createUserIn(t, school, 'tasks.dash');
    const visitor = await insertCustomer(t, { schoolId: school, name: 'Task Owner' });
    const gone = await insertCustomer(t, { schoolId: school, deletedAt: new Date() });
    const base = { schoolId: school, customerId: visitor.id, priority: 'MEDIUM' };
    await t.database.db.insert(customerTasks).values([
      { ...base, title: 'overdue 2 days', dueDate: daysAgo(2), priority: 'HIGH' },
      { ...base, title: 'overdue 1 hour', status: 'IN_PROGRESS', dueDate: new Date(Date.now() - 3600_000) },
      { ...base, title: 'due tomorrow', dueDate: new Date(Date.now() + 86_400_000) },
      { ...base, title: 'due in 10 days', dueDate: new Date(Date.now() + 10 * 86_400_000) },
      { ...base, title: 'no due date' },
      { ...base, title: 'done', status: 'COMPLETED', completedAt: daysAgo(1), dueDate: daysAgo(5) },
      { ...base, title: 'done long ago', status: 'COMPLETED', completedAt: daysAgo(20) },
      { ...base, title: 'dropped', status: 'CANCELLED', dueDate: daysAgo(3) },
      { ...base, customerId: gone.id, title: 'of a deleted customer', dueDate: daysAgo(1) },
    ]);
    const data = (await call('GET', '/api/customers/tasks/dashboard', undefined, user)).json().data;
    expect(data.counts).toEqual({ open: 4, inProgress: 1, completed: 2, cancelled: 1, overdue: 2, dueSoon: 1, completedLast7Days: 1 });
    expect(data.openByPriority.slice(0, 3)).toEqual([
      { value: 'LOW', count: 0 },
      { value: 'MEDIUM', count: 4 },
      { value: 'HIGH', count: 1 },
    ]);
    expect(data.overdue.map((task: { title: string }) => task.title)).toEqual(['overdue 2 days', 'overdue 1 hour']);
    expect(data.overdue[0]).toMatchObject({ overdue: true, customer: { name: 'Task Owner' } });
    expect(data.dueSoon.map((task: { title: string }) => task.title)).toEqual(['due tomorrow']);
    const wider = (await call('GET', '/api/customers/tasks/dashboard?dueSoonDays=14', undefined, user)).json().data;
    expect(wider.counts.dueSoon).toBe(2);
    expect((await call('GET', '/api/customers/tasks/dashboard?mine=true', undefined, user)).json().data.counts.open).toBe(0);
  });
});

describe('customer automations', () => {
  it('offers a fixed catalogue of templates', async () => {
    const templates = (await call('GET', '/api/customers/automations/templates')).json().data;
    expect(templates.map((template: { key: string }) => template.key)).toEqual(['FOLLOW_UP_REMINDER', 'ENROLLMENT_DOCUMENTS', 'WELCOME_MESSAGE', 'STALE_LEAD_ALERT']);
    expect(templates[0].parameters[0]).toMatchObject({ name: 'days', default: 3, min: 1, max: 90 });
  });

  it('a follow-up reminder creates its task at once; a welcome message is stored rendered', async () => {
    const visitor = await insertCustomer(t, { schoolId, name: 'Automated Person', serialNumber: 'V-2026-000777' });
    const reminder = await call('POST', `/api/customers/${visitor.id}/automations`, { templateKey: 'FOLLOW_UP_REMINDER', parameters: { days: 5 } });
    expect(reminder.statusCode).toBe(201);
    const automation = reminder.json().data;
    expect(automation).toMatchObject({ templateKey: 'FOLLOW_UP_REMINDER', name: 'Follow-up reminder', trigger: 'AFTER_DAYS', isActive: true, action: { type: 'CREATE_TASK', text: 'Follow up with Automated Person', parameters: { days: 5 } } });
    const tasks = (await call('GET', `/api/customers/${visitor.id}/tasks`)).json().data;
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ id: automation.action.taskId, title: 'Follow up with Automated Person', status: 'OPEN' });
    expect(kabulDay(new Date(tasks[0].dueDate))).toBe(kabulDay(new Date(Date.now() + 5 * 86_400_000)));

    const welcome = await call('POST', `/api/customers/${visitor.id}/automations`, { templateKey: 'WELCOME_MESSAGE', parameters: { channel: 'whatsapp' } });
    expect(welcome.json().data.action).toEqual({
      type: 'SEND_MESSAGE',
      text: 'Welcome, Automated Person! Your visitor number is V-2026-000777. We will contact you soon.',
      parameters: { channel: 'WHATSAPP' },
      taskId: null,
      dueDate: null,
    });
    const list = (await call('GET', `/api/customers/${visitor.id}/automations`)).json();
    expect(list.data.map((item: { templateKey: string }) => item.templateKey)).toEqual(['WELCOME_MESSAGE', 'FOLLOW_UP_REMINDER']);
  });

  it('refuses unknown templates and bad parameters, writing nothing', async () => {
    const before = (await t.database.db.select().from(customerTasks)).length;
    expect((await call('POST', `/api/customers/${customer.id}/automations`, { templateKey: 'LAUNCH_ROCKET' })).statusCode).toBe(400);
    const bad = await call('POST', `/api/customers/${customer.id}/automations`, { templateKey: 'FOLLOW_UP_REMINDER', parameters: { days: 500, colour: 'red' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'parameters.days': 'days must be a whole number from 1 to 90', 'parameters.colour': 'Unknown parameter of FOLLOW_UP_REMINDER' });
    expect((await t.database.db.select().from(customerTasks)).length).toBe(before);
    const parent = await loginAs(t.app, 'parent');
    expect((await call('GET', '/api/customers/automations/templates', undefined, parent)).statusCode).toBe(403);
  });
});
