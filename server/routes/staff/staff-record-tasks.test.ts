import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_VERSION_MESSAGES, versionTag } from '@/contract/record-version';
import { STAFF_RECORD_MESSAGES } from '@/contract/staff-records';
import { staffTasks } from '../../db/schema';
import { addDays, kabulDay } from '../../lib/kabul-time';
import { callApi } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { insertStaff, staffFixture, type StaffFixture } from './staff-record-test-fixtures';

let t: TestApp;
let fixture: StaffFixture;
let admin: TestLogin;
let principal: TestLogin;
let teacher: TestLogin;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await staffFixture(t);
  admin = await loginAs(t.app, 'admin');
  principal = await loginAs(t.app, 'principal');
  teacher = await loginAs(t.app, 'teacher');
});
afterAll(async () => {
  await t?.close();
});

const today = () => kabulDay();
const tasksUrl = (staffId: number) => `/staff/${staffId}/tasks`;
const taskCount = async () => Number((await t.database.db.select({ value: count() }).from(staffTasks))[0].value);
type TaskAnswer = { id: number; status: string; completedAt: string | null; completedBy: { id: number } | null; overdue: boolean };

async function addTask(staffId: number, payload: Record<string, unknown>, as = admin): Promise<TaskAnswer> {
  const response = await callApi(t.app, as, { method: 'POST', url: tasksUrl(staffId), payload });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

describe('staff tasks: create and list', () => {
  it('adds a task (OPEN, MEDIUM by default) and lists soonest due first, undated last, paged and filtered', async () => {
    const member = await insertStaff(t);
    const response = await callApi(t.app, admin, {
      method: 'POST',
      url: tasksUrl(member.id),
      payload: { title: 'Renew the library inventory', description: 'Count every shelf', dueDate: addDays(today(), 7) },
    });
    expect(response.statusCode).toBe(201);
    const later = response.json();
    expect(later.message).toBe(STAFF_RECORD_MESSAGES.taskAdded);
    expect(later.data).toMatchObject({
      staffId: member.id,
      title: 'Renew the library inventory',
      description: 'Count every shelf',
      status: 'OPEN',
      priority: 'MEDIUM',
      dueDate: addDays(today(), 7),
      overdue: false,
      completedAt: null,
      completedBy: null,
      createdBy: { id: fixture.userIds.admin, name: 'Zahra Hashimi' },
    });
    const undated = await addTask(member.id, { title: 'Tidy the archive', priority: 'LOW' });
    const soon = await addTask(member.id, { title: 'Fix the printer', priority: 'URGENT', dueDate: today() });

    const list = await callApi(t.app, admin, { method: 'GET', url: tasksUrl(member.id) });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((task: { id: number }) => task.id)).toEqual([soon.id, later.data.id, undated.id]);
    expect(list.json().meta.pagination).toEqual({ currentPage: 1, totalPages: 1, totalCount: 3, limit: 20 });

    const page2 = await callApi(t.app, admin, { method: 'GET', url: `${tasksUrl(member.id)}?limit=2&page=2` });
    expect(page2.json().data.map((task: { id: number }) => task.id)).toEqual([undated.id]);
    const urgent = await callApi(t.app, admin, { method: 'GET', url: `${tasksUrl(member.id)}?priority=URGENT` });
    expect(urgent.json().data.map((task: { id: number }) => task.id)).toEqual([soon.id]);
  });

  it('shows a late open task as overdue, and filters by status', async () => {
    const member = await insertStaff(t);
    const [late] = await t.database.db
      .insert(staffTasks)
      .values({ schoolId: 1, staffId: member.id, title: 'Late one', dueDate: addDays(today(), -3), status: 'IN_PROGRESS' })
      .returning();
    await addTask(member.id, { title: 'Open one' });
    const inProgress = await callApi(t.app, admin, { method: 'GET', url: `${tasksUrl(member.id)}?status=IN_PROGRESS` });
    expect(inProgress.json().data).toEqual([expect.objectContaining({ id: late.id, overdue: true })]);
    expect((await callApi(t.app, admin, { method: 'GET', url: `${tasksUrl(member.id)}?status=DONE` })).statusCode).toBe(400);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await taskCount();
    const post = (payload: unknown) => callApi(t.app, admin, { method: 'POST', url: tasksUrl(fixture.demoStaffId), payload });
    const blank = await post({ title: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.title).toBe(STAFF_RECORD_MESSAGES.titleRequired);
    const past = await post({ title: 'x', dueDate: addDays(today(), -1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(STAFF_RECORD_MESSAGES.dueDateInPast);
    const notADay = await post({ title: 'x', dueDate: '2030-02-30' });
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().errors.dueDate).toBe(STAFF_RECORD_MESSAGES.invalidDate);
    expect((await post({ title: 'x', priority: 'CRITICAL' })).statusCode).toBe(400);
    expect((await post({ title: 'x', status: 'COMPLETED' })).statusCode).toBe(400);
    expect(await taskCount()).toBe(before);
  });

  it('403 for a teacher; 404 for another school\'s or a missing staff member', async () => {
    expect((await callApi(t.app, teacher, { method: 'GET', url: tasksUrl(fixture.demoStaffId) })).statusCode).toBe(403);
    const post = await callApi(t.app, teacher, { method: 'POST', url: tasksUrl(fixture.demoStaffId), payload: { title: 'x' } });
    expect(post.statusCode).toBe(403);
    expect(post.json().message).toBe('You do not have permission: staff:update');
    for (const staffId of [fixture.otherSchoolStaffId, 999999]) {
      const response = await callApi(t.app, admin, { method: 'POST', url: tasksUrl(staffId), payload: { title: 'x' } });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(STAFF_RECORD_MESSAGES.staffNotFound);
      expect((await callApi(t.app, admin, { method: 'GET', url: tasksUrl(staffId) })).statusCode).toBe(404);
    }
  });
});

describe('staff tasks: one task', () => {
  it('GET one task: 200 with it; 403 for a teacher; 404 for a missing task or another staff member\'s', async () => {
    const member = await insertStaff(t);
    const other = await insertStaff(t);
    const task = await addTask(member.id, { title: 'Check the fire extinguishers', priority: 'HIGH' });
    const one = await callApi(t.app, admin, { method: 'GET', url: `${tasksUrl(member.id)}/${task.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ message: STAFF_RECORD_MESSAGES.taskFetched, data: { id: task.id, title: 'Check the fire extinguishers', priority: 'HIGH' } });
    expect((await callApi(t.app, teacher, { method: 'GET', url: `${tasksUrl(member.id)}/${task.id}` })).statusCode).toBe(403);
    expect((await callApi(t.app, admin, { method: 'GET', url: `${tasksUrl(other.id)}/${task.id}` })).statusCode).toBe(404);
    expect((await callApi(t.app, admin, { method: 'GET', url: `${tasksUrl(fixture.otherSchoolStaffId)}/${task.id}` })).statusCode).toBe(404);
    expect((await callApi(t.app, admin, { method: 'GET', url: `${tasksUrl(member.id)}/999999` })).statusCode).toBe(404);
  });
});

describe('staff tasks: edit, complete, delete', () => {
  it('edits a task; refuses COMPLETED by PUT, an empty edit and a past due date (400); a teacher 403; another\'s task 404', async () => {
    const member = await insertStaff(t);
    const other = await insertStaff(t);
    const task = await addTask(member.id, { title: 'Order chalk' });
    const put = (staffId: number, id: number, payload: unknown, as = admin) =>
      callApi(t.app, as, { method: 'PUT', url: `${tasksUrl(staffId)}/${id}`, payload });

    const edited = await put(member.id, task.id, { title: 'Order chalk and markers', priority: 'HIGH', status: 'IN_PROGRESS', dueDate: addDays(today(), 2) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Order chalk and markers', priority: 'HIGH', status: 'IN_PROGRESS', dueDate: addDays(today(), 2) });
    const cleared = await put(member.id, task.id, { dueDate: null, description: '' });
    expect(cleared.json().data).toMatchObject({ dueDate: null, description: null });

    expect((await put(member.id, task.id, { status: 'COMPLETED' })).statusCode).toBe(400);
    expect((await put(member.id, task.id, {})).statusCode).toBe(400);
    expect((await put(member.id, task.id, { dueDate: addDays(today(), -5) })).statusCode).toBe(400);
    expect((await put(member.id, task.id, { title: 'x' }, teacher)).statusCode).toBe(403);
    const wrongOwner = await put(other.id, task.id, { title: 'x' });
    expect(wrongOwner.statusCode).toBe(404);
    expect(wrongOwner.json().message).toBe(STAFF_RECORD_MESSAGES.taskNotFound);
    expect((await put(fixture.otherSchoolStaffId, task.id, { title: 'x' })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(staffTasks).where(eq(staffTasks.id, task.id));
    expect(row.title).toBe('Order chalk and markers');
  });

  it('keeps a due date that has since passed when other fields change', async () => {
    const member = await insertStaff(t);
    const [late] = await t.database.db
      .insert(staffTasks)
      .values({ schoolId: 1, staffId: member.id, title: 'Late', dueDate: addDays(today(), -2) })
      .returning();
    const response = await callApi(t.app, admin, { method: 'PUT', url: `${tasksUrl(member.id)}/${late.id}`, payload: { priority: 'URGENT', dueDate: late.dueDate } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ priority: 'URGENT', overdue: true });
  });

  it('completes a task recording who and when; completing again answers 200 unchanged; reopening clears it', async () => {
    const member = await insertStaff(t);
    const task = await addTask(member.id, { title: 'Submit the report', dueDate: today() });
    const complete = (id: number, as = admin, staffId = member.id) => callApi(t.app, as, { method: 'POST', url: `${tasksUrl(staffId)}/${id}/complete` });

    const done = await complete(task.id);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(STAFF_RECORD_MESSAGES.taskCompleted);
    expect(done.json().data).toMatchObject({ status: 'COMPLETED', completedBy: { id: fixture.userIds.admin, name: 'Zahra Hashimi' }, overdue: false });
    const completedAt = done.json().data.completedAt as string;
    expect(Date.parse(completedAt)).not.toBeNaN();

    const again = await complete(task.id, principal);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(STAFF_RECORD_MESSAGES.taskAlreadyCompleted);
    expect(again.json().data).toMatchObject({ status: 'COMPLETED', completedAt, completedBy: { id: fixture.userIds.admin } });

    const reopened = await callApi(t.app, admin, { method: 'PUT', url: `${tasksUrl(member.id)}/${task.id}`, payload: { status: 'OPEN' } });
    expect(reopened.json().data).toMatchObject({ status: 'OPEN', completedAt: null, completedBy: null });
    const [row] = await t.database.db.select().from(staffTasks).where(eq(staffTasks.id, task.id));
    expect(row.completedBy).toBeNull();
  });

  it('refuses to complete a cancelled task (409); a teacher 403; another\'s or a missing task 404', async () => {
    const member = await insertStaff(t);
    const other = await insertStaff(t);
    const task = await addTask(member.id, { title: 'Cancelled' });
    await callApi(t.app, admin, { method: 'PUT', url: `${tasksUrl(member.id)}/${task.id}`, payload: { status: 'CANCELLED' } });
    const cancelled = await callApi(t.app, admin, { method: 'POST', url: `${tasksUrl(member.id)}/${task.id}/complete` });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(STAFF_RECORD_MESSAGES.cancelledTaskNotCompleted);

    const open = await addTask(member.id, { title: 'Open' });
    expect((await callApi(t.app, teacher, { method: 'POST', url: `${tasksUrl(member.id)}/${open.id}/complete` })).statusCode).toBe(403);
    expect((await callApi(t.app, admin, { method: 'POST', url: `${tasksUrl(other.id)}/${open.id}/complete` })).statusCode).toBe(404);
    expect((await callApi(t.app, admin, { method: 'POST', url: `${tasksUrl(member.id)}/999999/complete` })).statusCode).toBe(404);
    expect((await callApi(t.app, admin, { method: 'POST', url: `${tasksUrl(member.id)}/abc/complete` })).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(staffTasks).where(eq(staffTasks.id, open.id));
    expect(row.status).toBe('OPEN');
  });

  it('deletes softly: no longer listed or completable; a teacher 403; a second delete 404', async () => {
    const member = await insertStaff(t);
    const task = await addTask(member.id, { title: 'To remove' });
    expect((await callApi(t.app, teacher, { method: 'DELETE', url: `${tasksUrl(member.id)}/${task.id}` })).statusCode).toBe(403);
    const deleted = await callApi(t.app, admin, { method: 'DELETE', url: `${tasksUrl(member.id)}/${task.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ message: STAFF_RECORD_MESSAGES.taskDeleted, data: { id: task.id } });
    expect((await callApi(t.app, admin, { method: 'GET', url: tasksUrl(member.id) })).json().data).toEqual([]);
    expect((await callApi(t.app, admin, { method: 'POST', url: `${tasksUrl(member.id)}/${task.id}/complete` })).statusCode).toBe(404);
    expect((await callApi(t.app, admin, { method: 'DELETE', url: `${tasksUrl(member.id)}/${task.id}` })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(staffTasks).where(eq(staffTasks.id, task.id));
    expect(row.deletedAt).not.toBeNull();
  });
});

describe('staff tasks: an edit made from an older version (If-Match)', () => {
  it('applies nothing and answers 412 with the task as it is now; made from that version, it applies', async () => {
    const member = await insertStaff(t);
    const made = (await addTask(member.id, { title: 'Check the fire extinguishers' })) as TaskAnswer & { updatedAt: string };
    const edit = (payload: object, version: string) =>
      t.app.inject({ method: 'PUT', url: `/api${tasksUrl(member.id)}/${made.id}`, headers: { ...admin.headers, 'if-match': versionTag(version) }, payload });
    const first = await edit({ priority: 'HIGH' }, made.updatedAt);
    expect(first.statusCode, first.body).toBe(200);
    const now = first.json().data as { updatedAt: string };

    const stale = await edit({ priority: 'LOW', title: 'Something else' }, made.updatedAt);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ success: false, message: RECORD_VERSION_MESSAGES.changedSince, current: { id: made.id, priority: 'HIGH', title: 'Check the fire extinguishers', updatedAt: now.updatedAt } });
    const [row] = await t.database.db.select().from(staffTasks).where(eq(staffTasks.id, made.id));
    expect(row).toMatchObject({ priority: 'HIGH', title: 'Check the fire extinguishers' });
    expect((await edit({ priority: 'LOW' }, now.updatedAt)).statusCode).toBe(200);
  });
});
