/**
 * The daily register of a class: choose a class and a day (today by default, never a day to come),
 * mark each student, save as one bulk write (queued on this device when offline). Leaving a
 * register with unsaved changes (another class or day, or closing the page) asks first.
 */
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassSelect } from '@/features/attendance/components/class-select';
import { ConfirmDialog } from '@/features/attendance/register/confirm-dialog';
import { RegisterSheet } from '@/features/attendance/register/register-sheet';
import { useRegisterDraft } from '@/features/attendance/register/use-register-draft';
import { apiErrorText } from '@/lib/api/api-error-text';
import { schoolDay } from '@/lib/dates/school-day';
import { CalendarDateInput } from '@/lib/ui/calendar-date-input';

type Selection = { classId: number | null; date: string };

export function DailyRegisterTab() {
  const { t } = useTranslation();
  const [today] = useState(schoolDay);
  const [selection, setSelection] = useState<Selection>({ classId: null, date: today });
  const [pending, setPending] = useState<Selection | null>(null);
  const dateError = selection.date === '' ? t('attendanceRegister.register.dateRequired') : selection.date > today ? t('attendanceRegister.register.futureDate') : null;
  const draft = useRegisterDraft(selection.classId, dateError === null ? selection.date : null);
  const { dirty } = draft;

  // Closing or reloading the page would lose the unsaved marks: the browser asks first.
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const choose = (next: Selection) => {
    if (next.classId === selection.classId && next.date === selection.date) return;
    if (dirty) setPending(next);
    else setSelection(next);
  };

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="md" wrap="wrap">
        <ClassSelect value={selection.classId} onChange={(classId) => choose({ ...selection, classId })} />
        <CalendarDateInput
          label={t('attendanceRegister.register.dateLabel')}
          required
          value={selection.date}
          max={today}
          onChange={(day) => choose({ ...selection, date: day })}
          error={dateError}
          w={180}
        />
      </Group>
      <RegisterBody classId={selection.classId} date={selection.date} dateValid={dateError === null} draft={draft} />
      <ConfirmDialog
        opened={pending !== null}
        title={t('attendanceRegister.register.discard.title')}
        body={t('attendanceRegister.register.discard.body')}
        confirmLabel={t('attendanceRegister.register.discard.confirm')}
        cancelLabel={t('attendanceRegister.register.discard.cancel')}
        onConfirm={() => {
          if (pending) setSelection(pending);
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}

type RegisterBodyProps = { classId: number | null; date: string; dateValid: boolean; draft: ReturnType<typeof useRegisterDraft> };

function RegisterBody({ classId, date, dateValid, draft }: RegisterBodyProps) {
  const { t } = useTranslation();
  if (classId === null) return <Text c="dimmed">{t('attendanceRegister.register.chooseClass')}</Text>;
  if (!dateValid) return null;
  const failed = draft.students.isError ? draft.students.error : draft.marks.isError ? draft.marks.error : null;
  if (failed !== null) {
    return (
      <Alert role="alert" color="red" variant="light" title={t('attendanceRegister.loadFailed')} icon={<IconAlertCircle aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{apiErrorText(failed, t('attendanceRegister.loadFailed'))}</Text>
          <Button size="xs" variant="light" onClick={draft.retry}>
            {t('attendanceRegister.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (draft.rows === null || draft.list === null) {
    return (
      <Center py="lg" role="status">
        <Loader size="sm" aria-label={t('attendanceRegister.register.loading')} />
      </Center>
    );
  }
  if (draft.list.length === 0) return <Text c="dimmed">{t('attendanceRegister.register.noStudents')}</Text>;
  return <RegisterSheet key={`${classId}|${date}`} classId={classId} date={date} students={draft.list} rows={draft.rows} dirty={draft.dirty} pending={draft.pending} draft={draft} />;
}
