/**
 * Teacher statistics (spec §2.3 analytics tab, §7.2): global, by department, by experience band,
 * and one teacher's. Computed from live (not deleted) teachers of the schools in scope. A school
 * holds a few hundred teachers, so the figures are summed here from one narrow read rather than
 * in several SQL aggregates. Averages are rounded to 2 decimals; a teacher without a salary (or
 * experience) is left out of that average; a teacher without a department counts as "Unassigned".
 */
import { and, countDistinct, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  TEACHER_EXPERIENCE_BANDS,
  TEACHER_STATUSES,
  type TeacherDepartmentStat,
  type TeacherExperienceStats,
  type TeacherOwnStats,
  type TeacherStats,
} from '@/contract/teachers';
import type { DbOrTx } from '../../../db/connection';
import { classes, students, subjects, teacherAssignments, teacherDocuments, teachers } from '../../../db/schema';
import { kabulDay } from '../../../lib/kabul-time';
import { lookupSchoolCondition } from '../../../lib/lookup-query';
import type { AuthUser } from '../../../types';
import type { TeacherRow } from '../teacher-dto';

export const UNASSIGNED_DEPARTMENT = 'Unassigned';
export const UNKNOWN_EXPERIENCE_BAND = 'Unknown';

type StatRow = { department: string | null; status: string; salary: string | null; experience: number | null };

const round2 = (value: number) => Math.round(value * 100) / 100;

function average(values: number[]): number {
  return values.length === 0 ? 0 : round2(values.reduce((sum, value) => sum + value, 0) / values.length);
}

const salaries = (rows: StatRow[]) => rows.flatMap((row) => (row.salary === null ? [] : [Number(row.salary)]));
const experiences = (rows: StatRow[]) => rows.flatMap((row) => (row.experience === null ? [] : [row.experience]));

/** The live teachers' figures of the schools in scope, or of the one asked for (403 outside the scope). */
export async function readStatRows(db: DbOrTx, user: AuthUser, schoolId: number | undefined): Promise<StatRow[]> {
  const schoolCondition = lookupSchoolCondition(user, teachers.schoolId, schoolId);
  return db
    .select({ department: teachers.department, status: teachers.status, salary: teachers.salary, experience: teachers.experience })
    .from(teachers)
    .where(and(schoolCondition, isNull(teachers.deletedAt)));
}

/** By department, largest first, then by name. Department names are grouped as written (trimmed). */
export function departmentStats(rows: StatRow[]): TeacherDepartmentStat[] {
  const groups = new Map<string, StatRow[]>();
  for (const row of rows) {
    const name = row.department?.trim() || UNASSIGNED_DEPARTMENT;
    groups.set(name, [...(groups.get(name) ?? []), row]);
  }
  return [...groups]
    .map(([department, list]) => ({
      department,
      count: list.length,
      active: list.filter((row) => row.status === 'Active').length,
      averageSalary: average(salaries(list)),
      averageExperience: average(experiences(list)),
    }))
    .sort((a, b) => b.count - a.count || a.department.localeCompare(b.department));
}

export function globalStats(rows: StatRow[]): TeacherStats {
  const byStatus = new Map<string, number>(TEACHER_STATUSES.map((status) => [status, 0]));
  for (const row of rows) byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + 1);
  const byDepartment = departmentStats(rows);
  const paid = salaries(rows);
  return {
    total: rows.length,
    active: byStatus.get('Active') ?? 0,
    inactive: byStatus.get('Inactive') ?? 0,
    onLeave: byStatus.get('On Leave') ?? 0,
    terminated: byStatus.get('Terminated') ?? 0,
    averageSalary: average(paid),
    totalSalary: round2(paid.reduce((sum, value) => sum + value, 0)),
    averageExperience: average(experiences(rows)),
    departments: byDepartment.filter((group) => group.department !== UNASSIGNED_DEPARTMENT).length,
    byDepartment,
    byStatus: [...byStatus].map(([status, count]) => ({ status, count })),
  };
}

/** Every band of TEACHER_EXPERIENCE_BANDS (empty ones too), then "Unknown" when some have no experience. */
export function experienceStats(rows: StatRow[]): TeacherExperienceStats {
  const bands: TeacherExperienceStats['bands'] = TEACHER_EXPERIENCE_BANDS.map(({ band, min, max }) => {
    const inBand = rows.filter((row) => row.experience !== null && row.experience >= min && (max === null || row.experience <= max));
    return { band, count: inBand.length, averageSalary: average(salaries(inBand)) };
  });
  const unknown = rows.filter((row) => row.experience === null);
  if (unknown.length > 0) bands.push({ band: UNKNOWN_EXPERIENCE_BAND, count: unknown.length, averageSalary: average(salaries(unknown)) });
  const years = experiences(rows);
  return {
    bands,
    averageExperience: average(years),
    minExperience: years.length === 0 ? null : Math.min(...years),
    maxExperience: years.length === 0 ? null : Math.max(...years),
  };
}

/** Whole years from the hire date to `today` (both YYYY-MM-DD). */
export function yearsBetween(from: string, today: string): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  const years = ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
  return Math.max(0, years);
}

/** One teacher's figures: their class assignments, the live students of those classes, service and pay. */
export async function teacherOwnStats(db: DbOrTx, teacher: TeacherRow, now: Date = new Date()): Promise<TeacherOwnStats> {
  const assignmentRows = await db
    .select({
      classId: teacherAssignments.classId,
      className: classes.name,
      classDariName: classes.dariName,
      classPashtoName: classes.pashtoName,
      subjectId: teacherAssignments.subjectId,
      subjectName: subjects.name,
      subjectDariName: subjects.dariName,
      subjectPashtoName: subjects.pashtoName,
    })
    .from(teacherAssignments)
    .innerJoin(classes, eq(classes.id, teacherAssignments.classId))
    .leftJoin(subjects, eq(subjects.id, teacherAssignments.subjectId))
    .where(eq(teacherAssignments.teacherId, teacher.id))
    .orderBy(classes.name, subjects.name);
  const classMap = new Map(assignmentRows.map((row) => [row.classId, { name: row.className, dariName: row.classDariName, pashtoName: row.classPashtoName }]));
  const subjectMap = new Map(
    assignmentRows.flatMap((row) =>
      row.subjectId === null ? [] : [[row.subjectId, { name: row.subjectName ?? '', dariName: row.subjectDariName, pashtoName: row.subjectPashtoName }] as const],
    ),
  );
  const classIds = [...classMap.keys()];
  const [taught] =
    classIds.length === 0
      ? [{ value: 0 }]
      : await db
          .select({ value: countDistinct(students.id) })
          .from(students)
          .where(and(inArray(students.classId, classIds), isNull(students.deletedAt)));
  const [documents] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(teacherDocuments)
    .where(and(eq(teacherDocuments.teacherId, teacher.id), isNull(teacherDocuments.deletedAt)));
  return {
    teacherId: teacher.id,
    assignments: assignmentRows.length,
    classes: [...classMap].map(([id, names]) => ({ id, ...names })),
    subjects: [...subjectMap].map(([id, names]) => ({ id, ...names })).sort((a, b) => a.name.localeCompare(b.name)),
    studentsTaught: Number(taught?.value ?? 0),
    yearsOfService: teacher.hireDate ? yearsBetween(teacher.hireDate, kabulDay(now)) : null,
    experience: teacher.experience,
    salary: teacher.salary === null ? null : Number(teacher.salary),
    allowances: Number(teacher.allowances),
    documents: Number(documents?.value ?? 0),
  };
}
