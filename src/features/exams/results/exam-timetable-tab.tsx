/** The scheduled exams from today on, by day, for one class or the whole school. */
import { Alert, Button, Group, Loader, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api/api-error-text';
import { schoolDay } from '@/lib/dates/school-day';
import { labelledRoom } from '@/lib/names/room';
import { useClassChoices } from '@/features/exams/api/get-choices';
import { useExamTimetable } from '@/features/exams/api/get-exams';
import { useExamFormat } from '@/features/exams/components/use-exam-format';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { useLocalName } from '@/lib/names/use-local-name';

export function ExamTimetableTab() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { locale: roomLocale } = useFormatLocale();
  const format = useExamFormat();
  const classes = useClassChoices();
  const [classId, setClassId] = useState('');
  // The school's today (Asia/Kabul), not the device's: past exams are not "upcoming".
  const [from] = useState(() => schoolDay());
  const timetable = useExamTimetable({ classId: classId ? Number(classId) : undefined, from });
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('exams.filters.class')}
        value={classId}
        onChange={(event) => setClassId(event.currentTarget.value)}
        data={[{ value: '', label: t('exams.filters.allClasses') }, ...(classes.data ?? []).map((choice) => ({ value: String(choice.id), label: localName(choice) }))]}
        maw={{ base: '100%', sm: '20rem' }}
      />
      {timetable.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>{t('exams.timetable.loading')}</Text>
        </Group>
      ) : timetable.isError ? (
        <Alert role="alert" color="red" variant="light" title={t('exams.timetable.failed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{apiErrorText(timetable.error, t('exams.timetable.failed'))}</Text>
            <Button size="xs" variant="light" onClick={() => void timetable.refetch()}>
              {t('exams.common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : timetable.data.days.length === 0 ? (
        <Text c="dimmed">{t('exams.timetable.empty')}</Text>
      ) : (
        timetable.data.days.map((day) => (
          <Paper key={day.date} withBorder p="md" radius="md" component="section" aria-label={format.day(day.date)}>
            <Title order={3} size="h5" mb="xs">
              {day.date === from ? t('exams.timetable.today', { date: format.day(day.date) }) : format.day(day.date)}
            </Title>
            <Stack gap={6}>
              {day.exams.map((slot) => (
                <Group key={slot.examId} justify="space-between" wrap="wrap" gap="xs">
                  <Text size="sm" fw={500}>
                    {slot.startTime && slot.endTime ? t('exams.list.time', { start: format.time(slot.startTime), end: format.time(slot.endTime) }) : t('exams.common.none')} · {localName(slot)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {[t('exams.list.classSubject', { className: localName(slot.class), subject: localName(slot.subject) }), labelledRoom(slot.room, (room) => t('exams.list.room', { room }), roomLocale)]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Paper>
        ))
      )}
    </Stack>
  );
}
