import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { StudentAnalytics } from '@/contract/student-analytics';
import { useChartDirection } from '@/lib/ui/chart-direction';
import { CHART_HEIGHT, ChartCard } from '@/features/students/dashboard/charts/chart-card';
import { subjectChartRows } from '@/features/students/dashboard/charts/chart-names';
import { useChartAnimation } from '@/features/students/dashboard/use-chart-animation';
import { useDashboardFormat } from '@/features/students/dashboard/use-dashboard-format';

export type SubjectScoresChartProps = { subjects: StudentAnalytics['subjectPerformance'] };

const ROW_HEIGHT = 32;

/** Subject Scores (spec §2.2): each subject's average score as a bar, best first, one row per subject so every name shows. */
export function SubjectScoresChart({ subjects }: SubjectScoresChartProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const animation = useChartAnimation();
  const chartDir = useChartDirection();
  const data = subjectChartRows(subjects, format.language).sort((a, b) => b.averageGrade - a.averageGrade);
  return (
    <ChartCard
      title={t('studentDashboard.charts.subjectScores.title')}
      description={t('studentDashboard.charts.subjectScores.description')}
      emptyText={t('studentDashboard.charts.subjectScores.empty')}
      isEmpty={data.length === 0}
    >
      <BarChart
        {...chartDir.rootProps}
        h={Math.max(CHART_HEIGHT, data.length * ROW_HEIGHT)}
        data={data}
        dataKey="subject"
        orientation="vertical"
        valueFormatter={format.percent}
        // Horizontal bars: in RTL they grow from the right, the subject names on the right.
        xAxisProps={chartDir.xAxisProps({ domain: [0, 100] })}
        yAxisProps={chartDir.yAxisProps({ width: 96, interval: 0 })}
        gridAxis="y"
        series={[{ name: 'averageGrade', label: t('studentDashboard.series.averageGrade'), color: 'violet.7' }]}
        barProps={animation}
        maxBarWidth={24}
      />
    </ChartCard>
  );
}
