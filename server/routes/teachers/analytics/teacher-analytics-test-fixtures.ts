/**
 * A small school with hand-checkable records for the per-teacher analytics tests, dated relative
 * to today (Asia/Kabul). Teacher "T" teaches Mathematics in classes A and B and is class teacher
 * of A; "Other" teaches Dari in A (grades T must not see); "Trend" teaches Physics in D with one
 * grade a week. Expected figures are worked out in the tests.
 */
import { attendance, classes, exams, grades, students, subjects, teacherAssignments, teachers, users } from '../../../db/schema';
import { addDays, kabulDay, startOfWeek } from '../../../lib/kabul-time';
import { openEveryDay } from '../../../test-support/school-calendar';
import type { TestApp } from '../../../test-support/test-app';

export const today = kabulDay();
/** Recent school days (not Fridays), newest first, from yesterday. */
export const schoolDays = Array.from({ length: 20 }, (_, index) => addDays(today, -(index + 1))).filter(
  (day) => new Date(`${day}T00:00:00Z`).getUTCDay() !== 5,
);
/** Days of this period's records (30-day period: today-29 … today). */
export const day1 = schoolDays[1];
export const day2 = schoolDays[2];
export const dayB = schoolDays[8];
/** Days in the previous 30-day period (today-59 … today-30). */
export const previousDay1 = addDays(today, -35);
export const previousDay2 = addDays(today, -40);
/** The start of this week (Saturday): the Trend teacher's grades fall on it and the three weeks before. */
export const thisWeek = startOfWeek(today);

export type AnalyticsFixture = {
  schoolId: number;
  classA: number;
  classB: number;
  classC: number;
  classD: number;
  math: number;
  dari: number;
  physics: number;
  teacher: number;
  teacherUserId: number;
  other: number;
  trend: number;
  students: { s1: number; s2: number; s3: number; s4: number; s5: number; d1: number };
};

export async function buildAnalyticsSchool(t: TestApp, schoolId: number, teacherUserId: number): Promise<AnalyticsFixture> {
  const db = t.database.db;
  // Open every day: the previous period's marks fall 35 and 40 days back, whatever the weekday.
  await openEveryDay(t, schoolId);
  const [a, b, c, d] = await db
    .insert(classes)
    .values([
      { schoolId, name: 'Class A', dariName: 'صنف الف', code: 'TA-A', grade: 7 },
      { schoolId, name: 'Class B', code: 'TA-B', grade: 8 },
      { schoolId, name: 'Class C', code: 'TA-C', grade: 9 },
      { schoolId, name: 'Class D', code: 'TA-D', grade: 10 },
    ])
    .returning();
  const [math, dari, physics] = await db
    .insert(subjects)
    .values([
      { schoolId, name: 'Mathematics', dariName: 'ریاضی', pashtoName: 'ریاضي', code: 'TA-MATH' },
      { schoolId, name: 'Dari', code: 'TA-DARI' },
      { schoolId, name: 'Physics', code: 'TA-PHYS' },
    ])
    .returning();

  const addStudent = async (username: string, classId: number, deleted = false) => {
    const [user] = await db.insert(users).values({ schoolId, username, passwordHash: '!locked', firstName: username, role: 'STUDENT' }).returning();
    const [student] = await db
      .insert(students)
      .values({ schoolId, userId: user.id, classId, admissionNo: `TA-${username}`, admissionDate: '2020-03-21', deletedAt: deleted ? new Date() : null })
      .returning();
    return student.id;
  };
  const s1 = await addStudent('ta.s1', a.id);
  const s2 = await addStudent('ta.s2', a.id);
  const s3 = await addStudent('ta.s3', b.id);
  const s4 = await addStudent('ta.s4', a.id, true);
  const s5 = await addStudent('ta.s5', c.id);
  const d1 = await addStudent('ta.d1', d.id);

  const [teacher, other, trend] = await db
    .insert(teachers)
    .values([
      { schoolId, employeeId: 'TA-1', firstName: 'Tahmina', lastName: 'Teacher', status: 'Active', userId: teacherUserId },
      { schoolId, employeeId: 'TA-2', firstName: 'Omar', lastName: 'Other', status: 'Active' },
      { schoolId, employeeId: 'TA-3', firstName: 'Tariq', lastName: 'Trend', status: 'Active' },
    ])
    .returning();
  await db.insert(teacherAssignments).values([
    { schoolId, teacherId: teacher.id, classId: a.id, subjectId: math.id },
    { schoolId, teacherId: teacher.id, classId: b.id, subjectId: math.id },
    { schoolId, teacherId: teacher.id, classId: a.id, subjectId: null },
    { schoolId, teacherId: other.id, classId: a.id, subjectId: dari.id },
    { schoolId, teacherId: trend.id, classId: d.id, subjectId: physics.id },
  ]);

  const [examOnTime] = await db
    .insert(exams)
    .values([
      // Graded on day1, within 7 days of the exam: on time.
      { schoolId, classId: a.id, subjectId: math.id, name: 'Quiz 1', examDate: addDays(day1, -5), status: 'COMPLETED' as const },
      // No grades and the 7 days are over: late.
      { schoolId, classId: b.id, subjectId: math.id, name: 'Quiz 2', examDate: addDays(today, -20), status: 'COMPLETED' as const },
      // No grades yet, still inside its 7 days: pending.
      { schoolId, classId: a.id, subjectId: math.id, name: 'Quiz 3', examDate: today, status: 'COMPLETED' as const },
      // Another teacher's subject: not counted.
      { schoolId, classId: a.id, subjectId: dari.id, name: 'Dari test', examDate: addDays(today, -20), status: 'COMPLETED' as const },
      // Not completed: not counted.
      { schoolId, classId: b.id, subjectId: math.id, name: 'Final', examDate: addDays(today, -15), status: 'SCHEDULED' as const },
    ])
    .returning();

  const grade = (studentId: number, classId: number | null, subjectId: number, score: string, maxScore: string, gradedOn: string, examId: number | null = null) => ({
    schoolId,
    studentId,
    classId,
    subjectId,
    score,
    maxScore,
    gradedOn,
    examId,
  });
  await db.insert(grades).values([
    // This period: Mathematics in A (90 and 50 %), in B (40/50 = 80 %; class from the student).
    grade(s1, a.id, math.id, '90', '100', day1, examOnTime.id),
    grade(s2, a.id, math.id, '50', '100', day1, examOnTime.id),
    grade(s3, null, math.id, '40', '50', dayB),
    // Not T's: another teacher's subject, a deleted student, a class T does not teach, out of 0.
    grade(s1, a.id, dari.id, '30', '100', day1),
    grade(s4, a.id, math.id, '10', '100', day1),
    grade(s5, c.id, math.id, '20', '100', day1),
    grade(s1, a.id, math.id, '0', '0', day2),
    // The previous period: 80, 80 in A; 45/50 = 90 % in B.
    grade(s1, a.id, math.id, '80', '100', previousDay1),
    grade(s2, a.id, math.id, '80', '100', previousDay1),
    grade(s3, b.id, math.id, '45', '50', previousDay2),
    // Trend: Physics in D, one grade a week rising 5 points a week: 60, 65, 70, 75.
    grade(d1, d.id, physics.id, '60', '100', addDays(thisWeek, -21)),
    grade(d1, d.id, physics.id, '65', '100', addDays(thisWeek, -14)),
    grade(d1, d.id, physics.id, '70', '100', addDays(thisWeek, -7)),
    grade(d1, d.id, physics.id, '75', '100', thisWeek),
  ]);

  const mark = (studentId: number, classId: number | null, date: string, status: 'PRESENT' | 'ABSENT' | 'LATE' | 'EXCUSED') => ({ schoolId, studentId, classId, date, status });
  await db.insert(attendance).values([
    // Class A: 3 of 4 attended (75 %); class B: 2 of 2 (one mark without a class: the student's).
    mark(s1, a.id, day1, 'PRESENT'),
    mark(s2, a.id, day1, 'ABSENT'),
    mark(s1, a.id, day2, 'LATE'),
    mark(s2, a.id, day2, 'PRESENT'),
    mark(s3, b.id, day1, 'PRESENT'),
    mark(s3, null, day2, 'PRESENT'),
    // Not T's classes, or a deleted student.
    mark(s5, c.id, day1, 'ABSENT'),
    mark(s4, a.id, day1, 'ABSENT'),
    // The previous period: class A 2 of 2.
    mark(s1, a.id, previousDay1, 'PRESENT'),
    mark(s2, a.id, previousDay1, 'PRESENT'),
  ]);

  return {
    schoolId,
    classA: a.id,
    classB: b.id,
    classC: c.id,
    classD: d.id,
    math: math.id,
    dari: dari.id,
    physics: physics.id,
    teacher: teacher.id,
    teacherUserId,
    other: other.id,
    trend: trend.id,
    students: { s1, s2, s3, s4, s5, d1 },
  };
}
