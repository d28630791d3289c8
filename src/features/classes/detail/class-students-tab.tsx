import { Alert, Badge, Loader, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api/api-error-text';
import { useClassStudents } from '@/features/classes/api/get-class-students';

/** The class's students (GET /students?classId), by name, with roll number and status. */
export function ClassStudentsTab({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const students = useClassStudents(classId, true);
  if (students.isPending) return <Loader size="sm" aria-label={t('classes.students.loading')} />;
  if (students.isError) {
    return (
      <Alert role="alert" color="red" variant="light">
        {apiErrorText(students.error, t('classes.students.failed'))}
      </Alert>
    );
  }
  if (students.data.length === 0) return <Text c="dimmed">{t('classes.students.empty')}</Text>;
  return (
    <ScrollArea type="auto">
      <Table striped fz="sm" aria-label={t('classes.students.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('classes.students.name')}</Table.Th>
            <Table.Th>{t('classes.students.admissionNo')}</Table.Th>
            <Table.Th>{t('classes.students.rollNo')}</Table.Th>
            <Table.Th>{t('classes.students.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.data.map((student) => (
            <Table.Tr key={student.id}>
              <Table.Th scope="row" fw={500}>
                {student.name}
              </Table.Th>
              <Table.Td>{student.admissionNo}</Table.Td>
              <Table.Td>{student.rollNo ?? '—'}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={student.status === 'ACTIVE' ? 'teal' : 'gray'}>
                  {t(`classes.students.statuses.${student.status}`, { defaultValue: student.status })}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
