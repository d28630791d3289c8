import { ActionIcon, Group, Paper, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@/contract/classes';
import { labelledRoom } from '@/lib/names/room';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { useLocalName } from '@/lib/names/use-local-name';

export type ClassCardProps = { schoolClass: SchoolClass; onOpen: () => void; onEdit?: () => void; onDelete?: () => void };

/** How full the class is, in percent (over 100 when it holds more than its capacity). */
export function fillPercent(schoolClass: Pick<SchoolClass, 'studentCount' | 'capacity'>): number | null {
  return schoolClass.capacity ? Math.round((schoolClass.studentCount / schoolClass.capacity) * 100) : null;
}

/** One class in the list: an article named by the class; the name opens its detail. */
export function ClassCard({ schoolClass, onOpen, onEdit, onDelete }: ClassCardProps) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { locale: roomLocale } = useFormatLocale();
  const titleId = useId();
  const fill = fillPercent(schoolClass);
  const gradeSection = [
    schoolClass.grade === null ? null : t('classes.list.grade', { grade: schoolClass.grade }),
    schoolClass.section ? t('classes.list.section', { section: schoolClass.section }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <UnstyledButton onClick={onOpen} style={{ minInlineSize: 0 }}>
            <Text id={titleId} fw={700} truncate>
              {localName(schoolClass)}
            </Text>
            <Text size="sm" c="dimmed">
              {schoolClass.code}
            </Text>
          </UnstyledButton>
          <Group gap={4} wrap="nowrap">
            {onEdit ? (
              <ActionIcon variant="subtle" onClick={onEdit} aria-label={t('classes.list.edit')}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            ) : null}
            {onDelete ? (
              <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={t('classes.list.delete')}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
        </Group>
        {gradeSection ? <Text size="sm">{gradeSection}</Text> : null}
        <Text size="sm">{labelledRoom(schoolClass.room, (room) => t('classes.list.room', { room }), roomLocale) ?? t('classes.list.room', { room: t('classes.list.none') })}</Text>
        <Text size="sm">{t('classes.list.classTeacher', { name: schoolClass.classTeacher?.name ?? t('classes.list.notAssigned') })}</Text>
        <div>
          <Text size="sm">
            {schoolClass.capacity === null
              ? t('classes.list.studentsNoCapacity', { count: schoolClass.studentCount })
              : t('classes.list.studentsOfCapacity', { count: schoolClass.studentCount, capacity: schoolClass.capacity })}
          </Text>
          {fill !== null ? (
            <Progress
              value={Math.min(fill, 100)}
              color={fill >= 100 ? 'red' : fill >= 90 ? 'orange' : 'teal'}
              size="sm"
              mt={4}
              aria-label={t('classes.list.fill', { percent: fill })}
            />
          ) : null}
        </div>
      </Stack>
    </Paper>
  );
}
