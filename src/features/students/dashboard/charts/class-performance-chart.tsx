import { CompositeChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_TARGET_LINE, type StudentAnalytics } from '@/contract/student-analytics';
import { useChartDirection } from '@/lib/ui/chart-direction';
import { CHART_HEIGHT, ChartCard } from '@/features/students/dashboard/charts/chart-card';
import { classChartRows } from '@/features/students/dashboard/charts/chart-names';
import { useChartAnimation } from '@/features/students/dashboard/use-chart-animation';
import { useDashboardFormat } from '@/features/students/dashboard/use-dashboard-format';

export type ClassPerformanceChartProps = { classes: StudentAnalytics['classPerformance'] };

/** Class Performance (spec §2.2): average grade as bars, attendance as a line, the Target line at 85. */
export function ClassPerformanceChart({ classes }: ClassPerformanceChartProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const animation = useChartAnimation();
  const chartDir = useChartDirection();
  const data = classChartRows(classes, format.language);
  return (
    <ChartCard
      title={t('studentDashboard.charts.classPerformance.title')}
      description={t('studentDashboard.charts.classPerformance.description')}
      emptyText={t('studentDashboard.charts.classPerformance.empty')}
      isEmpty={data.length === 0}
    >
      <CompositeChart
        {...chartDir.rootProps}
        h={CHART_HEIGHT}
        data={data}
        dataKey="className"
        withLegend
        valueFormatter={format.percent}
        xAxisProps={chartDir.xAxisProps()}
        yAxisProps={chartDir.yAxisProps({ domain: [0, 100] })}
        series={[
          { name: 'averageGrade', label: t('studentDashboard.series.averageGrade'), color: 'blue.7', type: 'bar' },
          { name: 'attendance', label: t('studentDashboard.series.attendance'), color: 'teal.7', type: 'line' },
        ]}
        referenceLines={[
          {
            y: DASHBOARD_TARGET_LINE,
            color: 'red.7',
            strokeDasharray: '4 4',
            label: t('studentDashboard.charts.classPerformance.target', { value: format.count(DASHBOARD_TARGET_LINE) }),
            // At the line's end: its right in LTR, its left once the chart is mirrored.
            labelPosition: chartDir.dir === 'rtl' ? 'insideTopLeft' : 'insideTopRight',
          },
        ]}
        barProps={animation}
        lineProps={animation}
        maxBarWidth={48}
      />
    </ChartCard>
  );
}
