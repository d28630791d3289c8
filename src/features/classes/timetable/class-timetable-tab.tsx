import { ActionIcon, Alert, Button, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassDetail, TimetableEntry } from '@/contract/classes';
import { apiErrorText } from '@/lib/api/api-error-text';
import { toLocaleDigits } from '@/lib/i18n/digits';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { labelledRoom } from '@/lib/names/room';
import { useClassTimetable, useLessonWrites } from '@/features/classes/api/timetable';
import { useClassPermissions } from '@/features/classes/components/use-class-permissions';
import { LessonFormDialog } from '@/features/classes/timetable/lesson-form-dialog';
import { useSchoolWeek } from '@/features/classes/api/get-school-week';
import { firstSchoolDay, lessonsByDay, weekDays } from '@/features/classes/timetable/school-week';
import { useLocalName } from '@/lib/names/use-local-name';

type LessonActions = { onEdit?: (lesson: TimetableEntry) => void; onDelete?: (lesson: TimetableEntry) => void };

/** A lesson's times (HH:MM, 24 hours as the school writes them) in the reader's digits. */
function useLessonTimes(lesson: TimetableEntry | null): { start: string; end: string } {
  const { locale } = useFormatLocale();
  return { start: lesson ? toLocaleDigits(lesson.startTime, locale) : '', end: lesson ? toLocaleDigits(lesson.endTime, locale) : '' };
}

function LessonItem({ lesson, onEdit, onDelete }: { lesson: TimetableEntry } & LessonActions) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { locale: roomLocale } = useFormatLocale();
  const { start, end } = useLessonTimes(lesson);
  const label = t('classes.timetable.lessonLabel', { subject: localName(lesson.subject), start, end });
  return (
    <Paper component="li" withBorder p="xs" radius="sm" aria-label={label}>
      <Group justify="space-between" wrap="nowrap" gap={4} align="flex-start">
        <div style={{ minInlineSize: 0 }}>
          <Text size="xs" c="dimmed">
            {start}–{end}
          </Text>
          <Text size="sm" fw={600}>
            {localName(lesson.subject)}
          </Text>
          {lesson.teacher ? <Text size="xs">{lesson.teacher.name}</Text> : null}
          {lesson.room?.trim() ? (
            <Text size="xs" c="dimmed">
              {labelledRoom(lesson.room, (room) => t('classes.list.room', { room }), roomLocale)}
            </Text>
          ) : null}
        </div>
        <Group gap={0} wrap="nowrap">
          {onEdit ? (
            <ActionIcon size="sm" variant="subtle" onClick={() => onEdit(lesson)} aria-label={t('classes.timetable.editLesson', { lesson: label })}>
              <IconPencil size={14} aria-hidden />
            </ActionIcon>
          ) : null}
          {onDelete ? (
            <ActionIcon size="sm" variant="subtle" color="red" onClick={() => onDelete(lesson)} aria-label={t('classes.timetable.deleteLesson', { lesson: label })}>
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}

function DayColumn({ weekday, lessons, onAdd, ...actions }: { weekday: number; lessons: TimetableEntry[]; onAdd?: (weekday: number) => void } & LessonActions) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={titleId}>
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Title order={4} size="h6" id={titleId}>
          {t(`classes.weekdays.${weekday}`)}
        </Title>
        {onAdd ? (
          <ActionIcon size="sm" variant="light" onClick={() => onAdd(weekday)} aria-label={t('classes.timetable.addOn', { day: t(`classes.weekdays.${weekday}`) })}>
            <IconPlus size={14} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
      {lessons.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('classes.timetable.noLessons')}
        </Text>
      ) : (
        <Stack component="ul" gap={6} style={{ listStyle: 'none', paddingInlineStart: 0, margin: 0 }}>
          {lessons.map((lesson) => (
            <LessonItem key={lesson.id} lesson={lesson} {...actions} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function DeleteLessonDialog({ classId, lesson, onClose }: { classId: number; lesson: TimetableEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { remove } = useLessonWrites(classId);
  const times = useLessonTimes(lesson);
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={lesson !== null} onClose={close} title={t('classes.timetable.deleteTitle')} size="sm">
      <Stack gap="md">
        <Text>
          {lesson
            ? t('classes.timetable.deleteConfirm', { subject: localName(lesson.subject), day: t(`classes.weekdays.${lesson.weekday}`), ...times })
            : null}
        </Text>
        {remove.isError ? (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {apiErrorText(remove.error, t('classes.timetable.deleteFailed'))}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            onClick={() => lesson && remove.mutate(lesson.id, { onSuccess: () => (remove.reset(), onClose()) })}
          >
            {t('classes.timetable.deleteButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The class's week from the school's first day, its weekend days left out unless a lesson is on
 * them (the school week setting; Saturday to Thursday by default): one column per day on a wide
 * screen, the days one under the other on a phone. Adding needs class:create, editing
 * class:update, removing class:delete (the server's /timetables rules).
 */
export function ClassTimetableTab({ schoolClass }: { schoolClass: ClassDetail }) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 62em)');
  const timetable = useClassTimetable(schoolClass.id);
  const week = useSchoolWeek();
  const { canCreate, canUpdate, canDelete } = useClassPermissions();
  const [form, setForm] = useState<{ lesson: TimetableEntry | null; weekday: number } | null>(null);
  const [removing, setRemoving] = useState<TimetableEntry | null>(null);

  // The days wait for the week too, so they do not jump into another order once it arrives.
  if (timetable.isPending || week === undefined) return <Loader size="sm" aria-label={t('classes.timetable.loading')} />;
  if (timetable.isError) {
    return (
      <Alert role="alert" color="red" variant="light">
        {apiErrorText(timetable.error, t('classes.timetable.failed'))}
      </Alert>
    );
  }
  const onAdd = canCreate ? (weekday: number) => setForm({ lesson: null, weekday }) : undefined;
  const actions: LessonActions = {
    onEdit: canUpdate ? (lesson) => setForm({ lesson, weekday: lesson.weekday }) : undefined,
    onDelete: canDelete ? setRemoving : undefined,
  };
  const days = lessonsByDay(timetable.data, week);
  const firstDay = firstSchoolDay(week);

  return (
    <Stack gap="md">
      {onAdd ? (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onAdd(firstDay)}>
            {t('classes.timetable.add')}
          </Button>
        </Group>
      ) : null}
      {timetable.data.length === 0 ? <Text c="dimmed">{t('classes.timetable.empty')}</Text> : null}
      <SimpleGrid cols={wide ? days.length : 1} spacing={wide ? 'sm' : 'lg'}>
        {days.map((day) => (
          <DayColumn key={day.weekday} weekday={day.weekday} lessons={day.lessons} onAdd={onAdd} {...actions} />
        ))}
      </SimpleGrid>
      <LessonFormDialog opened={form !== null} onClose={() => setForm(null)} schoolClass={schoolClass} lesson={form?.lesson ?? null} weekday={form?.weekday ?? firstDay} dayOrder={weekDays(week)} />
      <DeleteLessonDialog classId={schoolClass.id} lesson={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
