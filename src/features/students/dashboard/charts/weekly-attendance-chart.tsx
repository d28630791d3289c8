import { AreaChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { StudentAnalytics } from '@/contract/student-analytics';
import { useChartDirection } from '@/lib/ui/chart-direction';
import { COUNT_AXIS_PROPS } from '@/lib/ui/count-axis';
import { CHART_HEIGHT, ChartCard } from '@/features/students/dashboard/charts/chart-card';
import { useChartAnimation } from '@/features/students/dashboard/use-chart-animation';
import { useDashboardFormat } from '@/features/students/dashboard/use-dashboard-format';
import { weekdayLabel } from '@/features/students/dashboard/weekday-label';

export type WeeklyAttendanceChartProps = { days: StudentAnalytics['weeklyAttendance'] };

/** Weekly Attendance Trend (spec §2.2): present, absent and late marks per weekday, stacked. */
export function WeeklyAttendanceChart({ days }: WeeklyAttendanceChartProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const animation = useChartAnimation();
  const chartDir = useChartDirection();
  const data = days.map((day) => ({ ...day, day: weekdayLabel(day.day, format.locale) }));
  const marks = days.reduce((sum, day) => sum + day.present + day.absent + day.late, 0);
  return (
    <ChartCard
      title={t('studentDashboard.charts.weeklyAttendance.title')}
      description={t('studentDashboard.charts.weeklyAttendance.description')}
      emptyText={t('studentDashboard.charts.weeklyAttendance.empty')}
      isEmpty={marks === 0}
    >
      <AreaChart
        {...chartDir.rootProps}
        h={CHART_HEIGHT}
        data={data}
        dataKey="day"
        type="stacked"
        withLegend
        valueFormatter={format.count}
        xAxisProps={chartDir.xAxisProps()}
        yAxisProps={chartDir.yAxisProps(COUNT_AXIS_PROPS)}
        series={[
          { name: 'present', label: t('studentDashboard.series.present'), color: 'green.7' },
          { name: 'absent', label: t('studentDashboard.series.absent'), color: 'red.7' },
          { name: 'late', label: t('studentDashboard.series.late'), color: 'yellow.7' },
        ]}
        areaProps={animation}
      />
    </ChartCard>
  );
}
