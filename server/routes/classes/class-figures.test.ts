import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassAnalytics, ClassPerformance, ClassStats } from '@/contract/classes';
import { attendance, grades } from '../../db/schema';
import { addDays, kabulDay, startOfWeek } from '../../lib/kabul-time';
import { callApi } from '../../test-support/api-call';
import type { TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { openEveryDay } from '../../test-support/school-calendar';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { addClass, addStudent, addSubject } from './class-test-fixtures';

let t: TestApp;
let teacher: TestLogin;
let classId: number;
let schoolId: number;
const today = kabulDay();
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  schoolId = await createSchool(t, 'Figures School');
  // Open every day: the marks below fall on days relative to today or on fixed dates, whatever the weekday.
  await openEveryDay(t, schoolId);
  teacher = await createUserIn(t, schoolId, 'figures-teacher');
  classId = await addClass(t, schoolId, '10-A', { capacity: 40 });
  const otherClassId = await addClass(t, schoolId, '10-B');
  ids.aziz = await addStudent(t, schoolId, classId, 'Aziz', { gender: 'Male' });
  ids.bahar = await addStudent(t, schoolId, classId, 'Bahar', { gender: 'Female' });
  ids.dunya = await addStudent(t, schoolId, classId, 'Dunya', { gender: 'Female', status: 'SUSPENDED' });
  ids.emal = await addStudent(t, schoolId, classId, 'Emal', { gender: null });
  ids.gone = await addStudent(t, schoolId, classId, 'Gone', { gender: 'Male', deleted: true });
  ids.other = await addStudent(t, schoolId, otherClassId, 'Other', { gender: 'Male' });
  const maths = await addSubject(t, schoolId, 'Mathematics', 'MATH');
  const physics = await addSubject(t, schoolId, 'Physics', 'PHY');

  const grade = (studentId: number, subjectId: number, score: string, maxScore = '100', inClass = classId) => ({ schoolId, studentId, subjectId, classId: inClass, score, maxScore, gradedOn: today });
  await t.database.db.insert(grades).values([
    grade(ids.aziz, maths, '90'), // Aziz: (90 + 95) / 2 = 92.5 → A+
    grade(ids.aziz, physics, '19', '20'),
    grade(ids.bahar, maths, '80'), // Bahar: (80 + 85) / 2 = 82.5 → B+
    grade(ids.bahar, physics, '17', '20'),
    grade(ids.dunya, maths, '50'), // Dunya: 50 → D
    grade(ids.other, maths, '10', '100', otherClassId), // another class: not counted
    { ...grade(ids.aziz, maths, '0'), deletedAt: new Date() }, // deleted: not counted
  ]);

  const mark = (studentId: number, date: string, status: 'PRESENT' | 'ABSENT' | 'LATE' | 'EXCUSED') => ({ schoolId, studentId, classId, date, status });
  const lastWeek = addDays(startOfWeek(today), -7);
  await t.database.db.insert(attendance).values([
    mark(ids.aziz, today, 'PRESENT'),
    mark(ids.bahar, today, 'ABSENT'),
    mark(ids.dunya, today, 'LATE'),
    mark(ids.aziz, lastWeek, 'PRESENT'),
    mark(ids.bahar, lastWeek, 'PRESENT'),
    mark(ids.aziz, addDays(today, -40), 'ABSENT'), // older than 30 days: only in the performance figures
    { schoolId, studentId: ids.other, classId: otherClassId, date: today, status: 'ABSENT' as const },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const read = async <T>(url: string) => {
  const response = await callApi(t.app, teacher, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
};

describe('class figures', () => {
  it('counts students by gender and status, the last 30 days\' attendance and the average grade', async () => {
    const stats = await read<ClassStats>(`/classes/${classId}/stats`);
    expect(stats).toEqual({
      classId,
      studentCount: 4,
      capacity: 40,
      byGender: { Male: 1, Female: 2, Unknown: 1 },
      byStatus: { ACTIVE: 3, INACTIVE: 0, SUSPENDED: 1, GRADUATED: 0, TRANSFERRED: 0 },
      // 3 PRESENT and 1 LATE of 5 marks (LATE counts as attending): 80 %.
      attendance: { present: 3, absent: 1, late: 1, excused: 0, marks: 5, rate: 80, from: addDays(today, -29), to: today },
      // (90 + 95 + 80 + 85 + 50) / 5 = 80.
      averageGrade: 80,
    });
  });

  it('gives per subject averages, the weekly attendance trend and the grade distribution', async () => {
    const analytics = await read<ClassAnalytics>(`/classes/${classId}/analytics?weeks=3`);
    expect(analytics.subjectAverages).toEqual([
      { id: expect.any(Number), name: 'Mathematics', code: 'MATH', average: 73.3, gradeCount: 3 },
      { id: expect.any(Number), name: 'Physics', code: 'PHY', average: 90, gradeCount: 2 },
    ]);
    const thisWeek = startOfWeek(today);
    expect(analytics.attendanceTrend).toEqual([
      { weekStart: addDays(thisWeek, -14), present: 0, absent: 0, late: 0, excused: 0, marks: 0, rate: 0 },
      { weekStart: addDays(thisWeek, -7), present: 2, absent: 0, late: 0, excused: 0, marks: 2, rate: 100 },
      { weekStart: thisWeek, present: 1, absent: 1, late: 1, excused: 0, marks: 3, rate: 67 },
    ]);
    expect(analytics.gradeDistribution).toEqual({ 'A+': 1, A: 0, 'B+': 1, B: 0, 'C+': 0, C: 0, D: 1 });
    expect((await callApi(t.app, teacher, { method: 'GET', url: `/classes/${classId}/analytics?weeks=0` })).statusCode).toBe(400);
  });

  it('ranks the class\'s students by average with their attendance', async () => {
    const performance = await read<ClassPerformance>(`/classes/performance/${classId}`);
    expect(performance.students.map(({ rank, studentId, average, gradeLabel, gradeCount, attendanceRate, attendanceMarks }) => ({ rank, studentId, average, gradeLabel, gradeCount, attendanceRate, attendanceMarks }))).toEqual([
      { rank: 1, studentId: ids.aziz, average: 92.5, gradeLabel: 'A+', gradeCount: 2, attendanceRate: 67, attendanceMarks: 3 },
      { rank: 2, studentId: ids.bahar, average: 82.5, gradeLabel: 'B+', gradeCount: 2, attendanceRate: 50, attendanceMarks: 2 },
      { rank: 3, studentId: ids.dunya, average: 50, gradeLabel: 'D', gradeCount: 1, attendanceRate: 100, attendanceMarks: 1 },
      { rank: null, studentId: ids.emal, average: null, gradeLabel: null, gradeCount: 0, attendanceRate: 0, attendanceMarks: 0 },
    ]);
    expect(performance.students[0]).toMatchObject({ name: 'Aziz Test', admissionNo: expect.stringMatching(/^CL-/) });
  });

  it('gives equal averages the same rank', async () => {
    const tiedClass = await addClass(t, schoolId, '11-A');
    const subjectId = await addSubject(t, schoolId, 'History');
    const [first, second, third] = [await addStudent(t, schoolId, tiedClass, 'Ali'), await addStudent(t, schoolId, tiedClass, 'Bashir'), await addStudent(t, schoolId, tiedClass, 'Cyrus')];
    await t.database.db.insert(grades).values([
      { schoolId, studentId: first, subjectId, classId: tiedClass, score: '70', gradedOn: today },
      { schoolId, studentId: second, subjectId, classId: tiedClass, score: '70', gradedOn: today },
      { schoolId, studentId: third, subjectId, classId: tiedClass, score: '60', gradedOn: today },
    ]);
    const performance = await read<ClassPerformance>(`/classes/performance/${tiedClass}`);
    expect(performance.students.map((row) => [row.studentId, row.rank])).toEqual([[first, 1], [second, 1], [third, 3]]);
  });
});
