/**
 * The parent portal's own calls on the real database: a crafted family in its own school checks
 * every figure; the demo parent and the crafted parent never see each other's children or
 * notifications; other roles, other accounts and other parents' notifications are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PARENT_PORTAL_MESSAGES, type Child, type ParentDashboard, type ParentNotification } from '@/contract/parent-portal';
import {
  assignmentSubmissions,
  assignments,
  attendance,
  classes,
  grades,
  parentNotifications,
  parents,
  students,
  subjects,
  teacherAssignments,
  teachers,
  users,
} from '../../db/schema';
import { DEFAULT_SCHOOL_GENERAL_SETTINGS } from '@/contract/settings';
import { isSchoolDay, schoolCalendarOf } from '../../lib/figures/school-days';
import { addDays, kabulDay } from '../../lib/kabul-time';
import { callApi } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const MONTH_DAYS = Array.from({ length: 28 }, (_, index) => addDays(`${kabulDay().slice(0, 7)}-01`, index));
/** This month's school days by the default calendar (the crafted school keeps it); marks may be ahead of today. */
const SCHOOL_DAYS_THIS_MONTH = MONTH_DAYS.filter((day) => isSchoolDay(day, schoolCalendarOf(DEFAULT_SCHOOL_GENERAL_SETTINGS)));
const FIRST_FRIDAY = MONTH_DAYS.find((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 5)!;

let t: TestApp;
let family: TestLogin;
let demoParent: TestLogin;
let teacher: TestLogin;
let ids: { first: number; second: number; gone: number; strangerNotification: number; notifications: number[] };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const schoolId = await createSchool(t, 'Family Test School');
  family = await createUserIn(t, schoolId, 'family-parent', { role: 'PARENT' });
  await db.update(users).set({ firstName: 'Laila', lastName: 'Noori', phone: '+93700000001' }).where(eq(users.id, family.user.id));
  await db.insert(parents).values({ schoolId, userId: family.user.id, relationship: 'Mother', emergencyContact: '+93700000009' });
  demoParent = await loginAs(t.app, 'parent');
  teacher = await loginAs(t.app, 'teacher');

  const [klass] = await db.insert(classes).values({ schoolId, name: 'Grade 5 B', code: 'G5B', grade: 5, section: 'B' }).returning();
  const [maths, art] = await db
    .insert(subjects)
    .values([
      { schoolId, name: 'Mathematics', code: 'M', dariName: 'ریاضی', pashtoName: 'ریاضي' },
      { schoolId, name: 'Art', code: 'A' },
    ])
    .returning();
  const [classTeacher, mathsTeacher] = await db
    .insert(teachers)
    .values([
      { schoolId, employeeId: 'T-1', firstName: 'Homa', lastName: 'Sadat', email: 'homa@test.af', mobile: '+93700000002' },
      { schoolId, employeeId: 'T-2', firstName: 'Karim', lastName: 'Amiri', email: 'karim@test.af', mobile: '+93700000003' },
    ])
    .returning();
  await db.insert(teacherAssignments).values([
    { schoolId, teacherId: mathsTeacher.id, classId: klass.id, subjectId: maths.id },
    { schoolId, teacherId: classTeacher.id, classId: klass.id, subjectId: null },
  ]);

  const childUsers = await db
    .insert(users)
    .values(['Omid', 'Sara', 'Gone'].map((firstName) => ({ schoolId, username: `child-${firstName}`, passwordHash: 'x', firstName, lastName: 'Noori', role: 'STUDENT', gender: 'MALE', dateOfBirth: '2015-03-04', email: `${firstName}@kids.af` })))
    .returning();
  const [first, second, gone] = await db
    .insert(students)
    .values(
      childUsers.map((child, index) => ({
        schoolId,
        userId: child.id,
        parentUserId: family.user.id,
        classId: klass.id,
        admissionNo: `F-${index}`,
        rollNo: String(index + 7),
        admissionDate: '2024-03-21',
        bloodGroup: 'O+',
        currentAddress: 'Street 4',
        currentCity: 'Herat',
        currentCountry: 'Afghanistan',
        deletedAt: index === 2 ? new Date() : null,
      })),
    )
    .returning();

  // The portal's attendance covers this month: the marks fall on its first school days (a Friday
  // or a holiday would not count). First child: 2 PRESENT and 1 ABSENT of 3 marks (66.7 -> 67 %),
  // and a LATE on the month's first Friday, not counted; grades 90 %, 70 %, 85.5 % (mean 81.8).
  const [day1, day2, day3] = SCHOOL_DAYS_THIS_MONTH;
  await db.insert(attendance).values([
    { schoolId, studentId: first.id, classId: klass.id, date: day1, status: 'PRESENT' },
    { schoolId, studentId: first.id, classId: klass.id, date: day2, status: 'PRESENT' },
    { schoolId, studentId: first.id, classId: klass.id, date: day3, status: 'ABSENT' },
    { schoolId, studentId: first.id, classId: klass.id, date: FIRST_FRIDAY, status: 'LATE' },
    { schoolId, studentId: second.id, classId: klass.id, date: day1, status: 'PRESENT' },
    // A deleted mark does not count.
    { schoolId, studentId: second.id, classId: klass.id, date: day2, status: 'ABSENT', deletedAt: new Date() },
    { schoolId, studentId: gone.id, classId: klass.id, date: day1, status: 'ABSENT' },
  ]);
  await db.insert(grades).values([
    { schoolId, studentId: first.id, subjectId: maths.id, score: '45', maxScore: '50', gradedOn: '2026-01-10' },
    { schoolId, studentId: first.id, subjectId: art.id, score: '7', maxScore: '10', gradedOn: '2026-01-12' },
    { schoolId, studentId: first.id, subjectId: maths.id, score: '85.5', maxScore: '100', gradedOn: '2026-01-14' },
  ]);
  const [homework] = await db
    .insert(assignments)
    .values({ schoolId, classId: klass.id, subjectId: maths.id, title: 'Fractions worksheet', dueDate: '2026-01-20', maxGrade: '10' })
    .returning();
  await db.insert(assignmentSubmissions).values({ assignmentId: homework.id, studentId: first.id, submittedAt: new Date('2026-01-21T08:00:00Z'), status: 'LATE', grade: '8' });

  const hour = 3_600_000;
  const sent = (hours: number) => new Date(Date.now() - hours * hour);
  const mine = await db
    .insert(parentNotifications)
    .values(
      (['warning', 'error', 'success', 'info', 'info', 'success'] as const).map((type, index) => ({
        schoolId,
        parentUserId: family.user.id,
        studentId: first.id,
        type,
        title: `Note ${index}`,
        message: `Message ${index}`,
        createdAt: sent(index + 1),
        readAt: index >= 4 ? sent(index) : null,
      })),
    )
    .returning({ id: parentNotifications.id });
  const [stranger] = await db
    .select({ id: parentNotifications.id })
    .from(parentNotifications)
    .where(eq(parentNotifications.parentUserId, demoParent.user.id))
    .limit(1);
  ids = { first: first.id, second: second.id, gone: gone.id, strangerNotification: stranger.id, notifications: mine.map((row) => row.id) };
});
afterAll(async () => {
  await t?.close();
});

const get = async <T>(as: TestLogin, url: string) => {
  const response = await callApi(t.app, as, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
};

describe('GET /parents/children', () => {
  it("answers the parent's live children with each figure of the Child", async () => {
    const children = await get<Child[]>(family, '/parents/children');
    expect(children.map((child) => child.id)).toEqual([ids.first, ids.second]);
    const [first, second] = children;
    expect(first).toMatchObject({
      firstName: 'Omid',
      lastName: 'Noori',
      grade: '5',
      // A numbered grade is not a name: no local forms beside it.
      gradeDariName: null,
      gradePashtoName: null,
      section: 'B',
      rollNumber: '7',
      email: 'Omid@kids.af',
      dateOfBirth: '2015-03-04',
      gender: 'MALE',
      bloodGroup: 'O+',
      enrollmentDate: '2024-03-21',
      status: 'ACTIVE',
      averageGrade: 81.8,
      attendance: 67,
      attendancePeriod: { name: 'THIS_MONTH', from: `${kabulDay().slice(0, 7)}-01` },
      subjects: ['Art', 'Mathematics'],
      // The same subjects with their Dari and Pashto names (issue 23).
      subjectNames: [
        { name: 'Art', dariName: null, pashtoName: null },
        { name: 'Mathematics', dariName: 'ریاضی', pashtoName: 'ریاضي' },
      ],
      address: 'Street 4, Herat, Afghanistan',
      teacherName: 'Homa Sadat',
      teacherEmail: 'homa@test.af',
      teacherPhone: '+93700000002',
      emergencyContact: { name: 'Laila Noori', relationship: 'Mother', phone: '+93700000009' },
    });
    expect(first.recentActivity).toEqual([
      { type: 'assignment', title: 'Fractions worksheet handed in late', date: '2026-01-21' },
      { type: 'grade', title: 'Mathematics: 85.5%', date: '2026-01-14' },
      { type: 'grade', title: 'Art: 70%', date: '2026-01-12' },
      { type: 'grade', title: 'Mathematics: 90%', date: '2026-01-10' },
    ]);
    // No grades: 0; one live PRESENT mark of one: 100 %. Subjects from the class still show.
    expect(second).toMatchObject({ averageGrade: 0, attendance: 100, recentActivity: [], subjects: ['Mathematics'] });
  });

  it("never shows another family's children", async () => {
    const demoChildren = await get<Child[]>(demoParent, '/parents/children');
    expect(demoChildren).toHaveLength(2);
    expect(demoChildren.map((child) => child.id)).not.toContain(ids.first);
    const [demoParentRow] = await t.database.db.select().from(students).where(eq(students.id, demoChildren[0].id));
    expect(demoParentRow.parentUserId).toBe(demoParent.user.id);
  });

  it('answers an empty list with the empty-state text for a parent without children', async () => {
    const lonely = await createUserIn(t, 1, 'lonely-parent', { role: 'PARENT' });
    const response = await callApi(t.app, lonely, { method: 'GET', url: '/parents/children' });
    expect(response.json()).toEqual({ success: true, data: [], message: PARENT_PORTAL_MESSAGES.noChildren });
    const dashboard = await get<ParentDashboard>(lonely, '/parents/dashboard');
    expect(dashboard).toMatchObject({ totalChildren: 0, averageAttendance: 0, averageGrade: 0, unreadNotifications: 0, recentNotifications: [] });
  });
});

describe('GET /parents/notifications and /parents/dashboard', () => {
  it('lists only the parent own notifications, newest first', async () => {
    const notes = await get<ParentNotification[]>(family, '/parents/notifications');
    expect(notes.map((note) => note.id)).toEqual(ids.notifications);
    expect(notes.map((note) => note.read)).toEqual([false, false, false, false, true, true]);
    expect(notes[0]).toMatchObject({ type: 'warning', title: 'Note 0', message: 'Message 0', studentId: ids.first });
    const demo = await get<ParentNotification[]>(demoParent, '/parents/notifications');
    expect(demo).toHaveLength(8);
    expect(demo.some((note) => ids.notifications.includes(note.id))).toBe(false);
  });

  it('computes the cards: children, mean attendance rounded, mean grade, unread, latest 5', async () => {
    const dashboard = await get<ParentDashboard>(family, '/parents/dashboard');
    // Attendance (67 + 100) / 2 = 83.5 -> 84; grade (81.8 + 0) / 2 = 40.9.
    expect(dashboard).toMatchObject({ totalChildren: 2, averageAttendance: 84, averageGrade: 40.9, unreadNotifications: 4 });
    expect(dashboard.recentNotifications.map((note) => note.id)).toEqual(ids.notifications.slice(0, 5));
    expect(dashboard.children.map((child) => child.id)).toEqual([ids.first, ids.second]);
  });
});

describe('PATCH /parents/{id}/notifications/{nid}/read', () => {
  const read = (as: TestLogin, parentId: number, nid: number) => callApi(t.app, as, { method: 'PATCH', url: `/parents/${parentId}/notifications/${nid}/read` });

  it('marks the parent own notification read, once, and the unread count falls', async () => {
    const nid = ids.notifications[1];
    const response = await read(family, family.user.id, nid);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: nid, read: true });
    const [first] = await t.database.db.select().from(parentNotifications).where(eq(parentNotifications.id, nid));
    expect((await read(family, family.user.id, nid)).statusCode).toBe(200);
    const [again] = await t.database.db.select().from(parentNotifications).where(eq(parentNotifications.id, nid));
    expect(again.readAt).toEqual(first.readAt);
    expect((await get<ParentDashboard>(family, '/parents/dashboard')).unreadNotifications).toBe(3);
  });

  it("refuses another account's id (403) and another parent's notification (404, left unread)", async () => {
    const other = await read(family, demoParent.user.id, ids.strangerNotification);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ success: false, message: PARENT_PORTAL_MESSAGES.notYourAccount });
    const notTheirs = await read(family, family.user.id, ids.strangerNotification);
    expect(notTheirs.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(parentNotifications).where(eq(parentNotifications.id, ids.strangerNotification));
    expect(row.parentUserId).toBe(demoParent.user.id);
  });
});

describe('who may call the portal', () => {
  const paths = () => [
    { method: 'GET' as const, url: '/parents/children' },
    { method: 'GET' as const, url: '/parents/notifications' },
    { method: 'GET' as const, url: '/parents/dashboard' },
    { method: 'PATCH' as const, url: `/parents/${teacher.user.id}/notifications/${ids.notifications[0]}/read` },
  ];

  it('answers 403 to every other role on every path, and 401 without a token', async () => {
    const owner = await loginAs(t.app, 'owner');
    for (const call of paths()) {
      for (const as of [teacher, owner]) {
        const response = await callApi(t.app, as, call);
        expect(response.statusCode, `${as.user.username} ${call.url}`).toBe(403);
        expect(response.json().message).toBe('You do not have the required role: PARENT');
      }
      expect((await t.app.inject({ method: call.method, url: `/api${call.url}` })).statusCode).toBe(401);
    }
    const [row] = await t.database.db.select().from(parentNotifications).where(eq(parentNotifications.id, ids.notifications[0]));
    expect(row.readAt).toBeNull();
  });
});
