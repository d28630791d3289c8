import { gradeLabel, type GradeLabel } from '@/contract/student-analytics';
import { PASS_PERCENT } from '@/contract/exams';

export type SheetRow = { score: string; remarks: string };

export type RowReading =
  | { state: 'blank' }
  | { state: 'invalid' }
  | { state: 'valid'; score: number; percentage: number; label: GradeLabel; passed: boolean };

/** A typed score read against the exam's maximum: its percentage (one decimal, as the server rounds) and label. */
export function readScore(text: string, maxMarks: number): RowReading {
  if (text.trim() === '') return { state: 'blank' };
  const score = Number(text);
  if (!Number.isFinite(score) || score < 0 || score > maxMarks) return { state: 'invalid' };
  const percentage = Math.round((score / maxMarks) * 1000) / 10;
  return { state: 'valid', score, percentage, label: gradeLabel(percentage), passed: percentage >= PASS_PERCENT };
}

/** The students a refusal names ("Not in this exam's class: A, B"; "The score of A is more…"). */
export function studentsNamedIn(message: string, students: readonly { id: number; name: string }[]): Set<number> {
  return new Set(students.filter((student) => student.name !== '' && message.includes(student.name)).map((student) => student.id));
}
