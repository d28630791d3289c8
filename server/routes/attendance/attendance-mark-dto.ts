/**
 * A mark as the attendance calls answer it: the row with the student's name and admission number
 * and the mark's class name (with its Dari and Pashto forms). Times are cut to HH:MM (the column holds HH:MM:SS).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AttendanceMark } from '@/contract/attendance';
import type { DbOrTx } from '../../db/connection';
import { attendance, classes, students, users } from '../../db/schema';

/** "First Last" of the student's account, or its username. */
export const studentNameSql = sql<string>`coalesce(nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), ''), ${users.username})`;

const markColumns = {
  id: attendance.id,
  studentId: attendance.studentId,
  studentName: studentNameSql,
  admissionNo: students.admissionNo,
  classId: attendance.classId,
  className: classes.name,
  classDariName: classes.dariName,
  classPashtoName: classes.pashtoName,
  schoolId: attendance.schoolId,
  date: attendance.date,
  status: attendance.status,
  inTime: attendance.inTime,
  outTime: attendance.outTime,
  remarks: attendance.remarks,
  createdBy: attendance.createdBy,
  createdAt: attendance.createdAt,
  updatedAt: attendance.updatedAt,
};

/** HH:MM of a time column's HH:MM:SS. */
export function clockOf(time: string | null): string | null {
  return time ? time.slice(0, 5) : null;
}

export function toAttendanceMark(row: MarkRow): AttendanceMark {
  return {
    id: row.id,
    studentId: row.studentId,
    studentName: row.studentName,
    admissionNo: row.admissionNo,
    classId: row.classId,
    className: row.className,
    classDariName: row.classDariName,
    classPashtoName: row.classPashtoName,
    date: row.date,
    status: row.status,
    inTime: clockOf(row.inTime),
    outTime: clockOf(row.outTime),
    remarks: row.remarks,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The marks (with names) matching `where`, ordered and paged by the caller. */
export function selectMarks(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(markColumns)
    .from(attendance)
    .innerJoin(students, eq(students.id, attendance.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(classes, eq(classes.id, attendance.classId))
    .where(where)
    .$dynamic();
}

export type MarkRow = Awaited<ReturnType<typeof selectMarks>>[number];
