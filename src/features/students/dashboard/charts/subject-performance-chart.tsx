import { RadarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { StudentAnalytics } from '@/contract/student-analytics';
import { useChartDirection } from '@/lib/ui/chart-direction';
import { CHART_HEIGHT, ChartCard } from '@/features/students/dashboard/charts/chart-card';
import { subjectChartRows } from '@/features/students/dashboard/charts/chart-names';
import { useChartAnimation } from '@/features/students/dashboard/use-chart-animation';

export type SubjectPerformanceChartProps = { subjects: StudentAnalytics['subjectPerformance'] };

/** Subject Performance (spec §2.2): a radar of each subject's average grade. */
export function SubjectPerformanceChart({ subjects }: SubjectPerformanceChartProps) {
  const { t, i18n } = useTranslation();
  const animation = useChartAnimation();
  const chartDir = useChartDirection();
  const data = subjectChartRows(subjects, i18n.language);
  return (
    <ChartCard
      title={t('studentDashboard.charts.subjectPerformance.title')}
      description={t('studentDashboard.charts.subjectPerformance.description')}
      emptyText={t('studentDashboard.charts.subjectPerformance.empty')}
      isEmpty={subjects.length === 0}
    >
      <RadarChart
        {...chartDir.rootProps}
        h={CHART_HEIGHT}
        data={data}
        dataKey="subject"
        withTooltip
        withPolarRadiusAxis
        polarRadiusAxisProps={{ domain: [0, 100] }}
        series={[{ name: 'averageGrade', label: t('studentDashboard.series.averageGrade'), color: 'indigo.6', opacity: 0.3 }]}
        // Room around the web for long subject names on a narrow screen.
        // Subjects go clockwise from the top in LTR (recharts' 90° → −270°), anticlockwise in RTL.
        radarChartProps={{ outerRadius: '62%', ...chartDir.angles(90, -270) }}
        radarProps={animation}
      />
    </ChartCard>
  );
}
