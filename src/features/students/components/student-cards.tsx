import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Student } from '@/contract/students';
import { StudentActions, type StudentRowHandlers } from '@/features/students/components/student-actions';
import { StudentNameCell } from '@/features/students/components/student-name-cell';
import { shownName } from '@/features/students/components/student-names';
import { StudentStatusBadge } from '@/features/students/components/student-status-badge';
import { useLocalName } from '@/lib/names/use-local-name';

export type StudentCardsProps = StudentRowHandlers & { students: Student[] };

/** The card view of the students list: one card per student. */
export function StudentCards({ students, ...handlers }: StudentCardsProps) {
  const { t, i18n } = useTranslation();
  const localName = useLocalName();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="sm"
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('students.list.label')}
    >
      {students.map((student) => {
        const name = shownName(student, i18n.language);
        return (
          <li key={student.id}>
            <Paper withBorder radius="md" p="sm" component="article" aria-label={name} h="100%">
              <Stack gap="xs" h="100%" justify="space-between">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <StudentNameCell student={student} />
                  <StudentStatusBadge status={student.status} />
                </Group>
                <Text size="sm" c="dimmed">
                  <Text span ff="monospace" inherit>
                    {student.admissionNo}
                  </Text>
                  {student.class ? ` · ${localName(student.class)}` : null}
                  {student.user.gender ? ` · ${t(`students.gender.${student.user.gender}`)}` : null}
                </Text>
                <StudentActions student={student} name={name} {...handlers} />
              </Stack>
            </Paper>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
