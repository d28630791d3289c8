/**
 * The figures of /parents/{id}/performance and /parents/{id}/calendar on crafted data: two
 * children in two classes of one school, a deleted child and another family's child who must not
 * count, and events on and just outside the range's ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PARENT_CALENDAR_MESSAGES,
  type ParentCalendar,
  type ParentCalendarEvent,
  type ParentPerformance,
} from '@/contract/parent-account';
import type { ParentDashboard } from '@/contract/parent-portal';
import type { AttendanceStats } from '@/contract/student-portal-records';
import { assignmentSubmissions, assignments, attendance, classes, exams, grades, students, subjects, users } from '../../db/schema';
import { kabulDay } from '../../lib/kabul-time';
import { callApi } from '../../test-support/api-call';
import type { TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let parent: TestLogin;
let ids: Record<'omid' | 'sara' | 'examA' | 'examB' | 'examC' | 'examE' | 'examF' | 'examToday' | 'mathsWork' | 'artWork' | 'saraWork', number>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const schoolId = await createSchool(t, 'Figures School');
  const otherSchoolId = await createSchool(t, 'Other School');
  parent = await createUserIn(t, schoolId, 'figures-parent', { role: 'PARENT' });
  const stranger = await createUserIn(t, schoolId, 'figures-stranger', { role: 'PARENT' });

  const [k1, k2, k3] = await db
    .insert(classes)
    .values([
      { schoolId, name: 'Grade 6 A', code: 'G6A', grade: 6, section: 'A' },
      { schoolId, name: 'Grade 3 B', code: 'G3B', grade: 3, section: 'B' },
      { schoolId: otherSchoolId, name: 'Elsewhere', code: 'X1', grade: 6, section: 'A' },
    ])
    .returning();
  const [maths, art] = await db
    .insert(subjects)
    .values([
      { schoolId, name: 'Mathematics', code: 'M', dariName: 'ریاضی' },
      { schoolId, name: 'Art', code: 'A' },
    ])
    .returning();
  const [otherSubject] = await db.insert(subjects).values({ schoolId: otherSchoolId, name: 'Physics', code: 'P' }).returning();
  const kids = await db
    .insert(users)
    .values(['Omid', 'Sara', 'Gone', 'Other'].map((firstName) => ({ schoolId, username: `fig-${firstName}`, passwordHash: 'x', firstName, lastName: 'Karimi', role: 'STUDENT' })))
    .returning();
  const [omid, sara, gone, other] = await db
    .insert(students)
    .values([
      { schoolId, userId: kids[0].id, parentUserId: parent.user.id, classId: k1.id, admissionNo: 'F1' },
      { schoolId, userId: kids[1].id, parentUserId: parent.user.id, classId: k2.id, admissionNo: 'F2' },
      { schoolId, userId: kids[2].id, parentUserId: parent.user.id, classId: k1.id, admissionNo: 'F3', deletedAt: new Date() },
      { schoolId, userId: kids[3].id, parentUserId: stranger.user.id, classId: k1.id, admissionNo: 'F4' },
    ])
    .returning();

  // Omid: 3 PRESENT of 4 marks = 75 %. Sara: PRESENT and LATE of 2 (LATE counts as attending) = 100 %.
  const mark = (studentId: number, classId: number, date: string, status: 'PRESENT' | 'ABSENT' | 'LATE', deletedAt: Date | null = null) => ({ schoolId, studentId, classId, date, status, deletedAt });
  await db.insert(attendance).values([
    mark(omid.id, k1.id, '2026-01-03', 'PRESENT'),
    mark(omid.id, k1.id, '2026-01-04', 'PRESENT'),
    mark(omid.id, k1.id, '2026-01-05', 'PRESENT'),
    mark(omid.id, k1.id, '2026-01-06', 'ABSENT'),
    mark(omid.id, k1.id, '2026-01-07', 'ABSENT', new Date()),
    mark(sara.id, k2.id, '2026-01-03', 'PRESENT'),
    mark(sara.id, k2.id, '2026-01-04', 'LATE'),
    mark(gone.id, k1.id, '2026-01-03', 'ABSENT'),
    mark(other.id, k1.id, '2026-01-03', 'ABSENT'),
  ]);

  const [examA, examB, examC, , , examE, examF] = await db
    .insert(exams)
    .values([
      { schoolId, classId: k1.id, subjectId: maths.id, name: 'Maths midterm', dariName: 'امتحان میان‌ترم ریاضی', pashtoName: 'د ریاضي منځنۍ ازموینه', examDate: '2026-02-10', startTime: '09:00', endTime: '10:30', room: 'R1' },
      { schoolId, classId: k1.id, subjectId: art.id, name: 'Art portfolio', examDate: '2026-02-10' },
      { schoolId, classId: k1.id, subjectId: art.id, name: 'Art sketch', examDate: '2026-02-28', status: 'CANCELLED' },
      { schoolId, classId: k1.id, subjectId: maths.id, name: 'Maths final', examDate: '2026-03-01' },
      { schoolId, classId: k1.id, subjectId: maths.id, name: 'Deleted quiz', examDate: '2026-02-15', deletedAt: new Date() },
      { schoolId, classId: k2.id, subjectId: maths.id, name: 'Counting test', examDate: '2026-02-10', startTime: '08:00', endTime: '08:45', room: 'R7' },
      // Sara sat this Grade 6 exam and was graded in it, so it is hers too.
      { schoolId, classId: k1.id, subjectId: maths.id, name: 'Olympiad round', examDate: '2026-01-31', startTime: '13:00' },
      { schoolId: otherSchoolId, classId: k3.id, subjectId: otherSubject.id, name: 'Not ours', examDate: '2026-02-10' },
    ])
    .returning();
  const [examToday] = await db.insert(exams).values({ schoolId, classId: k2.id, subjectId: art.id, name: 'Today drawing', examDate: kabulDay() }).returning();

  // Omid: Maths 60 % then 80 % (mean 70, up), Art 88 % (flat): overall 76. Sara: Maths 50 %.
  await db.insert(grades).values([
    { schoolId, studentId: omid.id, subjectId: maths.id, score: '30', maxScore: '50', gradedOn: '2026-01-01' },
    { schoolId, studentId: omid.id, subjectId: maths.id, score: '80', maxScore: '100', gradedOn: '2026-01-05' },
    { schoolId, studentId: omid.id, subjectId: art.id, score: '22', maxScore: '25', gradedOn: '2026-01-02' },
    { schoolId, studentId: omid.id, subjectId: art.id, score: '1', maxScore: '100', gradedOn: '2026-01-02', deletedAt: new Date() },
    { schoolId, studentId: sara.id, subjectId: maths.id, examId: examF.id, score: '10', maxScore: '20', gradedOn: '2026-02-01' },
    { schoolId, studentId: other.id, subjectId: maths.id, score: '0', maxScore: '20', gradedOn: '2026-02-01' },
  ]);

  const [mathsWork, artWork, saraWork] = await db
    .insert(assignments)
    .values([
      { schoolId, classId: k1.id, subjectId: maths.id, title: 'Fractions', dueDate: '2026-02-10' },
      { schoolId, classId: k1.id, subjectId: art.id, title: 'Colour wheel', dueDate: '2026-02-20' },
      { schoolId, classId: k2.id, subjectId: maths.id, title: 'Number line', dueDate: '2026-03-01' },
      { schoolId, classId: k2.id, subjectId: art.id, title: 'Withdrawn', dueDate: '2026-02-12', deletedAt: new Date() },
    ])
    .returning();
  await db.insert(assignmentSubmissions).values([
    { assignmentId: mathsWork.id, studentId: omid.id, submittedAt: new Date('2026-02-09T08:00:00Z'), status: 'SUBMITTED' },
    { assignmentId: saraWork.id, studentId: sara.id, status: 'MISSING' },
    { assignmentId: artWork.id, studentId: other.id, submittedAt: new Date('2026-02-09T08:00:00Z'), status: 'SUBMITTED' },
  ]);
  ids = {
    omid: omid.id,
    sara: sara.id,
    examA: examA.id,
    examB: examB.id,
    examC: examC.id,
    examE: examE.id,
    examF: examF.id,
    examToday: examToday.id,
    mathsWork: mathsWork.id,
    artWork: artWork.id,
    saraWork: saraWork.id,
  };
});
afterAll(async () => {
  await t?.close();
});

const get = async <T>(url: string): Promise<T> => {
  const response = await callApi(t.app, parent, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
};
const calendar = (query: string) => get<ParentCalendar>(`/parents/${parent.user.id}/calendar${query}`);
// The exam set on today's date shows only in the default-month test, whatever day the tests run.
const notToday = (events: ParentCalendarEvent[]) => events.filter((event) => !(event.type === 'exam' && event.id === ids.examToday));
const keys = (events: ParentCalendarEvent[]) => notToday(events).map((event) => `${event.type}:${event.id}:${event.studentId}`);

describe('GET /parents/{id}/performance', () => {
  it("answers each live child's figures and the family's", async () => {
    const performance = await get<ParentPerformance>(`/parents/${parent.user.id}/performance`);
    expect(performance.children).toEqual([
      {
        studentId: ids.omid,
        studentName: 'Omid Karimi',
        attendancePercentage: 75,
        averageGrade: 76,
        completedAssignments: 1,
        totalAssignments: 2,
        completionRate: 50,
        // With the subjects' Dari and Pashto names (issue 23); none given is null.
        subjects: [
          { subject: 'Art', subjectDariName: null, subjectPashtoName: null, averageGrade: 88, completedAssignments: 0, totalAssignments: 1, trend: 'flat' },
          { subject: 'Mathematics', subjectDariName: 'ریاضی', subjectPashtoName: null, averageGrade: 70, completedAssignments: 1, totalAssignments: 1, trend: 'up' },
        ],
      },
      {
        studentId: ids.sara,
        studentName: 'Sara Karimi',
        attendancePercentage: 100,
        averageGrade: 50,
        completedAssignments: 0,
        totalAssignments: 1,
        completionRate: 0,
        subjects: [{ subject: 'Mathematics', subjectDariName: 'ریاضی', subjectPashtoName: null, averageGrade: 50, completedAssignments: 0, totalAssignments: 1, trend: 'flat' }],
      },
    ]);
    // (75 + 100) / 2 = 87.5 -> 88; (76 + 50) / 2 = 63; 1 of 3 assignments = 33 %.
    expect(performance.attendancePeriod).toEqual({ name: 'ALL_TIME', from: null, to: null });
    expect(performance.family).toEqual({ averageAttendance: 88, averageGrade: 63, completedAssignments: 1, totalAssignments: 3, completionRate: 33 });
  });

  it('agrees with the dashboard cards and the children\'s own all-time attendance figures', async () => {
    const [performance, dashboard] = await Promise.all([
      get<ParentPerformance>(`/parents/${parent.user.id}/performance`),
      get<ParentDashboard>(`/parents/${parent.user.id}/dashboard`),
    ]);
    expect(performance.family.averageGrade).toEqual(dashboard.averageGrade);
    // The dashboard covers this month, the performance all time: each equals the figure of its period.
    for (const child of performance.children) {
      const allTime = await get<AttendanceStats>(`/students/${child.studentId}/attendance/stats`);
      expect(child.attendancePercentage).toBe(allTime.attendancePercentage);
    }
  });
});

describe('GET /parents/{id}/calendar', () => {
  it('answers the events of the range sorted by date, time (untimed last), child and type, each naming its child', async () => {
    const answer = await calendar('?from=2026-02-10&to=2026-02-28');
    expect([answer.from, answer.to]).toEqual(['2026-02-10', '2026-02-28']);
    expect(keys(answer.events)).toEqual([
      `exam:${ids.examE}:${ids.sara}`,
      `exam:${ids.examA}:${ids.omid}`,
      `exam:${ids.examB}:${ids.omid}`,
      `assignment:${ids.mathsWork}:${ids.omid}`,
      `assignment:${ids.artWork}:${ids.omid}`,
      `exam:${ids.examC}:${ids.omid}`,
    ]);
    const events = notToday(answer.events);
    const [counting, midterm] = events;
    expect(midterm).toEqual({
      type: 'exam',
      id: ids.examA,
      date: '2026-02-10',
      studentId: ids.omid,
      studentName: 'Omid Karimi',
      title: 'Maths midterm',
      // The exam's and the subject's Dari and Pashto names (issue 23); none given is null.
      titleDariName: 'امتحان میان‌ترم ریاضی',
      titlePashtoName: 'د ریاضي منځنۍ ازموینه',
      subject: 'Mathematics',
      subjectDariName: 'ریاضی',
      subjectPashtoName: null,
      startTime: '09:00:00',
      endTime: '10:30:00',
      room: 'R1',
      status: 'SCHEDULED',
    });
    expect(counting).toMatchObject({ studentName: 'Sara Karimi', title: 'Counting test', room: 'R7' });
    expect(events[3]).toEqual({
      type: 'assignment',
      id: ids.mathsWork,
      date: '2026-02-10',
      studentId: ids.omid,
      studentName: 'Omid Karimi',
      title: 'Fractions',
      subject: 'Mathematics',
      subjectDariName: 'ریاضی',
      subjectPashtoName: null,
      submitted: true,
    });
    // Another child's hand-in does not count as Omid's.
    expect(events[4]).toMatchObject({ title: 'Colour wheel', submitted: false });
    expect(events[5]).toMatchObject({ title: 'Art sketch', status: 'CANCELLED' });
  });

  it('includes both ends of the range and nothing beyond', async () => {
    const inside = await calendar('?from=2026-02-11&to=2026-02-27');
    expect(keys(inside.events)).toEqual([`assignment:${ids.artWork}:${ids.omid}`]);
    const oneDay = await calendar('?from=2026-03-01&to=2026-03-01');
    expect(notToday(oneDay.events).map((event) => [event.title, event.studentId, event.type === 'assignment' && event.submitted])).toEqual([
      ['Maths final', ids.omid, false],
      ['Number line', ids.sara, false],
    ]);
  });

  it("lists an exam of another class for the child graded in it, and for the class's own child", async () => {
    const answer = await calendar('?from=2026-01-31&to=2026-01-31');
    expect(keys(answer.events)).toEqual([`exam:${ids.examF}:${ids.omid}`, `exam:${ids.examF}:${ids.sara}`]);
  });

  it('defaults to the current school month, and one end to that day’s month', async () => {
    const today = kabulDay();
    const month = today.slice(0, 7);
    const answer = await calendar('');
    expect(answer.from).toBe(`${month}-01`);
    expect(answer.to.slice(0, 7)).toBe(month);
    expect(answer.to >= today).toBe(true);
    expect(answer.events.map((event) => `${event.type}:${event.id}:${event.studentId}`)).toContain(`exam:${ids.examToday}:${ids.sara}`);
    expect(await calendar('?from=2026-02-15')).toMatchObject({ from: '2026-02-15', to: '2026-02-28' });
    expect(await calendar('?to=2024-02-10')).toMatchObject({ from: '2024-02-01', to: '2024-02-10' });
    expect(await calendar('?from=2024-02-03')).toMatchObject({ to: '2024-02-29' });
  });

  it('allows 366 days and refuses bad dates, a reversed or longer range with 400', async () => {
    expect((await calendar('?from=2024-01-01&to=2024-12-31')).from).toBe('2024-01-01');
    const refused = async (query: string) => {
      const response = await callApi(t.app, parent, { method: 'GET', url: `/parents/${parent.user.id}/calendar${query}` });
      expect(response.statusCode, query).toBe(400);
      return (response.json() as { errors: Record<string, string> }).errors;
    };
    expect(await refused('?from=2026-02-30')).toEqual({ from: PARENT_CALENDAR_MESSAGES.invalidDate });
    expect(await refused('?from=10/02/2026')).toEqual({ from: PARENT_CALENDAR_MESSAGES.invalidDate });
    expect(await refused('?from=2026-02-10&to=2026-02-09')).toEqual({ to: PARENT_CALENDAR_MESSAGES.rangeReversed });
    expect(await refused('?from=2025-01-01&to=2026-01-02')).toEqual({ to: PARENT_CALENDAR_MESSAGES.rangeTooLong });
  });
});
