import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCheck, IconPlayerPause, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type TeacherSelectionBarProps = {
  selectedCount: number;
  onSelectAll: () => void;
  onClear: () => void;
  /** Absent when the user may not update teachers. */
  onSetActive?: () => void;
  onSetInactive?: () => void;
  /** Absent when the user may not delete teachers. */
  onDelete?: () => void;
  busy: boolean;
};

/** Select mode's bar: Select all, Clear, the count and the bulk actions (spec part 2 §2.3, §4). */
export function TeacherSelectionBar({ selectedCount, onSelectAll, onClear, onSetActive, onSetInactive, onDelete, busy }: TeacherSelectionBarProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xs" role="toolbar" aria-label={t('teachers.select.start')}>
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Group gap="xs">
          <Button size="compact-sm" variant="default" onClick={onSelectAll}>
            {t('teachers.select.all')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={onClear}>
            {t('teachers.select.clear')}
          </Button>
          <Text size="sm" c="dimmed" role="status">
            {t('teachers.select.count', { count: selectedCount })}
          </Text>
        </Group>
        <Group gap="xs">
          {onSetActive ? (
            <Button size="compact-sm" variant="light" color="teal" leftSection={<IconCheck size={14} aria-hidden />} onClick={onSetActive} disabled={busy}>
              {t('teachers.select.setActive')}
            </Button>
          ) : null}
          {onSetInactive ? (
            <Button size="compact-sm" variant="light" color="gray" leftSection={<IconPlayerPause size={14} aria-hidden />} onClick={onSetInactive} disabled={busy}>
              {t('teachers.select.setInactive')}
            </Button>
          ) : null}
          {onDelete ? (
            <Button size="compact-sm" variant="light" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={onDelete} disabled={busy}>
              {t('teachers.select.delete')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
