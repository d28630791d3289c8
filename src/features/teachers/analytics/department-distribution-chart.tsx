import { BarChart } from '@mantine/charts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherDepartmentStat } from '@/contract/teachers';
import { useChartDirection } from '@/lib/ui/chart-direction';
import { COUNT_AXIS_PROPS } from '@/lib/ui/count-axis';
import { useTeacherFormat } from '@/features/teachers/hooks/use-teacher-format';

export type DepartmentDistributionChartProps = { departments: readonly TeacherDepartmentStat[] };

/**
 * Department Distribution (spec part 2 §2.3): teachers per department, largest first. The drawing
 * says nothing to a screen reader, so the same figures follow as a visually plain list.
 */
export function DepartmentDistributionChart({ departments }: DepartmentDistributionChartProps) {
  const { t } = useTranslation();
  const format = useTeacherFormat();
  const reduceMotion = useReducedMotion();
  const chartDir = useChartDirection();
  const titleId = useId();
  const descriptionId = useId();
  const data = [...departments]
    .sort((a, b) => b.count - a.count || a.department.localeCompare(b.department))
    .map((entry) => ({ department: entry.department, count: entry.count }));
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId} aria-describedby={descriptionId}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5" id={titleId}>
            {t('teachers.analytics.departmentDistribution')}
          </Title>
          <Text size="xs" c="dimmed" id={descriptionId}>
            {t('teachers.analytics.departmentDistributionDescription')}
          </Text>
        </div>
        <BarChart
          {...chartDir.rootProps}
          h={Math.max(160, data.length * 36)}
          data={data}
          dataKey="department"
          orientation="vertical"
          // Horizontal bars: in RTL they grow from the right, the department names on the right.
          // The counts run along the x axis: whole numbers only.
          xAxisProps={chartDir.xAxisProps(COUNT_AXIS_PROPS)}
          yAxisProps={chartDir.yAxisProps({ width: 120 })}
          valueFormatter={format.count}
          series={[{ name: 'count', label: t('teachers.analytics.teachers'), color: 'indigo.7' }]}
          barProps={{ isAnimationActive: !reduceMotion }}
          // Hidden from assistive technology (the list below holds the counts): no tab stop either.
          barChartProps={{ accessibilityLayer: false }}
          aria-hidden
        />
        <Text component="ul" size="sm" m={0} ps="md">
          {data.map((entry) => (
            <li key={entry.department}>
              {entry.department}: {format.count(entry.count)}
            </li>
          ))}
        </Text>
      </Stack>
    </Paper>
  );
}
