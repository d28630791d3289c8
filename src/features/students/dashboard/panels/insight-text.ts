import type { TFunction } from 'i18next';
import { DASHBOARD_TARGET_LINE, type StudentAnalytics } from '@/contract/student-analytics';
import type { DashboardFormat } from '@/features/students/dashboard/use-dashboard-format';
import { localRecordName } from '@/lib/names/local-record-name';

export type Insight = StudentAnalytics['insights'][number];

/** A change under half a point reads as "held steady" (the figures carry one decimal). */
const STEADY_BELOW = 0.05;

/**
 * The sentence for one insight of the answer. What `value` holds, per kind:
 * attendance-change / grade-change: the change in percentage points against the previous period
 * of the same length (signed); best-class / weakest-subject: that class's or subject's average
 * grade in percent; below-target-classes: how many classes have attendance under the target;
 * new-students: how many students were admitted in the period.
 */
export function insightText(insight: Insight, t: TFunction, format: DashboardFormat): string {
  const { value } = insight;
  // The class or subject in the reader's language (its Dari/Pashto name when given).
  const subject = localRecordName({ name: insight.subject, dariName: insight.subjectDariName, pashtoName: insight.subjectPashtoName }, format.language);
  const target = format.percent(DASHBOARD_TARGET_LINE);
  const direction = Math.abs(value) < STEADY_BELOW ? 'Steady' : value > 0 ? 'Up' : 'Down';
  switch (insight.kind) {
    case 'attendance-change':
      return t(`studentDashboard.insights.attendance${direction}`, { value: format.points(value) });
    case 'grade-change':
      return t(`studentDashboard.insights.grade${direction}`, { value: format.points(value) });
    case 'best-class':
      return t('studentDashboard.insights.bestClass', { subject, value: format.percent(value) });
    case 'weakest-subject':
      return t('studentDashboard.insights.weakestSubject', { subject, value: format.percent(value) });
    case 'below-target-classes':
      return value === 0
        ? t('studentDashboard.insights.noClassBelowTarget', { target })
        : t('studentDashboard.insights.belowTargetClasses', { count: value, target });
    case 'new-students':
      return t('studentDashboard.insights.newStudents', { count: value });
  }
}
