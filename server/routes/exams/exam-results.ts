/**
 * An exam's results from its students' scores: each student's percentage, grade label and rank
 * (equal scores share a rank: 1, 1, 3), and the class figures over the graded students (average,
 * highest and lowest percentage, pass rate at PASS_PERCENT, how many have each label).
 */
import { PASS_PERCENT, type ExamFigures, type ExamResultRow } from '@/contract/exams';
import { GRADE_SCALE, gradeLabel, type GradeLabel } from '@/contract/student-analytics';

export type ScoredStudent = {
  studentId: number;
  name: string;
  admissionNo: string;
  gradeId: number | null;
  score: number | null;
  remarks: string | null;
};

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function examResults(scored: ScoredStudent[], maxMarks: number): { students: ExamResultRow[]; figures: ExamFigures } {
  const graded = scored.filter((row) => row.score !== null).sort((a, b) => (b.score ?? 0) - (a.score ?? 0) || a.name.localeCompare(b.name));
  const ungraded = scored.filter((row) => row.score === null).sort((a, b) => a.name.localeCompare(b.name));
  const exactPercent = (score: number) => (maxMarks > 0 ? (score * 100) / maxMarks : 0);

  const rows: ExamResultRow[] = [];
  graded.forEach((row, index) => {
    const score = row.score ?? 0;
    const previous = rows[index - 1];
    const rank = previous && previous.score === score ? (previous.rank ?? index + 1) : index + 1;
    const percent = exactPercent(score);
    rows.push({ ...row, score, percentage: oneDecimal(percent), gradeLabel: gradeLabel(percent), rank, passed: percent >= PASS_PERCENT });
  });
  for (const row of ungraded) rows.push({ ...row, percentage: null, gradeLabel: null, rank: null, passed: null });

  const distribution = Object.fromEntries(GRADE_SCALE.map((label) => [label, 0])) as Record<GradeLabel, number>;
  const percents = graded.map((row) => exactPercent(row.score ?? 0));
  for (const percent of percents) distribution[gradeLabel(percent)] += 1;
  const figures: ExamFigures = {
    studentCount: scored.length,
    gradedCount: graded.length,
    average: percents.length === 0 ? null : oneDecimal(percents.reduce((sum, value) => sum + value, 0) / percents.length),
    highest: percents.length === 0 ? null : oneDecimal(Math.max(...percents)),
    lowest: percents.length === 0 ? null : oneDecimal(Math.min(...percents)),
    passRate: percents.length === 0 ? null : oneDecimal((percents.filter((value) => value >= PASS_PERCENT).length * 100) / percents.length),
    distribution,
  };
  return { students: rows, figures };
}
