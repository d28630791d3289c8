/**
 * A child's assignments: their class's live assignments, latest due date first, each with the
 * child's own submission. Without a submission an assignment is PENDING until its due day has
 * passed (due today is still PENDING), then MISSING.
 */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { ChildAssignment, ChildAssignmentStatus } from '@/contract/parent-child-records';
import type { DbOrTx } from '../../db/connection';
import { assignmentSubmissions, assignments, subjects } from '../../db/schema';
import { kabulDay } from '../../lib/kabul-time';
import { oneDecimal } from './parent-children';

export function assignmentStatus(submission: ChildAssignmentStatus | null, dueDate: string, today: string): ChildAssignmentStatus {
  if (submission !== null) return submission;
  return dueDate >= today ? 'PENDING' : 'MISSING';
}

export async function childAssignmentPage(
  db: DbOrTx,
  child: { id: number; classId: number | null },
  page: number,
  limit: number,
  today: string = kabulDay(),
): Promise<{ items: ChildAssignment[]; totalCount: number }> {
  if (child.classId === null) return { items: [], totalCount: 0 };
  const where = and(eq(assignments.classId, child.classId), isNull(assignments.deletedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: assignments.id,
        title: assignments.title,
        description: assignments.description,
        subject: subjects.name,
        subjectDariName: subjects.dariName,
        subjectPashtoName: subjects.pashtoName,
        dueDate: assignments.dueDate,
        maxGrade: assignments.maxGrade,
        status: assignmentSubmissions.status,
        submittedAt: assignmentSubmissions.submittedAt,
        grade: assignmentSubmissions.grade,
      })
      .from(assignments)
      .innerJoin(subjects, eq(subjects.id, assignments.subjectId))
      .leftJoin(assignmentSubmissions, and(eq(assignmentSubmissions.assignmentId, assignments.id), eq(assignmentSubmissions.studentId, child.id)))
      .where(where)
      .orderBy(desc(assignments.dueDate), desc(assignments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(assignments).where(where),
  ]);
  const items = rows.map((row) => {
    const maxGrade = Number(row.maxGrade);
    const grade = row.grade === null ? null : Number(row.grade);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      subject: row.subject,
      subjectDariName: row.subjectDariName,
      subjectPashtoName: row.subjectPashtoName,
      dueDate: row.dueDate,
      maxGrade,
      status: assignmentStatus(row.status, row.dueDate, today),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      grade,
      percentage: grade === null || maxGrade <= 0 ? null : Math.min(100, oneDecimal((grade / maxGrade) * 100)),
    };
  });
  return { items, totalCount: Number(total?.value ?? 0) };
}
