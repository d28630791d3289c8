/**
 * The dashboard charts' rows with each class and subject named in the reader's language: its Dari
 * or Pashto name when the school gave one, else the English name (localRecordName, issue 23).
 */
import type { StudentAnalytics } from '@/contract/student-analytics';
import { localRecordName } from '@/lib/names/local-record-name';

export type ClassChartRow = { className: string; studentCount: number; averageGrade: number; attendance: number };
export type SubjectChartRow = { subject: string; averageGrade: number; gradeCount: number };

/** Class Performance's rows (the answer keys the classes by their English name), in name order. */
export function classChartRows(classes: StudentAnalytics['classPerformance'], language: string): ClassChartRow[] {
  return Object.entries(classes)
    .map(([name, { studentCount, averageGrade, attendance, dariName, pashtoName }]) => ({
      className: localRecordName({ name, dariName, pashtoName }, language),
      studentCount,
      averageGrade,
      attendance,
    }))
    .sort((a, b) => a.className.localeCompare(b.className, language, { numeric: true }));
}

/** Subject Performance's and Subject Scores' rows, in the answer's order. */
export function subjectChartRows(subjects: StudentAnalytics['subjectPerformance'], language: string): SubjectChartRow[] {
  return subjects.map(({ subject, subjectDariName, subjectPashtoName, averageGrade, gradeCount }) => ({
    subject: localRecordName({ name: subject, dariName: subjectDariName, pashtoName: subjectPashtoName }, language),
    averageGrade,
    gradeCount,
  }));
}
