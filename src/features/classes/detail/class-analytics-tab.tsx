import { BarChart, LineChart } from '@mantine/charts';
import { Alert, Loader, Paper, Progress, ScrollArea, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GRADE_SCALE } from '@/contract/student-analytics';
import { apiErrorText } from '@/lib/api/api-error-text';
import { useChartDirection } from '@/lib/ui/chart-direction';
import { dateFormat } from '@/lib/dates/calendar-format';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { useClassAnalytics } from '@/features/classes/api/get-class-detail';
import { useLocalName } from '@/lib/names/use-local-name';

function Section({ title, children }: { title: string; children: (titleId: string) => ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {title}
        </Title>
        {children(titleId)}
      </Stack>
    </Paper>
  );
}

/**
 * Subject averages (bars), weekly attendance (a line) and the grade distribution. The drawings say
 * nothing to a screen reader, so each is followed by the same figures as a table.
 */
export function ClassAnalyticsTab({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { locale } = useFormatLocale();
  const reduceMotion = useReducedMotion();
  const chartDir = useChartDirection();
  const analytics = useClassAnalytics(classId);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  // A week's first day in the reader's calendar ("Mar 2", "۱۱ حوت"); a calendar day, so read in UTC.
  const weekFormat = dateFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  if (analytics.isPending) return <Loader size="sm" aria-label={t('classes.analytics.loading')} />;
  if (analytics.isError) {
    return (
      <Alert role="alert" color="red" variant="light">
        {apiErrorText(analytics.error, t('classes.analytics.failed'))}
      </Alert>
    );
  }
  const { subjectAverages, attendanceTrend, gradeDistribution } = analytics.data;
  const percent = (value: number) => t('classes.figures.percent', { value: number.format(value) });
  const weeks = attendanceTrend.map((week) => ({ ...week, label: weekFormat.format(new Date(`${week.weekStart}T00:00:00Z`)) }));
  const graded = GRADE_SCALE.reduce((sum, label) => sum + gradeDistribution[label], 0);

  return (
    <Stack gap="md">
      <Section title={t('classes.analytics.subjectAverages')}>
        {(titleId) =>
          subjectAverages.length === 0 ? (
            <Text c="dimmed">{t('classes.analytics.noGrades')}</Text>
          ) : (
            <>
              <BarChart
                {...chartDir.rootProps}
                h={260}
                data={subjectAverages}
                dataKey="code"
                series={[{ name: 'average', label: t('classes.analytics.average'), color: 'indigo.6' }]}
                xAxisProps={chartDir.xAxisProps()}
                yAxisProps={chartDir.yAxisProps({ domain: [0, 100] })}
                valueFormatter={percent}
                barProps={{ isAnimationActive: !reduceMotion }}
                // Hidden from assistive technology (the table below holds the figures): no tab stop either.
                barChartProps={{ accessibilityLayer: false }}
                aria-hidden
              />
              <ScrollArea type="auto">
                <Table striped fz="sm" aria-labelledby={titleId}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('classes.analytics.subject')}</Table.Th>
                      <Table.Th style={{ textAlign: 'end' }}>{t('classes.analytics.average')}</Table.Th>
                      <Table.Th style={{ textAlign: 'end' }}>{t('classes.analytics.gradeCount')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {subjectAverages.map((subject) => (
                      <Table.Tr key={subject.id}>
                        <Table.Th scope="row" fw={500}>
                          {localName(subject)} ({subject.code})
                        </Table.Th>
                        <Table.Td style={{ textAlign: 'end' }}>{percent(subject.average)}</Table.Td>
                        <Table.Td style={{ textAlign: 'end' }}>{number.format(subject.gradeCount)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            </>
          )
        }
      </Section>
      <Section title={t('classes.analytics.attendanceTrend', { count: weeks.length })}>
        {(titleId) => (
          <>
            <LineChart
              {...chartDir.rootProps}
              h={240}
              data={weeks}
              dataKey="label"
              series={[{ name: 'rate', label: t('classes.analytics.rate'), color: 'teal.7' }]}
              xAxisProps={chartDir.xAxisProps()}
              yAxisProps={chartDir.yAxisProps({ domain: [0, 100] })}
              valueFormatter={percent}
              lineProps={{ isAnimationActive: !reduceMotion }}
              lineChartProps={{ accessibilityLayer: false }}
              aria-hidden
            />
            <ScrollArea type="auto">
              <Table striped fz="sm" miw={420} aria-labelledby={titleId}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('classes.analytics.week')}</Table.Th>
                    <Table.Th style={{ textAlign: 'end' }}>{t('classes.analytics.rate')}</Table.Th>
                    <Table.Th style={{ textAlign: 'end' }}>{t('classes.analytics.present')}</Table.Th>
                    <Table.Th style={{ textAlign: 'end' }}>{t('classes.analytics.marks')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {weeks.map((week) => (
                    <Table.Tr key={week.weekStart}>
                      <Table.Th scope="row" fw={500}>
                        {week.label}
                      </Table.Th>
                      <Table.Td style={{ textAlign: 'end' }}>{week.marks === 0 ? '—' : percent(week.rate)}</Table.Td>
                      <Table.Td style={{ textAlign: 'end' }}>{number.format(week.present)}</Table.Td>
                      <Table.Td style={{ textAlign: 'end' }}>{number.format(week.marks)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          </>
        )}
      </Section>
      <Section title={t('classes.analytics.gradeDistribution')}>
        {(titleId) =>
          graded === 0 ? (
            <Text c="dimmed">{t('classes.analytics.noGrades')}</Text>
          ) : (
            <Table fz="sm" aria-labelledby={titleId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('classes.analytics.gradeLabel')}</Table.Th>
                  <Table.Th style={{ textAlign: 'end' }}>{t('classes.analytics.studentCount')}</Table.Th>
                  <Table.Th w="50%">
                    <VisuallyHidden>{t('classes.analytics.share')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {GRADE_SCALE.map((label) => (
                  <Table.Tr key={label}>
                    <Table.Th scope="row">{label}</Table.Th>
                    <Table.Td style={{ textAlign: 'end' }}>{number.format(gradeDistribution[label])}</Table.Td>
                    <Table.Td>
                      <Progress value={(gradeDistribution[label] / graded) * 100} aria-hidden />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </Section>
    </Stack>
  );
}
