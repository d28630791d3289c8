import { Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendanceAnalytics } from '@/contract/attendance';
import { useReportFormat } from '@/features/attendance/summary/use-report-format';
import { localFlatName } from '@/lib/names/local-record-name';

const END = { textAlign: 'end' } as const;

/** The students with the most ABSENT marks in the range (the server sends at most ten). */
export function TopAbsentees({ students }: { students: AttendanceAnalytics['topAbsentees'] }) {
  const { t, i18n } = useTranslation();
  const format = useReportFormat();
  const titleId = useId();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t('attendanceReports.absentees.title')}
        </Title>
        {students.length === 0 ? (
          <Text c="dimmed">{t('attendanceReports.absentees.empty')}</Text>
        ) : (
          <ScrollArea type="auto">
            <Table striped verticalSpacing={4} fz="sm" miw={480} aria-labelledby={titleId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('attendanceReports.absentees.student')}</Table.Th>
                  <Table.Th scope="col">{t('attendanceReports.absentees.admissionNo')}</Table.Th>
                  <Table.Th scope="col">{t('attendanceReports.absentees.class')}</Table.Th>
                  <Table.Th scope="col" style={END}>{t('attendanceReports.absentees.absences')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {students.map((student) => (
                  <Table.Tr key={student.studentId}>
                    <Table.Th scope="row" fw={500}>
                      {student.studentName}
                    </Table.Th>
                    <Table.Td>{student.admissionNo}</Table.Td>
                    <Table.Td>{localFlatName(student, 'class', i18n.language) || t('attendanceReports.day.noClass')}</Table.Td>
                    <Table.Td style={END}>
                      {t('attendanceReports.absentees.ofMarks', { absences: format.count(student.absences), marks: format.count(student.marks) })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
    </Paper>
  );
}
