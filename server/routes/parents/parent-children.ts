/**
 * A parent's children in the portal's Child shape (spec part 2 §3.9): their live students
 * (students.parent_user_id, the family link that is the portal's scope) with grade and section
 * from the class, average grade and this month's attendance (the Attendance tab's figure), subjects, class teacher, address, the parent's
 * emergency contact and recent activity. A handful of set-based reads for all children at once.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Child, ChildActivity } from '@/contract/parent-portal';
import type { DbOrTx } from '../../db/connection';
import {
  assignmentSubmissions,
  assignments,
  classes,
  exams,
  grades,
  parents,
  students,
  subjects,
  teacherAssignments,
  teachers,
  users,
} from '../../db/schema';
import { thisMonth } from '../../lib/figures/attendance-periods';
import { kabulDay } from '../../lib/kabul-time';
import { studentAttendanceStats } from '../students/public';

/** Latest grades and hand-ins shown as a child's recent activity. */
export const RECENT_ACTIVITY_LIMIT = 5;

/** Mean percentage, one decimal; 0 when there is nothing to average. */
export function oneDecimal(value: number | string | null): number {
  return value === null ? 0 : Math.round(Number(value) * 10) / 10;
}


function joinDefined(parts: (string | null)[]): string | null {
  const kept = parts.map((part) => part?.trim()).filter((part): part is string => Boolean(part));
  return kept.length ? kept.join(', ') : null;
}

export async function readChildren(db: DbOrTx, parentUserId: number): Promise<Child[]> {
  const rows = await db
    .select({
      id: students.id,
      classId: students.classId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      dateOfBirth: users.dateOfBirth,
      gender: users.gender,
      rollNo: students.rollNo,
      bloodGroup: students.bloodGroup,
      admissionDate: students.admissionDate,
      status: students.status,
      currentAddress: students.currentAddress,
      currentCity: students.currentCity,
      currentProvince: students.currentProvince,
      currentCountry: students.currentCountry,
      className: classes.name,
      classDariName: classes.dariName,
      classPashtoName: classes.pashtoName,
      classGrade: classes.grade,
      section: classes.section,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .where(and(eq(students.parentUserId, parentUserId), isNull(students.deletedAt)))
    .orderBy(asc(students.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const period = thisMonth();
  const classIds = [...new Set(rows.map((row) => row.classId).filter((id): id is number => id !== null))];

  const [averages, marks, classSubjects, gradedSubjects, classTeachers, family, activity] = await Promise.all([
    db
      .select({ studentId: grades.studentId, average: sql<string | null>`avg(${grades.score} / nullif(${grades.maxScore}, 0) * 100)` })
      .from(grades)
      .where(and(inArray(grades.studentId, ids), isNull(grades.deletedAt)))
      .groupBy(grades.studentId),
    // THE child figure the Attendance tab shows for this month (one function, one period).
    Promise.all(ids.map((id) => studentAttendanceStats(db, id, period))),
    classIds.length
      ? db
          .selectDistinct({ classId: teacherAssignments.classId, name: subjects.name, dariName: subjects.dariName, pashtoName: subjects.pashtoName })
          .from(teacherAssignments)
          .innerJoin(subjects, eq(subjects.id, teacherAssignments.subjectId))
          .where(and(inArray(teacherAssignments.classId, classIds), isNull(subjects.deletedAt)))
      : [],
    db
      .selectDistinct({ studentId: grades.studentId, name: subjects.name, dariName: subjects.dariName, pashtoName: subjects.pashtoName })
      .from(grades)
      .innerJoin(subjects, eq(subjects.id, grades.subjectId))
      .where(and(inArray(grades.studentId, ids), isNull(grades.deletedAt))),
    classIds.length
      ? db
          .select({ classId: teacherAssignments.classId, firstName: teachers.firstName, lastName: teachers.lastName, email: teachers.email, phone: teachers.mobile })
          .from(teacherAssignments)
          .innerJoin(teachers, eq(teachers.id, teacherAssignments.teacherId))
          .where(and(inArray(teacherAssignments.classId, classIds), isNull(teacherAssignments.subjectId), isNull(teachers.deletedAt)))
          // The first assigned class teacher when a class has more than one.
          .orderBy(asc(teacherAssignments.id))
      : [],
    readFamilyContact(db, parentUserId),
    Promise.all(ids.map((id) => readRecentActivity(db, id))),
  ]);

  const averageBy = new Map(averages.map((row) => [row.studentId, oneDecimal(row.average)]));

  const teacherBy = new Map<number, (typeof classTeachers)[number]>();
  for (const teacher of classTeachers) if (!teacherBy.has(teacher.classId)) teacherBy.set(teacher.classId, teacher);

  return rows.map((row, index) => {
    // By name, each name once (the first subject of that name gives its Dari and Pashto names).
    const subjectByName = new Map<string, { name: string; dariName: string | null; pashtoName: string | null }>();
    for (const item of [...classSubjects.filter((entry) => entry.classId === row.classId), ...gradedSubjects.filter((entry) => entry.studentId === row.id)]) {
      if (!subjectByName.has(item.name)) subjectByName.set(item.name, { name: item.name, dariName: item.dariName, pashtoName: item.pashtoName });
    }
    const subjectNames = [...subjectByName.values()].sort((a, b) => a.name.localeCompare(b.name));
    const gradeIsClassName = row.classGrade === null;
    const teacher = row.classId === null ? undefined : teacherBy.get(row.classId);
    return {
      id: row.id,
      firstName: row.firstName ?? '',
      lastName: row.lastName ?? '',
      grade: row.classGrade !== null ? String(row.classGrade) : row.className,
      gradeDariName: gradeIsClassName ? row.classDariName : null,
      gradePashtoName: gradeIsClassName ? row.classPashtoName : null,
      section: row.section,
      rollNumber: row.rollNo,
      email: row.email,
      phoneNumber: row.phone,
      dateOfBirth: row.dateOfBirth,
      gender: row.gender,
      bloodGroup: row.bloodGroup,
      enrollmentDate: row.admissionDate,
      status: row.status,
      averageGrade: averageBy.get(row.id) ?? 0,
      attendance: marks[index]!.attendancePercentage,
      attendancePeriod: period,
      recentActivity: activity[index],
      subjects: subjectNames.map((subject) => subject.name),
      subjectNames,
      address: joinDefined([row.currentAddress, row.currentCity, row.currentProvince, row.currentCountry]),
      teacherName: teacher ? `${teacher.firstName} ${teacher.lastName}` : null,
      teacherEmail: teacher?.email ?? null,
      teacherPhone: teacher?.phone ?? null,
      emergencyContact: family,
    };
  });
}

/** The parent as the children's emergency contact: their name, relationship and emergency phone. */
async function readFamilyContact(db: DbOrTx, parentUserId: number): Promise<Child['emergencyContact']> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, phone: users.phone, relationship: parents.relationship, emergencyPhone: parents.emergencyContact })
    .from(users)
    .leftJoin(parents, eq(parents.userId, users.id))
    .where(eq(users.id, parentUserId));
  return {
    name: row ? [row.firstName, row.lastName].filter(Boolean).join(' ') : '',
    relationship: row?.relationship ?? 'Parent',
    phone: row?.emergencyPhone ?? row?.phone ?? '',
  };
}

/** The child's latest grades and hand-ins, newest first. */
async function readRecentActivity(db: DbOrTx, studentId: number): Promise<ChildActivity[]> {
  const [graded, handedIn] = await Promise.all([
    db
      .select({ id: grades.id, subject: subjects.name, exam: exams.name, score: grades.score, maxScore: grades.maxScore, date: grades.gradedOn })
      .from(grades)
      .innerJoin(subjects, eq(subjects.id, grades.subjectId))
      .leftJoin(exams, eq(exams.id, grades.examId))
      .where(and(eq(grades.studentId, studentId), isNull(grades.deletedAt)))
      .orderBy(desc(grades.gradedOn), desc(grades.id))
      .limit(RECENT_ACTIVITY_LIMIT),
    db
      .select({ id: assignmentSubmissions.id, title: assignments.title, status: assignmentSubmissions.status, submittedAt: assignmentSubmissions.submittedAt })
      .from(assignmentSubmissions)
      .innerJoin(assignments, eq(assignments.id, assignmentSubmissions.assignmentId))
      .where(and(eq(assignmentSubmissions.studentId, studentId), isNotNull(assignmentSubmissions.submittedAt), isNull(assignments.deletedAt)))
      .orderBy(desc(assignmentSubmissions.submittedAt), desc(assignmentSubmissions.id))
      .limit(RECENT_ACTIVITY_LIMIT),
  ]);
  const items: (ChildActivity & { order: string })[] = [
    ...graded.map((row) => ({
      type: 'grade' as const,
      title: `${row.subject}${row.exam ? ` ${row.exam}` : ''}: ${oneDecimal((Number(row.score) / Number(row.maxScore)) * 100)}%`,
      date: row.date,
      order: `${row.date}g${String(row.id).padStart(10, '0')}`,
    })),
    ...handedIn.map((row) => {
      const date = kabulDay(row.submittedAt as Date);
      return { type: 'assignment' as const, title: `${row.title} handed in${row.status === 'LATE' ? ' late' : ''}`, date, order: `${date}a${String(row.id).padStart(10, '0')}` };
    }),
  ];
  return items
    .sort((a, b) => b.order.localeCompare(a.order))
    .slice(0, RECENT_ACTIVITY_LIMIT)
    .map(({ type, title, date }) => ({ type, title, date }));
}
