import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Student } from '@/contract/students';
import { StudentActions, type StudentRowHandlers } from '@/features/students/components/student-actions';
import { StudentNameCell } from '@/features/students/components/student-name-cell';
import { shownName } from '@/features/students/components/student-names';
import { StudentStatusBadge } from '@/features/students/components/student-status-badge';
import { useLocalName } from '@/lib/names/use-local-name';

export type StudentTableProps = StudentRowHandlers & { students: Student[] };

/** The table view of the students list. */
export function StudentTable({ students, ...handlers }: StudentTableProps) {
  const { t, i18n } = useTranslation();
  const localName = useLocalName();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('students.list.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('students.columns.student')}</Table.Th>
            <Table.Th scope="col">{t('students.columns.admissionNo')}</Table.Th>
            <Table.Th scope="col">{t('students.columns.class')}</Table.Th>
            <Table.Th scope="col">{t('students.columns.gender')}</Table.Th>
            <Table.Th scope="col">{t('students.columns.phone')}</Table.Th>
            <Table.Th scope="col">{t('students.columns.status')}</Table.Th>
            <Table.Th scope="col">{t('students.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((student) => {
            const name = shownName(student, i18n.language);
            return (
              <Table.Tr key={student.id} aria-label={name}>
                <Table.Td>
                  <StudentNameCell student={student} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {student.admissionNo}
                  </Text>
                </Table.Td>
                <Table.Td>{student.class ? localName(student.class) : '—'}</Table.Td>
                <Table.Td>{student.user.gender ? t(`students.gender.${student.user.gender}`) : '—'}</Table.Td>
                <Table.Td>
                  <span dir="ltr">{student.user.phone ?? '—'}</span>
                </Table.Td>
                <Table.Td>
                  <StudentStatusBadge status={student.status} />
                </Table.Td>
                <Table.Td>
                  <StudentActions student={student} name={name} {...handlers} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
