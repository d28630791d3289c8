import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentAnalyticsSchema } from '@/contract/student-analytics';
import { attendance, classes, customers, exams, grades, payments, studentEvents, students, subjects, teachers, users } from '../../../db/schema';
import { addDays, kabulDay } from '../../../lib/kabul-time';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { openEveryDay } from '../../../test-support/school-calendar';

let t: TestApp;
let schoolId: number;
let staff: TestLogin;
const today = kabulDay();
/** Recent days that are not Fridays (so they show in the school-week chart), newest first. */
const schoolDays = Array.from({ length: 6 }, (_, index) => addDays(today, -(index + 1))).filter(
  (day) => new Date(`${day}T00:00:00Z`).getUTCDay() !== 5,
);
const ids = { classA: 0, classB: 0, classC: 0, math: 0, dari: 0, s1: 0, s2: 0, s3: 0, examA: 0 };

async function addStudent(username: string, firstName: string, classId: number): Promise<number> {
  const [user] = await t.database.db
    .insert(users)
    .values({ schoolId, username, passwordHash: '!locked', firstName, lastName: 'Test', dariName: 'شاگرد', role: 'STUDENT' })
    .returning();
  const [student] = await t.database.db
    .insert(students)
    .values({ schoolId, userId: user.id, classId, admissionNo: `T-${username}`, admissionDate: '2020-03-21' })
    .returning();
  return student.id;
}

const grade = (studentId: number, subjectId: number, classId: number, score: string, maxScore: string, gradedOn: string, examId?: number) => ({
  schoolId,
  studentId,
  subjectId,
  classId,
  score,
  maxScore,
  gradedOn,
  examId: examId ?? null,
});

beforeAll(async () => {
  t = await createTestApp();
  schoolId = await createSchool(t, 'Analytics School');
  // Open every day: the marks below fall on days relative to today or on fixed dates, whatever the weekday.
  await openEveryDay(t, schoolId);
  // A teacher who also reads payments (the per-student money routes need payment:read).
  staff = await createUserIn(t, schoolId, 'analytics.teacher', { grants: ['payment:read'] });
  const db = t.database.db;
  const [a, b, c] = await db
    .insert(classes)
    .values([
      { schoolId, name: 'Class A', code: 'A', grade: 7, dariName: 'صنف الف', pashtoName: 'ټولګی الف' },
      { schoolId, name: 'Class B', code: 'B', grade: 8 },
      { schoolId, name: 'Class C', code: 'C', grade: 9 },
    ])
    .returning();
  Object.assign(ids, { classA: a.id, classB: b.id, classC: c.id });
  const [math, dari] = await db
    .insert(subjects)
    .values([
      { schoolId, name: 'Mathematics', code: 'MATH', dariName: 'ریاضی' },
      { schoolId, name: 'Dari', code: 'DARI' },
    ])
    .returning();
  Object.assign(ids, { math: math.id, dari: dari.id });
  ids.s1 = await addStudent('an.s1', 'Sima', a.id);
  ids.s2 = await addStudent('an.s2', 'Omid', a.id);
  ids.s3 = await addStudent('an.s3', 'Wahid', b.id);
  await db.insert(teachers).values([
    { schoolId, employeeId: 'T1', firstName: 'A', lastName: 'B', status: 'Active' },
    { schoolId, employeeId: 'T2', firstName: 'C', lastName: 'D', status: 'Inactive' },
  ]);

  const [examA, examB] = await db
    .insert(exams)
    .values([
      { schoolId, classId: a.id, subjectId: math.id, name: 'Test', dariName: 'آزمون', examDate: schoolDays[2], status: 'COMPLETED' as const },
      { schoolId, classId: b.id, subjectId: dari.id, name: 'Test', examDate: schoolDays[2], status: 'COMPLETED' as const },
      { schoolId, classId: a.id, subjectId: dari.id, name: 'Final', examDate: addDays(today, 20), status: 'SCHEDULED' as const },
    ])
    .returning();
  ids.examA = examA.id;
  expect(examB).toBeDefined();
  await db.insert(grades).values([
    // s1: 95 % and 90 % → 92.5 (A+); s2: 80 % and 70 % → 75 (B); s3: 60 % (C). Overall (95+90+80+70+60)/5 = 79.
    grade(ids.s1, math.id, a.id, '95', '100', schoolDays[2], examA.id),
    grade(ids.s1, dari.id, a.id, '45', '50', schoolDays[1]),
    grade(ids.s2, math.id, a.id, '80', '100', schoolDays[2], examA.id),
    grade(ids.s2, dari.id, a.id, '35', '50', schoolDays[1]),
    grade(ids.s3, math.id, b.id, '60', '100', schoolDays[0]),
    // Before the 30-day period: only the change insight and the student's own records see it.
    grade(ids.s1, math.id, a.id, '50', '100', addDays(today, -40)),
  ]);
  const mark = (studentId: number, classId: number, date: string, status: 'PRESENT' | 'LATE' | 'ABSENT' | 'EXCUSED') => ({ schoolId, studentId, classId, date, status });
  await db.insert(attendance).values([
    mark(ids.s1, a.id, schoolDays[0], 'PRESENT'),
    mark(ids.s1, a.id, schoolDays[1], 'PRESENT'),
    mark(ids.s2, a.id, schoolDays[0], 'PRESENT'),
    mark(ids.s2, a.id, schoolDays[1], 'LATE'),
    mark(ids.s3, b.id, schoolDays[0], 'ABSENT'),
    mark(ids.s3, b.id, schoolDays[1], 'EXCUSED'),
    mark(ids.s1, a.id, addDays(today, -45), 'ABSENT'),
  ]);
  const pay = (status: string, amount: string, receiptNumber: string) => ({ schoolId, studentId: ids.s1, amount, total: amount, paymentDate: schoolDays[1], status, receiptNumber });
  await db.insert(payments).values([
    pay('PAID', '1000.10', 'R-1'),
    pay('PAID', '2000.20', 'R-2'),
    pay('PENDING', '500.05', 'R-3'),
    pay('OVERDUE', '250.00', 'R-4'),
    pay('CANCELLED', '99.00', 'R-5'),
  ]);
  await db.insert(studentEvents).values([
    { schoolId, studentId: ids.s1, type: 'CARD_PRINTED', description: 'ID card printed' },
    ...[1, 2, 3].map((n) => ({ schoolId, studentId: ids.s2, type: 'UPDATED', description: `Change ${n}`, createdAt: new Date(Date.now() - n * 60_000) })),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, as: TestLogin = staff) => t.app.inject({ method: 'GET', url, headers: as.headers });

describe('GET /api/students/analytics', () => {
  it('computes every figure of the period from the database', async () => {
    const response = await get('/api/students/analytics?period=30D');
    expect(response.statusCode).toBe(200);
    const data = studentAnalyticsSchema.parse(response.json().data);
    expect(data).toMatchObject({
      period: '30D',
      from: addDays(today, -29),
      to: today,
      totalStudents: 3,
      averageGrade: 79,
      // 4 attending of 6 marks, in whole percent (THE rate).
      attendanceRate: 67,
      completionRate: 50,
      topPerformerCount: 1,
      activeClasses: 2,
      teachers: 1,
      subjects: 2,
    });
    expect(data.gradeDistribution).toEqual({ 'A+': 1, A: 0, 'B+': 0, B: 1, 'C+': 0, C: 1, D: 0 });
    expect(data.classPerformance).toEqual({
      // With each class's and subject's Dari and Pashto names (issue 23); none given is null.
      'Class A': { studentCount: 2, averageGrade: 83.8, attendance: 100, dariName: 'صنف الف', pashtoName: 'ټولګی الف' },
      'Class B': { studentCount: 1, averageGrade: 60, attendance: 0, dariName: null, pashtoName: null },
      'Class C': { studentCount: 0, averageGrade: 0, attendance: 0, dariName: null, pashtoName: null },
    });
    expect(data.subjectPerformance).toEqual([
      { subject: 'Dari', subjectDariName: null, subjectPashtoName: null, averageGrade: 80, gradeCount: 2 },
      { subject: 'Mathematics', subjectDariName: 'ریاضی', subjectPashtoName: null, averageGrade: 78.3, gradeCount: 3 },
    ]);
    expect(data.topPerformers[0]).toMatchObject({
      studentId: ids.s1,
      name: 'Sima Test',
      dariName: 'شاگرد',
      className: 'Class A',
      classDariName: 'صنف الف',
      classPashtoName: 'ټولګی الف',
      averageGrade: 92.5,
    });
    expect(data.topPerformers.map((row) => row.studentId)).toEqual([ids.s1, ids.s2, ids.s3]);
    // Weeks from Saturday: every point holds the week's grades and marks.
    expect(data.performanceTrends.reduce((sum, point) => sum + (point.gradeCount ?? 0), 0)).toBe(5);
    expect(data.performanceTrends.reduce((sum, point) => sum + (point.markCount ?? 0), 0)).toBe(6);
    expect(data.weeklyAttendance.map((day) => day.day)).toEqual(['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu']);
    const sums = data.weeklyAttendance.reduce((sum, day) => ({ present: sum.present + day.present, absent: sum.absent + day.absent, late: sum.late + day.late }), { present: 0, absent: 0, late: 0 });
    expect(sums).toEqual({ present: 3, absent: 1, late: 1 });
    expect(data.insights).toEqual(
      expect.arrayContaining([
        { kind: 'grade-change', value: 29, subject: null },
        { kind: 'attendance-change', value: 67, subject: null },
        { kind: 'best-class', value: 83.8, subject: 'Class A', subjectDariName: 'صنف الف', subjectPashtoName: 'ټولګی الف' },
        { kind: 'weakest-subject', value: 78.3, subject: 'Mathematics', subjectDariName: 'ریاضی', subjectPashtoName: null },
        { kind: 'below-target-classes', value: 1, subject: null },
        { kind: 'new-students', value: 0, subject: null },
      ]),
    );
    expect(data.recentActivity[0]).toMatchObject({ type: 'CARD_PRINTED', studentId: ids.s1, studentName: 'Sima Test' });
    expect(data.recentActivity).toHaveLength(4);
  });

  it('narrows to one class, gives one point per day for 7D, and refuses another school\'s class', async () => {
    const data = (await get(`/api/students/analytics?period=7D&classId=${ids.classB}`)).json().data;
    expect(data).toMatchObject({ totalStudents: 1, averageGrade: 60, attendanceRate: 0, completionRate: 0, activeClasses: 1, topPerformerCount: 0 });
    expect(Object.keys(data.classPerformance)).toEqual(['Class B']);
    expect(data.performanceTrends).toHaveLength(7);
    expect(data.performanceTrends.at(-1).label).toBe(today);
    const [demoClass] = await t.database.db.select().from(classes).where(eq(classes.schoolId, 1)).limit(1);
    expect((await get(`/api/students/analytics?classId=${demoClass.id}`)).statusCode).toBe(404);
    expect((await get('/api/students/analytics?period=2W')).statusCode).toBe(400);
  });

  it('refuses a parent account (no student:read)', async () => {
    const parent = await loginAs(t.app, 'parent');
    expect((await get('/api/students/analytics', parent)).statusCode).toBe(403);
    expect((await get(`/api/students/${ids.s1}/stats`, parent)).statusCode).toBe(403);
    expect((await get('/api/students/stats/status', parent)).statusCode).toBe(403);
  });
});

describe('per-student routes', () => {
  it('GET /students/{id}/stats: attendance, grades, exact money sums and events', async () => {
    const response = await get(`/api/students/${ids.s1}/stats`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      studentId: ids.s1,
      attendance: { total: 3, present: 2, absent: 1, late: 0, excused: 0, rate: 67 },
      attendanceRate: 67,
      averageGrade: 78.3,
      gradeCount: 3,
      payments: { count: 5, total: 3750.35, paid: 3000.3, pending: 500.05, overdue: 250 },
      eventCount: 1,
    });
  });

  it('GET /students/{id}/analytics: the period only, per week and per subject', async () => {
    const data = (await get(`/api/students/${ids.s1}/analytics?period=30D`)).json().data;
    expect(data).toMatchObject({ studentId: ids.s1, averageGrade: 92.5, gradeCount: 2, attendance: { total: 2, rate: 100 } });
    expect(data.subjects).toEqual([
      { subjectId: ids.dari, subject: 'Dari', averageGrade: 90, gradeCount: 1 },
      { subjectId: ids.math, subject: 'Mathematics', averageGrade: 95, gradeCount: 1 },
    ]);
    expect(data.trend.reduce((sum: number, point: { gradeCount: number }) => sum + point.gradeCount, 0)).toBe(2);
    const year = (await get(`/api/students/${ids.s1}/analytics?period=1Y`)).json().data;
    expect(year).toMatchObject({ gradeCount: 3, averageGrade: 78.3 });
    expect(year.trend.every((point: { label: string }) => /^\d{4}-\d{2}$/.test(point.label))).toBe(true);
  });

  it('GET /students/{id}/performance: average, best, last, trend and rank in class', async () => {
    const data = (await get(`/api/students/${ids.s1}/performance`)).json().data;
    expect(data).toMatchObject({ studentId: ids.s1, classId: ids.classA, className: 'Class A', overallAverage: 78.3, overallRankInClass: 1, rankedOf: 2 });
    expect(data.subjects).toEqual([
      { subjectId: ids.dari, subject: 'Dari', average: 90, best: 90, last: 90, lastGradedOn: schoolDays[1], gradeCount: 1, trend: 'steady', rankInClass: 1, rankedOf: 2 },
      { subjectId: ids.math, subject: 'Mathematics', average: 72.5, best: 95, last: 95, lastGradedOn: schoolDays[2], gradeCount: 2, trend: 'up', rankInClass: 2, rankedOf: 2 },
    ]);
  });

  it('GET /students/{id}/attendance, /grades and /payments: records, filters and summaries', async () => {
    const all = (await get(`/api/students/${ids.s1}/attendance`)).json().data;
    expect(all.records.map((record: { date: string }) => record.date)).toEqual([schoolDays[0], schoolDays[1], addDays(today, -45)]);
    expect(all.records[0]).toMatchObject({ status: 'PRESENT', classId: ids.classA, className: 'Class A' });
    const recent = (await get(`/api/students/${ids.s1}/attendance?startDate=${addDays(today, -10)}&endDate=${today}`)).json().data;
    expect(recent.summary).toEqual({ total: 2, present: 2, absent: 0, late: 0, excused: 0, rate: 100 });
    expect((await get(`/api/students/${ids.s1}/attendance?startDate=yesterday`)).statusCode).toBe(400);

    const gradesAnswer = (await get(`/api/students/${ids.s1}/grades?subjectId=${ids.dari}`)).json().data;
    expect(gradesAnswer.grades).toEqual([
      expect.objectContaining({ subject: 'Dari', subjectDariName: null, score: 45, maxScore: 50, percentage: 90, grade: 'A+', examId: null, examName: null, examDariName: null }),
    ]);
    const byExam = (await get(`/api/students/${ids.s1}/grades?examId=${ids.examA}`)).json().data;
    // With the subject's and the exam's Dari and Pashto names (issue 23).
    expect(byExam.grades).toEqual([
      expect.objectContaining({ subject: 'Mathematics', subjectDariName: 'ریاضی', subjectPashtoName: null, examName: 'Test', examDariName: 'آزمون', examPashtoName: null, percentage: 95 }),
    ]);
    expect(byExam.summary).toEqual({ count: 1, averagePercentage: 95 });

    const overdue = (await get(`/api/students/${ids.s1}/payments?status=overdue`)).json().data;
    expect(overdue.payments).toEqual([expect.objectContaining({ receiptNumber: 'R-4', amount: 250, status: 'OVERDUE' })]);
    expect(overdue.summary).toEqual({ count: 1, total: 250, paid: 0, pending: 0, overdue: 250 });
  });

  it('GET /students/{id}/events: newest first, paged', async () => {
    const first = (await get(`/api/students/${ids.s2}/events?page=1&limit=2`)).json();
    expect(first.data.map((event: { description: string }) => event.description)).toEqual(['Change 1', 'Change 2']);
    expect(first.meta.pagination).toEqual({ currentPage: 1, totalPages: 2, totalCount: 3, limit: 2 });
    const second = (await get(`/api/students/${ids.s2}/events?page=2&limit=2`)).json();
    expect(second.data.map((event: { description: string }) => event.description)).toEqual(['Change 3']);
  });

  it("answers 404 for another school's student and for an unknown one", async () => {
    const [demoStudent] = await t.database.db.select().from(students).where(eq(students.schoolId, 1)).limit(1);
    for (const path of ['stats', 'analytics', 'performance', 'attendance', 'grades', 'payments', 'events']) {
      expect((await get(`/api/students/${demoStudent.id}/${path}`)).statusCode).toBe(404);
      expect((await get(`/api/students/999999/${path}`)).statusCode).toBe(404);
    }
    // The owner sees every school.
    const owner = await loginAs(t.app, 'owner');
    expect((await get(`/api/students/${ids.s1}/stats`, owner)).statusCode).toBe(200);
  });
});

describe('counts, conversions and the cache', () => {
  it('GET /students/stats/class and /stats/status count the school\'s students', async () => {
    await t.database.db.update(students).set({ status: 'SUSPENDED' }).where(eq(students.id, ids.s2));
    const byClass = (await get('/api/students/stats/class')).json().data;
    expect(byClass).toEqual([
      { classId: ids.classA, className: 'Class A', code: 'A', total: 2, active: 1 },
      { classId: ids.classB, className: 'Class B', code: 'B', total: 1, active: 1 },
    ]);
    expect((await get(`/api/students/stats/class?classId=${ids.classB}`)).json().data).toHaveLength(1);
    const byStatus = (await get('/api/students/stats/status')).json().data;
    expect(byStatus).toEqual([
      { status: 'ACTIVE', count: 2 },
      { status: 'INACTIVE', count: 0 },
      { status: 'SUSPENDED', count: 1 },
      { status: 'GRADUATED', count: 0 },
      { status: 'TRANSFERRED', count: 0 },
    ]);
    expect((await get('/api/students/stats/status?status=SUSPENDED')).json().data).toEqual([{ status: 'SUSPENDED', count: 1 }]);
    expect((await get('/api/students/stats/status?schoolId=1')).statusCode).toBe(404);
    await t.database.db.update(students).set({ status: 'ACTIVE' }).where(eq(students.id, ids.s2));
  });

  it('conversion analytics, stats and the converted students', async () => {
    const db = t.database.db;
    const visitor = (n: number, convertedStudentId?: number) => ({
      id: randomUUID(),
      schoolId,
      serialNumber: `AN-${n}`,
      name: `Visitor ${n}`,
      ...(convertedStudentId ? { status: 'CONVERTED', convertedStudentId, convertedAt: new Date() } : {}),
    });
    const rows = [visitor(1, ids.s3), visitor(2), visitor(3), visitor(4)];
    await db.insert(customers).values(rows);
    await db.update(students).set({ convertedFromCustomerId: rows[0].id }).where(eq(students.id, ids.s3));

    const analytics = (await get('/api/students/conversion-analytics?period=30D')).json().data;
    expect(analytics).toMatchObject({ from: addDays(today, -29), to: today, unit: 'week', visitors: 4, converted: 1, rate: 25 });
    expect(analytics.points.at(-1)).toMatchObject({ visitors: 4, converted: 1, rate: 25 });
    const intoA = (await get(`/api/students/conversion-analytics?classId=${ids.classA}`)).json().data;
    expect(intoA).toMatchObject({ visitors: 4, converted: 0 });
    const year = (await get(`/api/students/conversion-analytics?startDate=${addDays(today, -200)}&endDate=${today}`)).json().data;
    expect(year.unit).toBe('month');
    expect((await get(`/api/students/conversion-analytics?startDate=${today}&endDate=${addDays(today, -1)}`)).statusCode).toBe(400);

    expect((await get('/api/students/conversion-stats')).json().data).toMatchObject({
      totalVisitors: 4,
      convertedVisitors: 1,
      conversionRate: 25,
      convertedStudents: 1,
      convertedThisMonth: 1,
    });
    const converted = (await get('/api/students/converted')).json();
    expect(converted.data).toEqual([
      expect.objectContaining({ studentId: ids.s3, name: 'Wahid Test', className: 'Class B', customerId: rows[0].id, customerSerialNumber: 'AN-1' }),
    ]);
    expect(converted.meta.pagination.totalCount).toBe(1);
  });

  it('reports real cache hits and misses; warm stores the stats of visible students only', async () => {
    const before = (await get('/api/students/cache/stats')).json().data;
    expect(before).toMatchObject({ enabled: true, scope: 'process', ttlSeconds: 60 });
    await get('/api/students/analytics?period=90D');
    await get('/api/students/analytics?period=90D');
    const after = (await get('/api/students/cache/stats')).json().data;
    expect(after.misses).toBe(before.misses + 1);
    expect(after.hits).toBe(before.hits + 1);

    const [demoStudent] = await t.database.db.select().from(students).where(eq(students.schoolId, 1)).limit(1);
    const warm = await t.app.inject({
      method: 'POST',
      url: '/api/students/cache/warm',
      headers: { ...staff.headers, 'x-request-id': randomUUID() },
      payload: { studentIds: [ids.s2, demoStudent.id], schoolId },
    });
    expect(warm.statusCode).toBe(200);
    expect(warm.json().data).toMatchObject({ warmed: [ids.s2], skipped: [demoStudent.id] });
    const hitsBefore = (await get('/api/students/cache/stats')).json().data.hits;
    await get(`/api/students/${ids.s2}/stats`);
    expect((await get('/api/students/cache/stats')).json().data.hits).toBe(hitsBefore + 1);

    const parent = await loginAs(t.app, 'parent');
    const refused = await t.app.inject({ method: 'POST', url: '/api/students/cache/warm', headers: parent.headers, payload: { studentIds: [ids.s1] } });
    expect(refused.statusCode).toBe(403);
  });
});
