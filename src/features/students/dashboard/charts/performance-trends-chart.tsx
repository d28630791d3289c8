import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentAnalytics } from '@/contract/student-analytics';
import { useChartDirection } from '@/lib/ui/chart-direction';
import { CHART_HEIGHT, ChartCard } from '@/features/students/dashboard/charts/chart-card';
import { hasTrendData, toTrendPoints } from '@/features/students/dashboard/charts/trend-points';
import { useChartAnimation } from '@/features/students/dashboard/use-chart-animation';
import { useDashboardFormat } from '@/features/students/dashboard/use-dashboard-format';

const CHART_TYPES = ['line', 'area', 'bar'] as const;
type TrendChartType = (typeof CHART_TYPES)[number];

export type PerformanceTrendsChartProps = { trends: StudentAnalytics['performanceTrends'] };

/** Performance Trends (spec §2.2): line by default, switchable to area or bar. */
export function PerformanceTrendsChart({ trends }: PerformanceTrendsChartProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const animation = useChartAnimation();
  const chartDir = useChartDirection();
  const [chartType, setChartType] = useState<TrendChartType>('line');
  const points = toTrendPoints(trends).map((point) => ({ ...point, label: format.pointLabel(point.label) }));
  const series = [
    { name: 'averageGrade', label: t('studentDashboard.series.averageGrade'), color: 'blue.7' },
    { name: 'attendanceRate', label: t('studentDashboard.series.attendanceRate'), color: 'teal.7' },
  ];
  const common = {
    ...chartDir.rootProps,
    h: CHART_HEIGHT,
    data: points,
    dataKey: 'label',
    series,
    withLegend: true,
    valueFormatter: format.percent,
    xAxisProps: chartDir.xAxisProps(),
    yAxisProps: chartDir.yAxisProps({ domain: [0, 100] }),
  };
  const typeLabels: Record<TrendChartType, string> = {
    line: t('studentDashboard.charts.performanceTrends.types.line'),
    area: t('studentDashboard.charts.performanceTrends.types.area'),
    bar: t('studentDashboard.charts.performanceTrends.types.bar'),
  };
  return (
    <ChartCard
      title={t('studentDashboard.charts.performanceTrends.title')}
      description={t('studentDashboard.charts.performanceTrends.description')}
      emptyText={t('studentDashboard.charts.performanceTrends.empty')}
      isEmpty={!hasTrendData(points)}
      controls={
        <SegmentedControl
          size="xs"
          aria-label={t('studentDashboard.charts.performanceTrends.type')}
          value={chartType}
          onChange={(value) => setChartType(value as TrendChartType)}
          data={CHART_TYPES.map((value) => ({ value, label: typeLabels[value] }))}
        />
      }
    >
      {chartType === 'line' && <LineChart {...common} lineProps={animation} />}
      {chartType === 'area' && <AreaChart {...common} areaProps={animation} />}
      {chartType === 'bar' && <BarChart {...common} barProps={animation} />}
    </ChartCard>
  );
}
