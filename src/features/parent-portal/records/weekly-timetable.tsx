import { Paper, SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '@/lib/dates/calendar-format';
import { toLocaleDigits } from '@/lib/i18n/digits';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import type { TimetableLesson } from '@/contract/parent-child-records';
import { labelledRoom } from '@/lib/names/room';
import { PortalEmpty, PortalLoading, PortalQueryError } from '@/features/parent-portal/components/portal-query-state';
import { usePortalFormat } from '@/features/parent-portal/components/use-portal-format';
import { useChildTimetable } from '@/features/parent-portal/records/api/get-child-timetable';
import { RecordSection } from '@/features/parent-portal/records/record-section';
import { dateOfWeekday, firstSchoolDay, lessonsOn, SCHOOL_DAYS } from '@/features/parent-portal/records/school-week';
import { localFlatName } from '@/lib/names/local-record-name';
import { useLocalName } from '@/lib/names/use-local-name';

/**
 * Day names in the UI language: short to fit six at 360 px, long for screen readers. A weekday is
 * the same in every calendar, so naming it from a fixed Gregorian week is right for Solar Hijri too.
 */
function useDayNames() {
  const { locale } = useFormatLocale();
  return useMemo(() => {
    const short = dateFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const long = dateFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    return (weekday: number) => ({ short: short.format(dateOfWeekday(weekday)), long: long.format(dateOfWeekday(weekday)) });
  }, [locale]);
}

function LessonRow({ lesson }: { lesson: TimetableLesson }) {
  const { t } = useTranslation();
const localName = useLocalName();
  const format = usePortalFormat();
  const { locale } = useFormatLocale();
  // HH:MM (24 hours, as the school writes it) in the reader's digits.
  const clock = (value: string) => toLocaleDigits(format.time(value) ?? value, locale);
  const subject = localName({ name: lesson.subject, dariName: lesson.subjectDariName, pashtoName: lesson.subjectPashtoName });
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={subject}>
      <Text size="sm" fw={600}>
        {t('portalRecords.timetable.timeRange', { start: clock(lesson.startTime), end: clock(lesson.endTime) })}
      </Text>
      <Text>{subject}</Text>
      {lesson.teacherName && (
        <Text size="sm" c="dimmed">
          {t('portalRecords.timetable.teacher', { name: lesson.teacherName })}
        </Text>
      )}
      {lesson.room?.trim() && (
        <Text size="sm" c="dimmed">
          {labelledRoom(lesson.room, (room) => t('portalRecords.timetable.room', { room }), locale)}
        </Text>
      )}
    </Paper>
  );
}

/** The class's week (Saturday to Thursday): one school day at a time, today's (Kabul) chosen first. */
export function WeeklyTimetable({ studentId }: { studentId: number }) {
  const { t, i18n } = useTranslation();
  const timetable = useChildTimetable(studentId);
  const dayName = useDayNames();
  const [day, setDay] = useState(() => firstSchoolDay());

  const body = () => {
    if (timetable.isPending) return <PortalLoading label={t('portalRecords.timetable.loading')} />;
    if (timetable.isError) {
      return (
        <PortalQueryError
          title={t('portalRecords.timetable.errorTitle')}
          fallback={t('portalRecords.timetable.errorFallback')}
          error={timetable.error}
          onRetry={() => void timetable.refetch()}
          retrying={timetable.isFetching}
        />
      );
    }
    if (timetable.data.classId === null) return <PortalEmpty text={t('portalRecords.timetable.noClass')} />;
    const lessons = lessonsOn(timetable.data.lessons, day);
    return (
      <Stack gap="sm">
        {timetable.data.className && (
          <Text size="sm" c="dimmed">
            {t('portalRecords.timetable.className', { name: localFlatName(timetable.data, 'class', i18n.language) })}
          </Text>
        )}
        <SegmentedControl
          fullWidth
          size="xs"
          aria-label={t('portalRecords.timetable.dayPicker')}
          value={String(day)}
          onChange={(value) => setDay(Number(value))}
          data={SCHOOL_DAYS.map((weekday) => {
            const name = dayName(weekday);
            return {
              value: String(weekday),
              label: (
                <>
                  <span aria-hidden="true">{name.short}</span>
                  <VisuallyHidden>{name.long}</VisuallyHidden>
                </>
              ),
            };
          })}
        />
        {lessons.length === 0 ? (
          <PortalEmpty icon={<IconCalendarOff size={28} aria-hidden />} text={t('portalRecords.timetable.empty')} />
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('portalRecords.timetable.lessonsOn', { day: dayName(day).long })}>
            {lessons.map((lesson) => (
              <LessonRow key={lesson.id} lesson={lesson} />
            ))}
          </Stack>
        )}
      </Stack>
    );
  };

  return (
    <RecordSection id="timetable" title={t('portalRecords.timetable.title')}>
      {body()}
    </RecordSection>
  );
}
