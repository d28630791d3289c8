/**
 * The loaded register: live counts, All present / Mark all present, the students' rows and
 * "Save register", which sends ONE POST /attendances/bulk. The X-Request-ID belongs to the fill:
 * the same rows sent again after a failure keep it (so a save that did reach the server is not
 * applied twice); changed rows are a new write.
 */
import { Alert, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconChecks, IconDeviceFloppy } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassStudent } from '@/features/attendance/api/get-class-students';
import { isNotSchoolDayRefusal } from '@/features/attendance/api/not-school-day';
import { useSaveRegister } from '@/features/attendance/api/save-register';
import { ConfirmDialog } from '@/features/attendance/register/confirm-dialog';
import { RegisterCounts } from '@/features/attendance/register/register-counts';
import { RegisterRow } from '@/features/attendance/register/register-row';
import {
  countStatuses,
  markEveryonePresent,
  marksOverwritten,
  markUnmarkedPresent,
  rowErrors,
  toRegisterPayload,
  type RegisterRow as RegisterRowValue,
  type RegisterRows,
} from '@/features/attendance/register/register-rows';
import type { PendingRegister } from '@/features/attendance/register/pending-register';
import type { RegisterDraft } from '@/features/attendance/register/use-register-draft';
import { apiErrorText } from '@/lib/api/api-error-text';
import { isApiError } from '@/lib/api/api-error';
import { formatCalendarDay } from '@/lib/dates/calendar-format';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { useWriteRequestId } from '@/lib/forms/use-write-request-id';
import { WaitingNotice } from '@/lib/ui/waiting-to-send';

export type RegisterSheetProps = {
  classId: number;
  date: string;
  students: readonly ClassStudent[];
  rows: RegisterRows;
  dirty: boolean;
  /** This day's register waiting on this device to be sent (its marks are in `rows`). */
  pending: PendingRegister | null;
  draft: Pick<RegisterDraft, 'setRow' | 'setRows' | 'markSaved'>;
};

export function RegisterSheet({ classId, date, students, rows, dirty, pending, draft }: RegisterSheetProps) {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const save = useSaveRegister();
  const write = useWriteRequestId();
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [confirmOverwrite, setConfirmOverwrite] = useState(false);
  const [confirmNotSchoolDay, setConfirmNotSchoolDay] = useState(false);
  const counts = countStatuses(students, rows);
  const busy = save.isPending;
  const { setRow } = draft;

  const handleRowChange = useCallback(
    (studentId: number, change: Partial<RegisterRowValue>) => {
      setRow(studentId, change);
      setErrors((previous) => {
        if (!(studentId in previous)) return previous;
        const { [studentId]: _cleared, ...rest } = previous;
        return rest;
      });
    },
    [setRow],
  );

  const handleMarkAllPresent = () => {
    if (marksOverwritten(rows) > 0) setConfirmOverwrite(true);
    else draft.setRows(markEveryonePresent);
  };

  const handleSave = async (override = false) => {
    const payload = { ...toRegisterPayload(classId, date, students, rows), ...(override ? { override: true } : {}) };
    if (payload.records.length === 0) {
      setFailure(t('attendanceRegister.register.nothingToSave'));
      return;
    }
    setFailure(null);
    setErrors({});
    try {
      const result = await save.mutateAsync({ payload, requestId: write.requestIdFor(payload) });
      write.settled();
      draft.markSaved();
      if (result === null) notifications.show({ color: 'yellow', message: t('attendanceRegister.register.savedQueued') });
      else notifications.show({ color: 'green', message: t('attendanceRegister.register.saved', { date: formatCalendarDay(result.date, locale), created: result.created, updated: result.updated }) });
    } catch (error) {
      // Not a school day (a weekend day or a holiday): asked once, then sent again with override.
      if (isNotSchoolDayRefusal(error)) {
        setConfirmNotSchoolDay(true);
        return;
      }
      console.error('Error saving the attendance register', error);
      setFailure(apiErrorText(error, t('attendanceRegister.register.saveFailed')));
      if (isApiError(error)) setErrors(rowErrors(payload, error.errors));
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <RegisterCounts counts={counts} />
        <Group gap="xs">
          <Tooltip label={t('attendanceRegister.register.allPresentHint')}>
            <Button variant="light" leftSection={<IconChecks size={16} aria-hidden />} onClick={() => draft.setRows(markUnmarkedPresent)} disabled={busy}>
              {t('attendanceRegister.register.allPresent')}
            </Button>
          </Tooltip>
          <Tooltip label={t('attendanceRegister.register.markAllPresentHint')}>
            <Button variant="default" onClick={handleMarkAllPresent} disabled={busy}>
              {t('attendanceRegister.register.markAllPresent')}
            </Button>
          </Tooltip>
        </Group>
      </Group>
      {pending !== null ? (
        <WaitingNotice state={pending.state}>
          {pending.state === 'attention' ? t('attendanceRegister.register.waitingAttention') : t('attendanceRegister.register.waiting')}
        </WaitingNotice>
      ) : null}
      {failure !== null ? (
        <Alert role="alert" color="red" variant="light" title={t('attendanceRegister.register.saveFailed')} icon={<IconAlertCircle aria-hidden />}>
          {failure}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover aria-label={t('attendanceRegister.register.tableLabel', { date: formatCalendarDay(date, locale) })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('attendanceRegister.register.columns.roll')}</Table.Th>
              <Table.Th>{t('attendanceRegister.register.columns.student')}</Table.Th>
              <Table.Th>{t('attendanceRegister.register.columns.status')}</Table.Th>
              <Table.Th>{t('attendanceRegister.register.columns.inTime')}</Table.Th>
              <Table.Th>{t('attendanceRegister.register.columns.remarks')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {students.map((student) => (
              <RegisterRow key={student.id} student={student} row={rows[student.id]} error={errors[student.id]} disabled={busy} onChange={handleRowChange} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" gap="sm">
        {dirty ? (
          <Text size="sm" c="orange">
            {t('attendanceRegister.register.unsaved')}
          </Text>
        ) : null}
        <Button leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={() => void handleSave(false)} loading={busy}>
          {t('attendanceRegister.register.save')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirmOverwrite}
        title={t('attendanceRegister.register.overwrite.title')}
        body={t('attendanceRegister.register.overwrite.body', { count: marksOverwritten(rows) })}
        confirmLabel={t('attendanceRegister.register.overwrite.confirm')}
        cancelLabel={t('attendanceRegister.register.overwrite.cancel')}
        onConfirm={() => {
          draft.setRows(markEveryonePresent);
          setConfirmOverwrite(false);
        }}
        onCancel={() => setConfirmOverwrite(false)}
      />
      <ConfirmDialog
        opened={confirmNotSchoolDay}
        title={t('schoolDays.register.title')}
        body={t('schoolDays.register.body', { day: formatCalendarDay(date, locale, { weekday: 'long' }) })}
        confirmLabel={t('schoolDays.register.confirm')}
        cancelLabel={t('schoolDays.register.cancel')}
        onConfirm={() => {
          setConfirmNotSchoolDay(false);
          void handleSave(true);
        }}
        onCancel={() => setConfirmNotSchoolDay(false)}
      />
    </Stack>
  );
}
