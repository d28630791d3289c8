import { PieChart, type PieChartCell } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GRADE_SCALE, type StudentAnalytics } from '@/contract/student-analytics';
import { useChartDirection } from '@/lib/ui/chart-direction';
import { ChartCard } from '@/features/students/dashboard/charts/chart-card';
import { useChartAnimation } from '@/features/students/dashboard/use-chart-animation';
import { useDashboardFormat } from '@/features/students/dashboard/use-dashboard-format';

const GRADE_COLORS: Record<string, string> = {
  'A+': 'green.8',
  A: 'green.6',
  'B+': 'teal.6',
  B: 'blue.6',
  'C+': 'yellow.7',
  C: 'orange.7',
  D: 'red.7',
};

/** The grade scale's bands in order (spec §9), then any label the scale lacks. */
function toCells(distribution: StudentAnalytics['gradeDistribution']): PieChartCell[] {
  const others = Object.keys(distribution).filter((grade) => !(GRADE_SCALE as readonly string[]).includes(grade));
  return [...GRADE_SCALE, ...others].map((grade) => ({ name: grade, value: distribution[grade] ?? 0, color: GRADE_COLORS[grade] ?? 'gray.6' }));
}

export type GradeDistributionChartProps = { distribution: StudentAnalytics['gradeDistribution'] };

/** Grade Distribution (spec §2.2): a pie of students per grade band, with the counts as text. */
export function GradeDistributionChart({ distribution }: GradeDistributionChartProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const animation = useChartAnimation();
  const chartDir = useChartDirection();
  const cells = toCells(distribution);
  const drawn = cells.filter((cell) => cell.value > 0);
  return (
    <ChartCard
      title={t('studentDashboard.charts.gradeDistribution.title')}
      description={t('studentDashboard.charts.gradeDistribution.description')}
      emptyText={t('studentDashboard.charts.gradeDistribution.empty')}
      isEmpty={drawn.length === 0}
    >
      <Group justify="center" gap="lg" wrap="wrap">
        <PieChart
          {...chartDir.rootProps}
          // Mantine's sweep (0° → 360°, anticlockwise from 3 o'clock), mirrored in RTL.
          {...chartDir.angles(0, 360)}
          data={drawn}
          size={200}
          withTooltip
          withLabels
          labelsType="name"
          valueFormatter={format.count}
          pieProps={animation}
        />
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {cells.map((cell) => (
            <Group component="li" key={cell.name} gap="xs" wrap="nowrap">
              <ColorSwatch size={12} color={`var(--mantine-color-${cell.color.replace('.', '-')})`} aria-hidden />
              <Text size="sm">{t('studentDashboard.charts.gradeDistribution.count', { grade: cell.name, count: cell.value })}</Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </ChartCard>
  );
}
