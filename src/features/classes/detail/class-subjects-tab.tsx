import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClassDetail } from '@/contract/classes';
import { useLocalName } from '@/lib/names/use-local-name';

/** The subjects taught in the class and by whom (from GET /classes/{id}). */
export function ClassSubjectsTab({ schoolClass }: { schoolClass: ClassDetail }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  if (schoolClass.subjects.length === 0) return <Text c="dimmed">{t('classes.subjects.empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ul" style={{ listStyle: 'none', paddingInlineStart: 0, margin: 0 }}>
      {schoolClass.subjects.map(({ subject, teachers }) => (
        <Paper key={subject.id} component="li" withBorder p="sm" radius="md">
          <Text fw={600}>{localName(subject)}</Text>
          <Text size="xs" c="dimmed">
            {subject.code}
          </Text>
          <Text size="sm" mt={4}>
            {teachers.length === 0 ? t('classes.subjects.noTeacher') : t('classes.subjects.teachers', { names: teachers.map((teacher) => teacher.name).join(', ') })}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
