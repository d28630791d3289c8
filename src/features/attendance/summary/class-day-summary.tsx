import { Alert, Badge, Group, List, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holidayNameIn } from '@/contract/school-holidays';
import { useClassSummary } from '@/features/attendance/api/get-class-summary';
import { ReportError, ReportLoading } from '@/features/attendance/summary/report-states';
import { useReportFormat } from '@/features/attendance/summary/use-report-format';
import { schoolDay } from '@/lib/dates/school-day';
import { localFlatName } from '@/lib/names/local-record-name';
import { CalendarDateInput } from '@/lib/ui/calendar-date-input';

const END = { textAlign: 'end' } as const;

/**
 * The office's morning check: one day (today in Kabul unless chosen) with every class's marks, and
 * the classes whose register was not taken, shown first and highlighted.
 */
export function ClassDaySummary() {
  const { t, i18n } = useTranslation();
  const format = useReportFormat();
  const titleId = useId();
  const [today] = useState(() => schoolDay());
  const [date, setDate] = useState(today);
  const [draft, setDraft] = useState(today);
  const query = useClassSummary(date);
  const summary = query.data;

  const dayPicker = (
    <CalendarDateInput
      label={t('attendanceReports.day.date')}
      value={draft}
      max={today}
      onChange={(next) => {
        setDraft(next);
        // A cleared or half-typed field keeps the day shown until it is a whole date again.
        if (/^\d{4}-\d{2}-\d{2}$/.test(next)) setDate(next);
      }}
      w={180}
    />
  );

  let body;
  if (query.isPending) {
    body = <ReportLoading label={t('attendanceReports.day.loading')} />;
  } else if (!summary) {
    body = (
      <ReportError
        title={t('attendanceReports.day.errorTitle')}
        fallback={t('attendanceReports.day.errorFallback')}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    const shownDay = format.day(summary.from);
    body = (
      <Stack gap="sm" aria-busy={query.isFetching}>
        {query.isError ? (
          <ReportError
            title={t('attendanceReports.day.errorTitle')}
            fallback={t('attendanceReports.day.errorFallback')}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : null}
        {summary.classes.length === 0 ? (
          <Text c="dimmed">{t('attendanceReports.day.noClasses')}</Text>
        ) : summary.schoolDays === 0 ? (
          // A weekend day or a holiday: no register is expected, so no class is "not marked".
          <Alert color="gray" variant="light" title={t('schoolDays.summary.closed', { date: shownDay })}>
            {summary.nonSchoolDays
              .map((day) => (day.reason === 'HOLIDAY' ? t('schoolDays.summary.holiday', { name: day.holiday ? holidayNameIn(day.holiday, i18n.language) : '' }) : t('schoolDays.summary.weekend')))
              .join(' · ')}
          </Alert>
        ) : summary.notMarked.length > 0 ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('attendanceReports.day.notMarkedTitle', { count: summary.notMarked.length, countText: format.count(summary.notMarked.length) })}>
            <List size="sm" aria-label={t('attendanceReports.day.notMarkedList')}>
              {summary.notMarked.map((item) => (
                <List.Item key={item.classId}>{localFlatName(item, 'class', i18n.language)}</List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          <Alert color="green" variant="light">
            {t('attendanceReports.day.allMarked', { date: shownDay })}
          </Alert>
        )}
        {summary.classes.length > 0 ? (
          <ScrollArea type="auto">
            <Table striped verticalSpacing={4} fz="sm" miw={640} aria-labelledby={titleId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('attendanceReports.day.class')}</Table.Th>
                  <Table.Th scope="col" style={END}>{t('attendanceReports.day.students')}</Table.Th>
                  <Table.Th scope="col">{t('attendanceReports.day.marked')}</Table.Th>
                  <Table.Th scope="col" style={END}>{t('attendanceReports.status.present')}</Table.Th>
                  <Table.Th scope="col" style={END}>{t('attendanceReports.status.absent')}</Table.Th>
                  <Table.Th scope="col" style={END}>{t('attendanceReports.status.late')}</Table.Th>
                  <Table.Th scope="col" style={END}>{t('attendanceReports.status.excused')}</Table.Th>
                  <Table.Th scope="col" style={END}>{t('attendanceReports.rate')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.classes.map((row) => (
                  <Table.Tr key={row.classId ?? 'none'} bg={row.marked || summary.schoolDays === 0 ? undefined : 'var(--mantine-color-orange-light)'}>
                    <Table.Th scope="row" fw={500}>
                      {localFlatName(row, 'class', i18n.language) || t('attendanceReports.day.noClass')}
                    </Table.Th>
                    <Table.Td style={END}>{format.count(row.students)}</Table.Td>
                    <Table.Td>
                      {row.marked ? (
                        <Badge color="green" variant="light">{t('attendanceReports.day.markedYes', { count: row.marks, countText: format.count(row.marks) })}</Badge>
                      ) : summary.schoolDays === 0 ? (
                        '–'
                      ) : (
                        <Badge color="orange" variant="filled">{t('attendanceReports.day.notMarked')}</Badge>
                      )}
                    </Table.Td>
                    <Table.Td style={END}>{format.count(row.present)}</Table.Td>
                    <Table.Td style={END}>{format.count(row.absent)}</Table.Td>
                    <Table.Td style={END}>{format.count(row.late)}</Table.Td>
                    <Table.Td style={END}>{format.count(row.excused)}</Table.Td>
                    <Table.Td style={END}>{row.marks > 0 ? format.rate(row.rate) : '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row">{t('attendanceReports.total')}</Table.Th>
                  <Table.Td style={END}>{format.count(summary.classes.reduce((sum, row) => sum + row.students, 0))}</Table.Td>
                  <Table.Td>{t('attendanceReports.day.classesMarked', { marked: format.count(summary.classes.filter((row) => row.marked).length), total: format.count(summary.classes.length) })}</Table.Td>
                  <Table.Td style={END}>{format.count(summary.totals.present)}</Table.Td>
                  <Table.Td style={END}>{format.count(summary.totals.absent)}</Table.Td>
                  <Table.Td style={END}>{format.count(summary.totals.late)}</Table.Td>
                  <Table.Td style={END}>{format.count(summary.totals.excused)}</Table.Td>
                  <Table.Td style={END} fw={700}>{summary.totals.marks > 0 ? format.rate(summary.totals.rate) : '–'}</Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </ScrollArea>
        ) : null}
      </Stack>
    );
  }

  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={3} size="h5" id={titleId}>
              {t('attendanceReports.day.title', { date: format.day(summary?.from ?? date) })}
            </Title>
            <Text size="xs" c="dimmed">
              {t('attendanceReports.day.description')}
            </Text>
          </div>
          {dayPicker}
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
