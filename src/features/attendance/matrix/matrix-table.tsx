import { ScrollArea, Table, Text, useDirection, VisuallyHidden } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_STATUSES, type AttendanceStatus, type MonthlyMatrix } from '@/contract/attendance';
import { STATUS_BACKGROUNDS, STATUS_TEXT_COLORS, STATUS_KEYS } from '@/features/attendance/components/attendance-status-style';
import { useReportFormat } from '@/features/attendance/summary/use-report-format';

/** The first column stays in view while the days scroll under it (inset-inline-start: RTL too). */
const STICKY: CSSProperties = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  minInlineSize: 180,
};
/** Collapsed borders do not travel with a sticky cell, so its edge is drawn as a shadow on the end side. */
const STICKY_EDGE = { ltr: 'inset -1px 0 0 var(--mantine-color-default-border)', rtl: 'inset 1px 0 0 var(--mantine-color-default-border)' } as const;
const WEEKEND_SHADE = 'var(--mantine-color-gray-light)';
const CENTRE: CSSProperties = { textAlign: 'center', paddingInline: 4 };
const END: CSSProperties = { textAlign: 'end' };

export type MatrixTableProps = { matrix: MonthlyMatrix; caption: string };

/**
 * Students × days of one month: each cell the status's letter in its colour, named in full for
 * assistive technology ("Present on 3 March"); the school's weekend days shaded; each student's totals and rate at
 * the end; each day's counts in the footer.
 */
export function MatrixTable({ matrix, caption }: MatrixTableProps) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const { dir } = useDirection();
  const sticky: CSSProperties = { ...STICKY, boxShadow: STICKY_EDGE[dir] };
  const statusName = (status: AttendanceStatus) => t(`attendanceReports.status.${STATUS_KEYS[status]}`);
  const letter = (status: AttendanceStatus) => t(`attendanceReports.letter.${STATUS_KEYS[status]}`);
  // The server says which days are the school's weekend (its week setting).
  const weekendDays = new Set(matrix.days.filter((_, index) => matrix.weekend[index]));
  const dayStyle = (day: string): CSSProperties => (weekendDays.has(day) ? { ...CENTRE, background: WEEKEND_SHADE } : CENTRE);

  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing={6} fz="sm" style={{ inlineSize: 'max-content', minInlineSize: '100%' }}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" style={sticky}>
              {t('attendanceReports.matrix.student')}
            </Table.Th>
            {matrix.days.map((day) => (
              <Table.Th key={day} scope="col" style={dayStyle(day)}>
                <span aria-hidden title={`${format.weekday(day)} ${format.day(day)}`}>
                  <Text span display="block" fz="sm" fw={700}>
                    {format.dayNumber(day)}
                  </Text>
                  <Text span display="block" fz="xs" c="dimmed">
                    {format.weekdayInitial(day)}
                  </Text>
                </span>
                <VisuallyHidden>{`${format.weekday(day)} ${format.day(day)}`}</VisuallyHidden>
              </Table.Th>
            ))}
            {ATTENDANCE_STATUSES.map((status) => (
              <Table.Th key={status} scope="col" style={END}>
                <span aria-hidden title={statusName(status)}>
                  {letter(status)}
                </span>
                <VisuallyHidden>{statusName(status)}</VisuallyHidden>
              </Table.Th>
            ))}
            <Table.Th scope="col" style={END}>
              {t('attendanceReports.rate')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {matrix.students.map((student) => (
            <Table.Tr key={student.studentId}>
              <Table.Th scope="row" style={sticky} fw={500}>
                {student.rollNo ? (
                  <Text span c="dimmed" fz="xs" me={6}>
                    {student.rollNo}
                  </Text>
                ) : null}
                {student.studentName}
              </Table.Th>
              {student.cells.map((status, index) => {
                const day = matrix.days[index];
                const label = status
                  ? t('attendanceReports.matrix.cellLabel', { status: statusName(status), date: format.dayMonth(day) })
                  : t('attendanceReports.matrix.noMarkLabel', { date: format.dayMonth(day) });
                const style = status ? { ...CENTRE, background: STATUS_BACKGROUNDS[status] } : dayStyle(day);
                return (
                  <Table.Td key={day} style={style} aria-label={label} title={label}>
                    {status ? (
                      <Text span fw={700} fz="sm" c={STATUS_TEXT_COLORS[status]} aria-hidden>
                        {letter(status)}
                      </Text>
                    ) : null}
                  </Table.Td>
                );
              })}
              <Table.Td style={END}>{format.count(student.totals.present)}</Table.Td>
              <Table.Td style={END}>{format.count(student.totals.absent)}</Table.Td>
              <Table.Td style={END}>{format.count(student.totals.late)}</Table.Td>
              <Table.Td style={END}>{format.count(student.totals.excused)}</Table.Td>
              <Table.Td style={END} fw={600}>
                {student.totals.marks > 0 ? format.rate(student.totals.rate) : '–'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {ATTENDANCE_STATUSES.map((status) => (
            <Table.Tr key={status}>
              <Table.Th scope="row" style={sticky}>
                {statusName(status)}
              </Table.Th>
              {matrix.dayTotals.map((day) => {
                const count = day[STATUS_KEYS[status]];
                return (
                  <Table.Td key={day.date} style={dayStyle(day.date)} c={count > 0 ? STATUS_TEXT_COLORS[status] : 'dimmed'}>
                    {day.marks > 0 ? format.count(count) : ''}
                  </Table.Td>
                );
              })}
              {ATTENDANCE_STATUSES.map((column) => (
                <Table.Td key={column} style={END} fw={column === status ? 700 : undefined}>
                  {column === status ? format.count(matrix.totals[STATUS_KEYS[status]]) : ''}
                </Table.Td>
              ))}
              <Table.Td style={END} />
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row" style={sticky}>
              {t('attendanceReports.rate')}
            </Table.Th>
            {matrix.dayTotals.map((day) => (
              <Table.Td key={day.date} style={dayStyle(day.date)} fz="xs">
                {day.marks > 0 ? format.rate(day.rate) : ''}
              </Table.Td>
            ))}
            <Table.Td colSpan={ATTENDANCE_STATUSES.length} />
            <Table.Td style={END} fw={700}>
              {matrix.totals.marks > 0 ? format.rate(matrix.totals.rate) : '–'}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollArea>
  );
}
