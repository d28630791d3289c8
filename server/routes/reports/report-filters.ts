/**
 * The records a report's parameters name must belong to the report's school: a class or exam of
 * another school answers 404 like a missing one, so other schools' ids are not revealed.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { REPORT_MESSAGES } from '@/contract/reports';
import type { DbOrTx } from '../../db/connection';
import { classes, exams, subjects } from '../../db/schema';
import { httpError } from '../../lib/http-error';

export type ReportClass = { id: number; name: string };
export type ReportExam = { id: number; classId: number; name: string; subject: string; examDate: string };

export async function findReportClass(db: DbOrTx, schoolId: number, classId: number): Promise<ReportClass> {
  const [row] = await db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.schoolId, schoolId), isNull(classes.deletedAt)));
  if (!row) throw httpError(404, REPORT_MESSAGES.classNotFound, { 'parameters.classId': REPORT_MESSAGES.classNotFound });
  return row;
}

export async function findOptionalReportClass(db: DbOrTx, schoolId: number, classId: number | undefined): Promise<ReportClass | null> {
  return classId === undefined ? null : findReportClass(db, schoolId, classId);
}

/** A live exam of the school; 400 when it belongs to another class than the report's. */
export async function findReportExam(db: DbOrTx, schoolId: number, examId: number, classId: number): Promise<ReportExam> {
  const [row] = await db
    .select({ id: exams.id, classId: exams.classId, name: exams.name, subject: subjects.name, examDate: exams.examDate })
    .from(exams)
    .innerJoin(subjects, eq(subjects.id, exams.subjectId))
    .where(and(eq(exams.id, examId), eq(exams.schoolId, schoolId), isNull(exams.deletedAt)));
  if (!row) throw httpError(404, REPORT_MESSAGES.examNotFound, { 'parameters.examId': REPORT_MESSAGES.examNotFound });
  if (row.classId !== classId) throw httpError(400, REPORT_MESSAGES.examOfOtherClass, { 'parameters.examId': REPORT_MESSAGES.examOfOtherClass });
  return row;
}
