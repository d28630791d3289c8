/**
 * The reads behind the attendance lists and reports (GET /attendances, /stats, /summary,
 * /class-summary, /analytics, /monthly-matrix, /export): always within the user's school scope
 * and over live marks; the day and class figures read attendance_day_counts, a few rows per class
 * and day. The routes shape the answers.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { MAX_EXPORT_ROWS, TOP_ABSENTEES, type AttendanceAnalytics, type AttendanceListQuery, type AttendanceStatus } from '@/contract/attendance';
import type { DbOrTx } from '../../db/connection';
import { attendance, attendanceDayCounts, classes, students, users } from '../../db/schema';
import { withinExportCap } from '../../lib/export-cap';
import { schoolDaySql, type SchoolCalendar } from '../../lib/figures/school-days';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { dayCountSums, markCounts, withRate } from './attendance-counts';
import { selectMarks, studentNameSql } from './attendance-mark-dto';
import type { DayRange } from './attendance-range';

/** A class's name with its Dari and Pashto forms, as the answers carry them flat (`className`, `classDariName`, `classPashtoName`). */
const classNameColumns = { className: classes.name, classDariName: classes.dariName, classPashtoName: classes.pashtoName };

export function attendanceListCondition(user: AuthUser, query: Partial<AttendanceListQuery>): SQL | undefined {
  return and(
    schoolScopeCondition(user, attendance.schoolId),
    isNull(attendance.deletedAt),
    query.studentId ? eq(attendance.studentId, query.studentId) : undefined,
    query.classId ? eq(attendance.classId, query.classId) : undefined,
    query.date ? eq(attendance.date, query.date) : undefined,
    query.from ? gte(attendance.date, query.from) : undefined,
    query.to ? lte(attendance.date, query.to) : undefined,
    query.status ? eq(attendance.status, query.status) : undefined,
  );
}

/** The day counters of the user's schools on the school days of a range (and a class, when given). */
export function dayCountCondition(user: AuthUser, calendar: SchoolCalendar, range: DayRange, classId?: number) {
  return and(
    schoolScopeCondition(user, attendanceDayCounts.schoolId),
    gte(attendanceDayCounts.date, range.from),
    lte(attendanceDayCounts.date, range.to),
    schoolDaySql(attendanceDayCounts.date, calendar),
    classId === undefined ? undefined : eq(attendanceDayCounts.classId, classId),
  );
}

/** Per school day of the range with marks, oldest first. */
export async function countsByDay(db: DbOrTx, user: AuthUser, calendar: SchoolCalendar, range: DayRange, classId?: number) {
  const rows = await db
    .select({ date: attendanceDayCounts.date, ...dayCountSums })
    .from(attendanceDayCounts)
    .where(dayCountCondition(user, calendar, range, classId))
    .groupBy(attendanceDayCounts.date)
    .having(gt(sql`sum(${attendanceDayCounts.marks})`, 0))
    .orderBy(asc(attendanceDayCounts.date));
  return rows.map((row) => ({ date: row.date, ...withRate(row) }));
}

/** Per class of the range's school days with marks (null: marks without a class), with the class's name. */
export async function countsByClass(db: DbOrTx, user: AuthUser, calendar: SchoolCalendar, range: DayRange, classId?: number) {
  const rows = await db
    .select({ classId: attendanceDayCounts.classId, ...classNameColumns, ...dayCountSums })
    .from(attendanceDayCounts)
    .leftJoin(classes, eq(classes.id, attendanceDayCounts.classId))
    .where(dayCountCondition(user, calendar, range, classId))
    .groupBy(attendanceDayCounts.classId, classes.name, classes.dariName, classes.pashtoName)
    .having(gt(sql`sum(${attendanceDayCounts.marks})`, 0));
  return rows.map((row) => ({ classId: row.classId, className: row.className, classDariName: row.classDariName, classPashtoName: row.classPashtoName, ...withRate(row) }));
}

/** The counts by status over the marks a list would show that fall on school days. */
export async function markCountsOf(db: DbOrTx, user: AuthUser, calendar: SchoolCalendar, query: Partial<AttendanceListQuery>) {
  const [row] = await db.select(markCounts).from(attendance).where(and(attendanceListCondition(user, query), schoolDaySql(attendance.date, calendar)));
  return row;
}

/** The live classes of the user's schools, by name. */
export function liveClassesInScope(db: DbOrTx, user: AuthUser) {
  return db
    .select({ classId: classes.id, ...classNameColumns })
    .from(classes)
    .where(and(schoolScopeCondition(user, classes.schoolId), isNull(classes.deletedAt)))
    .orderBy(asc(classes.name), asc(classes.id));
}

/** How many live students each class of the user's schools has (null: no class). */
export function classSizesInScope(db: DbOrTx, user: AuthUser) {
  return db
    .select({ classId: students.classId, students: count() })
    .from(students)
    .where(and(schoolScopeCondition(user, students.schoolId), isNull(students.deletedAt)))
    .groupBy(students.classId);
}

/** One page of the marks a list shows (newest day first) and how many match. */
export async function listMarkPage(db: DbOrTx, user: AuthUser, query: Partial<AttendanceListQuery>, page: number, limit: number) {
  const where = attendanceListCondition(user, query);
  const [rows, [total]] = await Promise.all([
    selectMarks(db, where)
      .orderBy(desc(attendance.date), desc(attendance.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ count: count() }).from(attendance).where(where),
  ]);
  return { rows, totalCount: total?.count ?? 0 };
}

/** The students with the most ABSENT marks on the range's school days (at most TOP_ABSENTEES). */
export async function topAbsentees(db: DbOrTx, user: AuthUser, calendar: SchoolCalendar, range: DayRange, classId?: number): Promise<AttendanceAnalytics['topAbsentees']> {
  const absences = sql<number>`count(*) filter (where ${attendance.status} = 'ABSENT')::int`;
  const rows = await db
    .select({
      studentId: attendance.studentId,
      studentName: studentNameSql,
      admissionNo: students.admissionNo,
      ...classNameColumns,
      absences,
      marks: sql<number>`count(*)::int`,
    })
    .from(attendance)
    .innerJoin(students, eq(students.id, attendance.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .where(
      and(
        schoolScopeCondition(user, attendance.schoolId),
        isNull(attendance.deletedAt),
        gte(attendance.date, range.from),
        lte(attendance.date, range.to),
        schoolDaySql(attendance.date, calendar),
        classId === undefined ? undefined : eq(attendance.classId, classId),
      ),
    )
    .groupBy(attendance.studentId, users.firstName, users.lastName, users.username, students.admissionNo, classes.name, classes.dariName, classes.pashtoName)
    .having(gt(absences, 0))
    .orderBy(desc(absences), asc(studentNameSql), asc(attendance.studentId))
    .limit(TOP_ABSENTEES);
  return rows.map((row) => ({ ...row, absences: Number(row.absences), marks: Number(row.marks) }));
}

/** A class's live marks in a month's days. */
export function classMonthMarks(db: DbOrTx, classId: number, from: string, to: string) {
  return db
    .select({ studentId: attendance.studentId, date: attendance.date, status: attendance.status })
    .from(attendance)
    .where(and(eq(attendance.classId, classId), isNull(attendance.deletedAt), gte(attendance.date, from), lte(attendance.date, to)));
}

/** The class's live students and the students of `markedIds` (marked in the class since). */
export function matrixStudents(db: DbOrTx, classId: number, markedIds: number[]) {
  return db
    .select({ studentId: students.id, studentName: studentNameSql, admissionNo: students.admissionNo, rollNo: students.rollNo })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(
      or(
        and(eq(students.classId, classId), isNull(students.deletedAt)),
        markedIds.length > 0 ? inArray(students.id, markedIds) : undefined,
      ),
    );
}

export type AttendanceExportFilters = { classId?: number; status?: AttendanceStatus };

/**
 * The register rows of a range for the CSV, oldest day first, then class, roll number and name;
 * at most MAX_EXPORT_ROWS (more is the 400 of withinExportCap, naming the count).
 */
export async function exportRows(db: DbOrTx, user: AuthUser, range: DayRange, filters: AttendanceExportFilters) {
  const { classId, status: wanted } = filters;
  // Students and users always exist for a mark, so the joins below never drop one: the count matches.
  const matching = and(
    schoolScopeCondition(user, attendance.schoolId),
    isNull(attendance.deletedAt),
    gte(attendance.date, range.from),
    lte(attendance.date, range.to),
    classId === undefined ? undefined : eq(attendance.classId, classId),
    wanted === undefined ? undefined : eq(attendance.status, wanted),
  );
  const read = await db
    .select({
      date: attendance.date,
      admissionNo: students.admissionNo,
      rollNo: students.rollNo,
      studentName: studentNameSql,
      className: classes.name,
      status: attendance.status,
      inTime: attendance.inTime,
      outTime: attendance.outTime,
      remarks: attendance.remarks,
    })
    .from(attendance)
    .innerJoin(students, eq(students.id, attendance.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(classes, eq(classes.id, attendance.classId))
    .where(matching)
    .orderBy(asc(attendance.date), asc(classes.name), asc(students.rollNo), asc(studentNameSql), asc(attendance.id))
    .limit(MAX_EXPORT_ROWS + 1);
  return withinExportCap(read, MAX_EXPORT_ROWS, () => db.$count(attendance, matching));
}
