/**
 * The staff attendance and grades answers in the portal's words (spec part 2 §3.9): every staff
 * field stays, the portal's names are added. Grades have no date filter of their own, so the
 * month/year selectors keep the grades of those days and recount the summary from them.
 */
import type { PortalAttendance, PortalGrades } from '@/contract/student-portal-records';
import type { StudentAttendance, StudentGrades } from '@/contract/student-records';
import { oneDecimal } from '../../../lib/figures/analytics-period';
import type { DateRange } from './student-portal-month-range';

export function toPortalAttendance(answer: StudentAttendance): PortalAttendance {
  // A mark covers the whole school day: there is no subject to name.
  return { ...answer, records: answer.records.map((record) => ({ ...record, subject: null })) };
}

export function toPortalGrades(answer: StudentGrades, range: DateRange): PortalGrades {
  const inRange = (day: string) => (range.startDate === undefined || day >= range.startDate) && (range.endDate === undefined || day <= range.endDate);
  const kept = range.startDate === undefined && range.endDate === undefined ? answer.grades : answer.grades.filter((row) => inRange(row.gradedOn));
  const grades = kept.map((row) => {
    const ofExam = row.examName !== null;
    return {
      ...row,
      assignment: row.examName ?? row.subject,
      assignmentDariName: (ofExam ? row.examDariName : row.subjectDariName) ?? null,
      assignmentPashtoName: (ofExam ? row.examPashtoName : row.subjectPashtoName) ?? null,
      maxGrade: row.maxScore,
      date: row.gradedOn,
    };
  });
  if (kept.length === answer.grades.length) return { ...answer, grades };
  const exact = kept.map((row) => (row.maxScore > 0 ? (row.score * 100) / row.maxScore : 0));
  const average = exact.length > 0 ? exact.reduce((sum, value) => sum + value, 0) / exact.length : 0;
  return { ...answer, grades, summary: { count: kept.length, averagePercentage: oneDecimal(average) } };
}
