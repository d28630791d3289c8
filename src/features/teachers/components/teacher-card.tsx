import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { teacherFullName, type Teacher } from '@/contract/teachers';
import { PersonName } from '@/lib/ui/person-name';
import { TeacherAvatar } from '@/features/teachers/components/teacher-avatar';
import { TeacherStatusBadge } from '@/features/teachers/components/teacher-status-badge';
import { useTeacherFormat } from '@/features/teachers/hooks/use-teacher-format';

/** What a card can do; an absent handler hides its button (the user may not). */
export type TeacherCardHandlers = {
  onEdit?: (teacher: Teacher) => void;
  onDelete?: (teacher: Teacher) => void;
};

export type TeacherCardProps = TeacherCardHandlers & {
  teacher: Teacher;
  /** Select mode: a checkbox, ticked when chosen. */
  selecting: boolean;
  selected: boolean;
  onToggleSelected: (teacher: Teacher) => void;
};

/** `ltr`: an email or phone number, kept left-to-right in Dari and Pashto (else "+93 70…" comes out scrambled). */
function Detail({ label, value, ltr = false }: { label: string; value: string; ltr?: boolean }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text
        size="sm"
        truncate="end"
        title={value}
        dir={ltr ? 'ltr' : undefined}
        // Aligned with the label (the card's start), cut at the value's own end when too long.
        style={ltr ? { textAlign: 'match-parent' } : undefined}
      >
        {value}
      </Text>
    </div>
  );
}

/** One teacher of the card grid (spec part 2 §2.3). */
export function TeacherCard({ teacher, selecting, selected, onToggleSelected, onEdit, onDelete }: TeacherCardProps) {
  const { t } = useTranslation();
  const format = useTeacherFormat();
  const name = teacherFullName(teacher);
  const notSet = t('teachers.card.notSet');
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={name} h="100%" bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {selecting ? (
              <Checkbox
                checked={selected}
                onChange={() => onToggleSelected(teacher)}
                aria-label={t('teachers.card.select', { name })}
              />
            ) : null}
            <TeacherAvatar teacher={teacher} name={name} />
            <div style={{ minWidth: 0 }}>
              {/* In Dari and Pashto the Dari name leads (src/lib/names/localized-name.ts). */}
              <PersonName latin={name} dari={teacher.dariName} fallback={name} />
              <Text size="xs" c="dimmed" ff="monospace" aria-label={`${t('teachers.card.employeeId')}: ${teacher.employeeId}`}>
                {teacher.employeeId}
              </Text>
            </div>
          </Group>
          <TeacherStatusBadge status={teacher.status} />
        </Group>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
          <Detail label={t('teachers.card.department')} value={teacher.department ?? notSet} />
          <Detail label={t('teachers.card.subject')} value={teacher.subject ?? notSet} />
          <Detail label={t('teachers.card.email')} value={teacher.email ?? notSet} ltr={teacher.email !== null} />
          <Detail label={t('teachers.card.mobile')} value={teacher.mobile ?? notSet} ltr={teacher.mobile !== null} />
          <Detail
            label={t('teachers.card.experience')}
            value={teacher.experience === null ? notSet : t('teachers.card.experienceYears', { count: teacher.experience })}
          />
          <Detail label={t('teachers.card.salary')} value={teacher.salary === null ? notSet : format.salary(teacher.salary)} />
        </SimpleGrid>
        {onEdit || onDelete ? (
          <Group gap={6} justify="flex-end">
            {onEdit ? (
              <Button size="compact-sm" variant="light" leftSection={<IconEdit size={14} aria-hidden />} onClick={() => onEdit(teacher)}>
                {t('teachers.card.edit')}
              </Button>
            ) : null}
            {onDelete ? (
              <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => onDelete(teacher)}>
                {t('teachers.card.delete')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
