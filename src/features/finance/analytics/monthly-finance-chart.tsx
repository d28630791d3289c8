import { CompositeChart } from '@mantine/charts';
import { Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinanceMonth } from '@/contract/finance-analytics';
import { dateFormat, intlLocale } from '@/lib/dates/calendar-format';
import { useChartDirection } from '@/lib/ui/chart-direction';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';

/**
 * "2026-03" → that month in the UI language ("Mar 2026"). The server totals Gregorian months, so
 * they are named in the Gregorian calendar even for a Solar Hijri reader (in Dari or Pashto, with
 * their digits): a Solar Hijri name would cover other days than the totals.
 */
function useMonthLabel() {
  const { i18n } = useTranslation();
  const format = dateFormat(intlLocale(i18n.language, 'gregorian'), { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (month: string) => {
    const [year, number] = month.split('-').map(Number);
    return Number.isInteger(year) && Number.isInteger(number) ? format.format(new Date(Date.UTC(year, number - 1, 1))) : month;
  };
}

/**
 * Revenue, expenses and payroll per month as bars, the net as a line. The drawing says nothing to
 * a screen reader, so the same figures follow as a table.
 */
export function MonthlyFinanceChart({ months }: { months: readonly FinanceMonth[] }) {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const reduceMotion = useReducedMotion();
  const chartDir = useChartDirection();
  const monthLabel = useMonthLabel();
  const titleId = useId();
  const data = months.map((month) => ({ ...month, label: monthLabel(month.month) }));
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5" id={titleId}>
            {t('finance.analytics.monthlyTitle')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('finance.analytics.monthlyDescription')}
          </Text>
        </div>
        <CompositeChart
          {...chartDir.rootProps}
          h={300}
          data={data}
          dataKey="label"
          withLegend
          valueFormatter={format.money}
          xAxisProps={chartDir.xAxisProps()}
          yAxisProps={chartDir.yAxisProps({ width: 90 })}
          series={[
            { name: 'revenue', label: t('finance.analytics.revenue'), color: 'teal.7', type: 'bar' },
            { name: 'expenses', label: t('finance.analytics.expenses'), color: 'red.7', type: 'bar' },
            { name: 'payroll', label: t('finance.analytics.payroll'), color: 'orange.7', type: 'bar' },
            { name: 'net', label: t('finance.analytics.net'), color: 'indigo.7', type: 'line' },
          ]}
          barProps={{ isAnimationActive: !reduceMotion }}
          lineProps={{ isAnimationActive: !reduceMotion }}
          // Hidden from assistive technology (the table below holds the figures): no tab stop either.
          composedChartProps={{ accessibilityLayer: false }}
          aria-hidden
        />
        <ScrollArea type="auto">
          <Table striped verticalSpacing={4} fz="sm" miw={520} aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('finance.analytics.month')}</Table.Th>
                <Table.Th style={{ textAlign: 'end' }}>{t('finance.analytics.revenue')}</Table.Th>
                <Table.Th style={{ textAlign: 'end' }}>{t('finance.analytics.expenses')}</Table.Th>
                <Table.Th style={{ textAlign: 'end' }}>{t('finance.analytics.payroll')}</Table.Th>
                <Table.Th style={{ textAlign: 'end' }}>{t('finance.analytics.net')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((month) => (
                <Table.Tr key={month.month}>
                  <Table.Th scope="row" fw={500}>
                    {month.label}
                  </Table.Th>
                  <Table.Td style={{ textAlign: 'end' }}>{format.money(month.revenue)}</Table.Td>
                  <Table.Td style={{ textAlign: 'end' }}>{format.money(month.expenses)}</Table.Td>
                  <Table.Td style={{ textAlign: 'end' }}>{format.money(month.payroll)}</Table.Td>
                  <Table.Td style={{ textAlign: 'end' }} c={month.net < 0 ? 'red.9' : undefined}>
                    {format.money(month.net)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Stack>
    </Paper>
  );
}
