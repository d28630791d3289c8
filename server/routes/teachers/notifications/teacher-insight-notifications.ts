/**
 * Turns a teacher's warning and critical findings into notifications (teacher_notifications),
 * once per finding (kind + what it is about) per Kabul day. Success and info findings are shown
 * on request only: a notification should ask for attention.
 */
import type { TeacherInsight, TeacherInsightKind } from '@/contract/teacher-analytics';
import type { DbOrTx } from '../../../db/connection';
import { notifyTeacher } from './teacher-notification-repository';

const TITLES: Partial<Record<TeacherInsightKind, string>> = {
  LOW_ATTENDANCE: 'Low attendance',
  GRADES_DROP: 'Grades dropped',
  LOW_PASS_RATE: 'Low pass rate',
};

/** `class:12`, `subject:3`, `assignment:12:3`, or `teacher`. */
export function insightKey(insight: TeacherInsight): string {
  const about = insight.about;
  if (!about) return 'teacher';
  if (about.type === 'class') return `class:${about.classId}`;
  if (about.type === 'subject') return `subject:${about.subjectId}`;
  return `assignment:${about.classId}:${about.subjectId ?? ''}`;
}

/** Writes the notifications not yet written today; answers how many were new. */
export async function notifyInsights(
  tx: DbOrTx,
  teacher: { id: number; schoolId: number },
  insights: readonly TeacherInsight[],
  context: { period: string; from: string; to: string },
  now?: Date,
): Promise<number> {
  let created = 0;
  for (const insight of insights) {
    if (insight.severity !== 'warning' && insight.severity !== 'critical') continue;
    const result = await notifyTeacher(
      tx,
      {
        schoolId: teacher.schoolId,
        teacherId: teacher.id,
        kind: insight.kind,
        title: TITLES[insight.kind] ?? insight.kind,
        message: insight.message,
        data: { severity: insight.severity, about: insight.about, figures: insight.figures, ...context },
        dedupeKey: insightKey(insight),
      },
      now,
    );
    if (result.created) created += 1;
  }
  return created;
}
