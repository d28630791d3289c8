/**
 * The front gate: find a student, press "Mark arrival" or "Mark departure" (now, or a typed time).
 * Each press is one write with its own X-Request-ID and the press's own day and time, so one queued
 * offline still records the moment of the press. The mark's status comes back from the server
 * (Late after the school's late-after time) and is shown in the toast and the result. The server's
 * refusals (409: mark in first...) are shown as it words them. On a day that is not a school day
 * (a weekend day or a holiday) the server refuses a press (409); the guard is asked once, the press
 * is sent again with `override: true`, and the day's later presses send it at once. Below, today's
 * marks, refreshed after each press.
 */
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconDoorEnter, IconDoorExit } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendanceMark } from '@/contract/attendance';
import type { GateStudent } from '@/features/attendance/api/gate-student-search';
import { useMarkTime, type GateDirection } from '@/features/attendance/api/mark-time';
import { isNotSchoolDayRefusal } from '@/features/attendance/api/not-school-day';
import { GateDayList } from '@/features/attendance/gate/gate-day-list';
import { gatePressMoment } from '@/features/attendance/gate/gate-clock';
import { GateStudentSearch } from '@/features/attendance/gate/gate-student-search';
import { STATUS_COLORS } from '@/features/attendance/components/attendance-status-style';
import { ConfirmDialog } from '@/features/attendance/register/confirm-dialog';
import { apiErrorText } from '@/lib/api/api-error-text';
import { createRequestId } from '@/lib/api/request-id';
import { formatCalendarDay } from '@/lib/dates/calendar-format';
import { schoolDay } from '@/lib/dates/school-day';
import { toLocaleDigits } from '@/lib/i18n/digits';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { localFlatName } from '@/lib/names/local-record-name';

type GatePress = ReturnType<typeof gatePressMoment>;

export function FrontGateTab() {
  const { t, i18n } = useTranslation();
  const { locale } = useFormatLocale();
  // A gate time (HH:MM, 24 hours) in the reader's digits.
  const clock = (time: string | null) => (time ? toLocaleDigits(time, locale) : t('attendanceRegister.gate.noTime'));
  const [today] = useState(schoolDay);
  const [student, setStudent] = useState<GateStudent | null>(null);
  const [time, setTime] = useState('');
  const [result, setResult] = useState<AttendanceMark | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A press refused on a day that is not a school day, waiting for the guard's answer.
  const [confirming, setConfirming] = useState<{ direction: GateDirection; moment: GatePress; name: string } | null>(null);
  // The day the guard agreed to record on although it is not a school day.
  const [overrideDay, setOverrideDay] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const markTime = useMarkTime();

  const handlePick = (picked: GateStudent) => {
    setStudent(picked);
    setResult(null);
    setFailure(null);
  };

  /** `pressed`: the refused press sent again (its own day and time) after the guard said yes. */
  const handleMark = async (direction: GateDirection, pressed?: GatePress) => {
    if (!student) return;
    setFailure(null);
    const moment = pressed ?? gatePressMoment(time);
    const override = pressed !== undefined || overrideDay === moment.date;
    try {
      const payload = { studentId: student.id, ...moment, ...(override ? { override: true } : {}) };
      const mark = await markTime.mutateAsync({ direction, payload, requestId: createRequestId() });
      setResult(mark);
      setTime('');
      if (mark === null) notifications.show({ color: 'yellow', message: t('attendanceRegister.gate.queued') });
      else
        notifications.show({
          // The status is the server's: LATE after the school's late-after time, PRESENT up to it.
          color: direction === 'in' ? STATUS_COLORS[mark.status] : 'green',
          message: t(direction === 'in' ? 'attendanceRegister.gate.arrived' : 'attendanceRegister.gate.departed', {
            name: student.name,
            time: clock(moment.time),
            status: t(`attendanceRegister.status.${mark.status}`),
          }),
        });
      // Ready for the next student.
      searchRef.current?.focus();
    } catch (error) {
      if (isNotSchoolDayRefusal(error)) {
        setConfirming({ direction, moment, name: student.name });
        return;
      }
      console.error('Error recording a gate time', error);
      setFailure(apiErrorText(error, t('attendanceRegister.gate.failed')));
    }
  };

  return (
    <Stack gap="lg">
      <GateStudentSearch onPick={handlePick} inputRef={searchRef} />
      {student ? (
        <Card withBorder padding="md" aria-label={t('attendanceRegister.gate.chosen')} component="section">
          <Stack gap="sm">
            <div>
              <Text fw={600} size="lg">
                {student.name}
              </Text>
              <Text size="sm" c="dimmed">
                {[
                  t('attendanceRegister.gate.admissionNo', { number: student.admissionNo }),
                  student.className ? t('attendanceRegister.gate.classOf', { name: localFlatName(student, 'class', i18n.language) }) : t('attendanceRegister.gate.noClass'),
                ].join(' · ')}
              </Text>
            </div>
            <TextInput
              type="time"
              label={t('attendanceRegister.gate.timeLabel')}
              description={t('attendanceRegister.gate.timeHint')}
              value={time}
              onChange={(event) => setTime(event.currentTarget.value)}
              w={200}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Button size="xl" color="green" leftSection={<IconDoorEnter aria-hidden />} loading={markTime.isPending && markTime.variables?.direction === 'in'} disabled={markTime.isPending} onClick={() => void handleMark('in')}>
                {t('attendanceRegister.gate.markArrival')}
              </Button>
              <Button size="xl" color="grape" leftSection={<IconDoorExit aria-hidden />} loading={markTime.isPending && markTime.variables?.direction === 'out'} disabled={markTime.isPending} onClick={() => void handleMark('out')}>
                {t('attendanceRegister.gate.markDeparture')}
              </Button>
            </SimpleGrid>
            {failure !== null ? (
              <Alert role="alert" color="red" variant="light" title={t('attendanceRegister.gate.failed')} icon={<IconAlertCircle aria-hidden />}>
                {failure}
              </Alert>
            ) : null}
            {result ? (
              <Group gap="md" role="status" aria-label={t('attendanceRegister.gate.result')}>
                <Badge color={STATUS_COLORS[result.status]} size="lg" variant="light">
                  {t(`attendanceRegister.status.${result.status}`)}
                </Badge>
                <Text size="sm">
                  {t('attendanceRegister.gate.inTime')}: <strong>{clock(result.inTime)}</strong>
                </Text>
                <Text size="sm">
                  {t('attendanceRegister.gate.outTime')}: <strong>{clock(result.outTime)}</strong>
                </Text>
              </Group>
            ) : null}
          </Stack>
        </Card>
      ) : null}
      <GateDayList date={today} />
      <ConfirmDialog
        opened={confirming !== null}
        title={t('schoolDays.gate.title')}
        body={
          confirming
            ? t(confirming.direction === 'in' ? 'schoolDays.gate.arrival' : 'schoolDays.gate.departure', {
                day: formatCalendarDay(confirming.moment.date, locale, { weekday: 'long' }),
                name: confirming.name,
              })
            : ''
        }
        confirmLabel={t('schoolDays.gate.confirm')}
        cancelLabel={t('schoolDays.gate.cancel')}
        onConfirm={() => {
          if (!confirming) return;
          setConfirming(null);
          setOverrideDay(confirming.moment.date);
          void handleMark(confirming.direction, confirming.moment);
        }}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
