/** The students page's Dashboard tab (spec part 2 §2.2, §3.3, §4, §8, §9). */
// The charts' own styles: the app's full-styles.ts does not load them (yet).
import '@mantine/charts/styles.layer.css';
import { SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DASHBOARD_PERIOD, type DashboardPeriodName } from '@/contract/student-analytics';
import { useStudentAnalytics } from '@/features/students/api/get-student-analytics';
import { analyticsErrorText } from '@/features/students/dashboard/analytics-error-text';
import { ClassPerformanceChart } from '@/features/students/dashboard/charts/class-performance-chart';
import { GradeDistributionChart } from '@/features/students/dashboard/charts/grade-distribution-chart';
import { PerformanceTrendsChart } from '@/features/students/dashboard/charts/performance-trends-chart';
import { SubjectPerformanceChart } from '@/features/students/dashboard/charts/subject-performance-chart';
import { SubjectScoresChart } from '@/features/students/dashboard/charts/subject-scores-chart';
import { WeeklyAttendanceChart } from '@/features/students/dashboard/charts/weekly-attendance-chart';
import { DashboardError } from '@/features/students/dashboard/dashboard-error';
import { DashboardHeader } from '@/features/students/dashboard/dashboard-header';
import { DashboardLoading } from '@/features/students/dashboard/dashboard-loading';
import { KeyInsightsPanel } from '@/features/students/dashboard/panels/key-insights-panel';
import { QuickActionsPanel, type QuickActions } from '@/features/students/dashboard/panels/quick-actions-panel';
import { RecentActivityPanel } from '@/features/students/dashboard/panels/recent-activity-panel';
import { TopPerformersPanel } from '@/features/students/dashboard/panels/top-performers-panel';
import { StatCards } from '@/features/students/dashboard/stat-cards';
import { useDashboardFormat } from '@/features/students/dashboard/use-dashboard-format';

/** The Quick Actions' callbacks; a button whose callback is not given is not shown. */
export type StudentDashboardProps = QuickActions;

export function StudentDashboard(quickActions: StudentDashboardProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const [period, setPeriod] = useState<DashboardPeriodName>(DEFAULT_DASHBOARD_PERIOD);
  const [live, setLive] = useState(false);
  const query = useStudentAnalytics(period, { live });
  const { data: analytics, error, isFetching, dataUpdatedAt } = query;
  const refetch = () => void query.refetch();

  const subtitle =
    analytics === undefined
      ? null
      : [
          analytics.from && analytics.to ? t('studentDashboard.periodRange', { from: format.day(analytics.from), to: format.day(analytics.to) }) : null,
          dataUpdatedAt > 0 ? t('studentDashboard.updatedAt', { time: format.time(dataUpdatedAt) }) : null,
        ]
          .filter((part) => part !== null)
          .join(' · ');

  return (
    <Stack gap="md" aria-busy={isFetching}>
      <DashboardHeader
        period={period}
        onPeriodChange={setPeriod}
        live={live}
        onLiveChange={setLive}
        onRefresh={refetch}
        isRefreshing={isFetching}
        subtitle={subtitle}
      />
      {/* Figures already on screen stay when a later refresh fails; the error shows above them. */}
      {error && !isFetching ? <DashboardError message={analyticsErrorText(error, t)} onRetry={refetch} /> : null}
      {analytics === undefined && isFetching ? <DashboardLoading /> : null}
      {analytics === undefined ? null : (
        <>
          <StatCards analytics={analytics} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <PerformanceTrendsChart trends={analytics.performanceTrends ?? []} />
            <GradeDistributionChart distribution={analytics.gradeDistribution ?? {}} />
            <ClassPerformanceChart classes={analytics.classPerformance ?? {}} />
            <SubjectPerformanceChart subjects={analytics.subjectPerformance ?? []} />
            <WeeklyAttendanceChart days={analytics.weeklyAttendance ?? []} />
            <SubjectScoresChart subjects={analytics.subjectPerformance ?? []} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <KeyInsightsPanel insights={analytics.insights ?? []} />
            <TopPerformersPanel performers={analytics.topPerformers ?? []} />
            {/* Remounted per answer: its "5 minutes ago" counts from when the answer came. */}
            <RecentActivityPanel key={dataUpdatedAt} activity={analytics.recentActivity ?? []} />
          </SimpleGrid>
        </>
      )}
      <QuickActionsPanel {...quickActions} />
    </Stack>
  );
}
