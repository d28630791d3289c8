import { BarChart } from '@mantine/charts';
import { Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_STATUSES, type AttendanceDay } from '@/contract/attendance';
import { useChartDirection } from '@/lib/ui/chart-direction';
import { COUNT_AXIS_PROPS } from '@/lib/ui/count-axis';
import { STATUS_KEYS } from '@/features/attendance/components/attendance-status-style';
import { useReportFormat } from '@/features/attendance/summary/use-report-format';

/** The chart's bar colours: the matrix's hues, a lighter shade for filled bars. */
const BAR_COLOURS = { present: 'green.7', absent: 'red.7', late: 'orange.6', excused: 'blue.6' } as const;
const END = { textAlign: 'end' } as const;

/**
 * Each day's marks as stacked bars (present, late, excused, absent). The drawing says nothing to a
 * screen reader, so the same figures follow as a table with each day's rate.
 */
export function AttendanceTrendChart({ days }: { days: readonly AttendanceDay[] }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const reduceMotion = useReducedMotion();
  const chartDir = useChartDirection();
  const titleId = useId();
  const data = days.map((day) => ({ ...day, label: format.shortDay(day.date) }));
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5" id={titleId}>
            {t('attendanceReports.trend.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('attendanceReports.trend.description')}
          </Text>
        </div>
        {days.length === 0 ? (
          <Text c="dimmed">{t('attendanceReports.trend.empty')}</Text>
        ) : (
          <>
            <BarChart
              {...chartDir.rootProps}
              h={280}
              data={data}
              dataKey="label"
              type="stacked"
              withLegend
              valueFormatter={format.count}
              xAxisProps={chartDir.xAxisProps()}
              yAxisProps={chartDir.yAxisProps(COUNT_AXIS_PROPS)}
              series={ATTENDANCE_STATUSES.map((status) => ({
                name: STATUS_KEYS[status],
                label: t(`attendanceReports.status.${STATUS_KEYS[status]}`),
                color: BAR_COLOURS[STATUS_KEYS[status]],
              }))}
              barProps={{ isAnimationActive: !reduceMotion }}
              // Hidden from screen readers (the table below says the same), so no tab stop either.
              barChartProps={{ accessibilityLayer: false }}
              aria-hidden
            />
            <ScrollArea type="auto" mah={320}>
              <Table striped stickyHeader verticalSpacing={4} fz="sm" miw={520} aria-labelledby={titleId}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('attendanceReports.trend.date')}</Table.Th>
                    {ATTENDANCE_STATUSES.map((status) => (
                      <Table.Th key={status} scope="col" style={END}>
                        {t(`attendanceReports.status.${STATUS_KEYS[status]}`)}
                      </Table.Th>
                    ))}
                    <Table.Th scope="col" style={END}>{t('attendanceReports.rate')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {days.map((day) => (
                    <Table.Tr key={day.date}>
                      <Table.Th scope="row" fw={500}>
                        {format.day(day.date)}
                      </Table.Th>
                      {ATTENDANCE_STATUSES.map((status) => (
                        <Table.Td key={status} style={END}>
                          {format.count(day[STATUS_KEYS[status]])}
                        </Table.Td>
                      ))}
                      <Table.Td style={END}>{format.rate(day.rate)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          </>
        )}
      </Stack>
    </Paper>
  );
}
