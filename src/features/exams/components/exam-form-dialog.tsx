/**
 * Schedule exam / Edit exam. The server's refusals (a double booking naming the other exam, grades
 * that pin the class or the maximum) show above the form and on their fields; a write the service
 * worker queued (offline) closes with "saved on this device".
 */
import { Alert, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Exam } from '@/contract/exams';
import { isApiError } from '@/lib/api/api-error';
import { apiErrorText } from '@/lib/api/api-error-text';
import { schoolDay } from '@/lib/dates/school-day';
import { useWriteRequestId } from '@/lib/forms/use-write-request-id';
import { LocalNameInputs } from '@/lib/names/local-name-inputs';
import { useLocalChoiceLabel, useLocalName } from '@/lib/names/use-local-name';
import { FormDialog, FormDialogActions } from '@/lib/ui/form-dialog';
import { useClassChoices, useClassSubjectChoices, useSubjectChoices, type Choice } from '@/features/exams/api/get-choices';
import { useQueryClient } from '@tanstack/react-query';
import { useRecordConflict } from '@/lib/conflicts/use-record-conflict';
import { useSaveExam, type ExamCreatePayload, type ExamUpdatePayload } from '@/features/exams/api/exam-writes';
import { examKeys } from '@/features/exams/api/exam-keys';
import { examToValues, newExamValues, toExamPayload, validateExamForm, type ExamFormValues } from '@/features/exams/components/exam-form-values';
import { CalendarDateInput } from '@/lib/ui/calendar-date-input';

type BodyProps = { exam: Exam | null; onClose: () => void; onBusyChange: (busy: boolean) => void };

const toOptions = (choices: Choice[] | undefined | null, label: (choice: Choice) => string) => (choices ?? []).map((choice) => ({ value: String(choice.id), label: label(choice) }));

function ExamFormBody({ exam, onClose, onBusyChange }: BodyProps) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const choiceLabel = useLocalChoiceLabel();
  const save = useSaveExam();
  const queryClient = useQueryClient();
  const write = useWriteRequestId();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<ExamFormValues>({
    mode: 'controlled',
    initialValues: exam ? examToValues(exam) : newExamValues(schoolDay()),
    validate: (values) => validateExamForm(t, values),
  });
  const classes = useClassChoices();
  const subjects = useSubjectChoices();
  // Without subject:read, any subject taught in the chosen class.
  const subjectsRefused = subjects.isSuccess && subjects.data === null;
  const classId = form.values.classId ? Number(form.values.classId) : null;
  const classSubjects = useClassSubjectChoices(classId, subjectsRefused);
  const subjectOptions = toOptions(subjectsRefused ? classSubjects.data : subjects.data, choiceLabel);
  if (exam && !subjectOptions.some((option) => option.value === String(exam.subject.id))) subjectOptions.push({ value: String(exam.subject.id), label: localName(exam.subject) });
  const classOptions = toOptions(classes.data, choiceLabel);
  if (exam && !classOptions.some((option) => option.value === String(exam.class.id))) classOptions.push({ value: String(exam.class.id), label: localName(exam.class) });

  const setBusyState = (next: boolean) => {
    setBusy(next);
    onBusyChange(next);
  };
  /** Sends the exam; an edit carries the version it was made from, and a 412 opens the two versions. */
  const send = async (payload: ExamCreatePayload | NonNullable<ExamUpdatePayload>, version?: string) => {
    if (busy) return;
    setFailure(null);
    setBusyState(true);
    let saved: Exam | null;
    try {
      saved = await save.mutateAsync({ id: exam?.id ?? null, payload, requestId: write.requestIdFor(payload), version: exam ? (version ?? exam.updatedAt) : undefined });
      write.settled();
    } catch (error) {
      if (exam && conflict.caught(error, payload)) {
        // Answered for good: whatever is chosen next is a new request.
        write.settled();
        setBusyState(false);
        return;
      }
      setFailure(apiErrorText(error, t('exams.form.saveFailed')));
      if (isApiError(error) && error.errors) form.setErrors(error.errors);
      setBusyState(false);
      return;
    }
    setBusyState(false);
    const name = payload.name ?? exam?.name ?? '';
    if (saved === null) notifications.show({ color: 'yellow', message: t('exams.form.savedQueued', { name }) });
    else notifications.show({ color: 'green', message: t(exam ? 'exams.form.updated' : 'exams.form.created', { name }) });
    onClose();
  };
  const optionLabel = (options: { value: string; label: string }[], value: unknown) => options.find((option) => option.value === String(value))?.label ?? null;
  const conflict = useRecordConflict({
    entity: 'exam',
    resend: (change, version) => send(change as NonNullable<ExamUpdatePayload>, version),
    keepTheirs: () => {
      void queryClient.invalidateQueries({ queryKey: examKeys.all });
      onClose();
    },
    describe: (field, value) => (field === 'classId' ? optionLabel(classOptions, value) : field === 'subjectId' ? optionLabel(subjectOptions, value) : null),
  });
  const handleValid = (values: ExamFormValues) => send(toExamPayload(values));

  return (
    <form onSubmit={form.onSubmit((values) => void handleValid(values))} noValidate>
      <Stack gap="md">
        {failure !== null ? (
          <Alert role="alert" color="red" variant="light" title={t('exams.form.saveFailed')}>
            {failure}
          </Alert>
        ) : null}
        {conflict.dialog}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('exams.fields.name')} required maxLength={150} data-autofocus {...form.getInputProps('name')} />
          <LocalNameInputs max={150} dari={form.getInputProps('dariName')} pashto={form.getInputProps('pashtoName')} />
          <NativeSelect
            label={t('exams.fields.class')}
            required
            data={[{ value: '', label: t('exams.form.chooseClass') }, ...classOptions]}
            {...form.getInputProps('classId')}
          />
          <NativeSelect
            label={t('exams.fields.subject')}
            required
            data={[{ value: '', label: t('exams.form.chooseSubject') }, ...subjectOptions]}
            description={subjectsRefused ? t('exams.form.classSubjectsOnly') : undefined}
            {...form.getInputProps('subjectId')}
          />
          <CalendarDateInput label={t('exams.fields.date')} required {...form.getInputProps('examDate')} />
          <TextInput type="time" label={t('exams.fields.startTime')} required {...form.getInputProps('startTime')} />
          <TextInput type="time" label={t('exams.fields.endTime')} required {...form.getInputProps('endTime')} />
          <TextInput label={t('exams.fields.room')} maxLength={50} {...form.getInputProps('room')} />
          <TextInput label={t('exams.fields.maxMarks')} required type="number" min={1} max={1000} inputMode="decimal" {...form.getInputProps('maxMarks')} />
          <TextInput label={t('exams.fields.academicYear')} maxLength={20} placeholder={t('exams.form.academicYearHint')} {...form.getInputProps('academicYear')} />
        </SimpleGrid>
        <FormDialogActions onCancel={onClose} busy={busy} submitLabel={t(exam ? 'exams.form.update' : 'exams.form.create')} />
      </Stack>
    </form>
  );
}

export function ExamFormDialog({ opened, onClose, exam }: { opened: boolean; onClose: () => void; exam: Exam | null }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog opened={opened} onClose={onClose} busy={busy} title={t(exam ? 'exams.form.titleEdit' : 'exams.form.titleCreate')}>
      {/* Mounted while open and keyed by the exam, so each opening starts from its values. */}
      {opened ? <ExamFormBody key={exam?.id ?? 'new'} exam={exam} onClose={onClose} onBusyChange={setBusy} /> : null}
    </FormDialog>
  );
}
