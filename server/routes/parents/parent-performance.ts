/**
 * GET /parents/{id}/performance: each live child's all-time figures, computed by the same code as
 * the child's own portal tabs (attendance stats, academic progress), plus the family's. The family
 * attendance and grade are the mean of the children's figures, as the dashboard cards are, so the
 * two screens never disagree; the family's assignments are all children's taken together.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ChildPerformance, ParentPerformance } from '@/contract/parent-account';
import type { DbOrTx } from '../../db/connection';
import { ALL_TIME } from '../../lib/figures/attendance-periods';
import { classes, students, users } from '../../db/schema';
import { studentAcademicProgress, studentAttendanceStats, type VisibleStudent } from '../students/public';
import { oneDecimal } from './parent-children';
import { mean } from './parent-dashboard';

export type NamedChild = VisibleStudent & { studentName: string };

/** The parent's live children, by id, with what the per-child readers need. */
export async function readNamedChildren(db: DbOrTx, parentUserId: number): Promise<NamedChild[]> {
  const rows = await db
    .select({
      id: students.id,
      schoolId: students.schoolId,
      userId: students.userId,
      classId: students.classId,
      className: classes.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .where(and(eq(students.parentUserId, parentUserId), isNull(students.deletedAt)))
    .orderBy(asc(students.id));
  return rows.map(({ firstName, lastName, ...child }) => ({ ...child, studentName: [firstName, lastName].filter(Boolean).join(' ') }));
}

async function childPerformance(db: DbOrTx, child: NamedChild): Promise<ChildPerformance> {
  const [attendance, progress] = await Promise.all([studentAttendanceStats(db, child.id, ALL_TIME), studentAcademicProgress(db, child)]);
  return {
    studentId: child.id,
    studentName: child.studentName,
    attendancePercentage: attendance.attendancePercentage,
    averageGrade: progress.overallAverage,
    completedAssignments: progress.completedAssignments,
    totalAssignments: progress.totalAssignments,
    completionRate: progress.completionRate,
    subjects: progress.subjects,
  };
}

export async function readParentPerformance(db: DbOrTx, parentUserId: number): Promise<ParentPerformance> {
  const children = await Promise.all((await readNamedChildren(db, parentUserId)).map((child) => childPerformance(db, child)));
  const completed = children.reduce((sum, child) => sum + child.completedAssignments, 0);
  const total = children.reduce((sum, child) => sum + child.totalAssignments, 0);
  return {
    children,
    // All time: the children's whole record (the dashboard's cards cover this month).
    attendancePeriod: ALL_TIME,
    family: {
      averageAttendance: Math.round(mean(children.map((child) => child.attendancePercentage))),
      averageGrade: oneDecimal(mean(children.map((child) => child.averageGrade))),
      completedAssignments: completed,
      totalAssignments: total,
      completionRate: total > 0 ? Math.round((completed * 100) / total) : 0,
    },
  };
}
