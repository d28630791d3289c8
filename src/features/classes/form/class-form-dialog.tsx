/**
 * Add class / Edit class. The server's field errors (and its 409s: a code already used, a capacity
 * below the students in the class) show on their fields and above the form; a write the service
 * worker queued (offline) closes with "saved on this device".
 */
import { Alert, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@/contract/classes';
import { isApiError } from '@/lib/api/api-error';
import { apiErrorText } from '@/lib/api/api-error-text';
import { focusFirstInvalid } from '@/lib/forms/focus-first-invalid';
import { useWriteRequestId } from '@/lib/forms/use-write-request-id';
import { LocalNameInputs } from '@/lib/names/local-name-inputs';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useRecordConflict } from '@/lib/conflicts/use-record-conflict';
import { useSaveClass, type ClassPayload, type ClassUpdatePayload } from '@/features/classes/api/class-writes';
import { classKeys } from '@/features/classes/api/class-keys';
import { useTeacherChoices } from '@/features/classes/api/get-choices';
import { classFieldMessage, classToValues, newClassValues, toClassPayload, validateClassForm, type ClassFormValues } from '@/features/classes/form/class-form-values';
import { FormDialogActions } from '@/lib/ui/form-dialog';

type BodyProps = { schoolClass: SchoolClass | null; canChooseTeacher: boolean; onClose: () => void; onBusyChange: (busy: boolean) => void };

function ClassFormBody({ schoolClass, canChooseTeacher, onClose, onBusyChange }: BodyProps) {
  const { t } = useTranslation();
  const save = useSaveClass();
  const queryClient = useQueryClient();
  const teachers = useTeacherChoices(canChooseTeacher);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Sent again unchanged after a failure, the write keeps its X-Request-ID (answered, not applied twice).
  const write = useWriteRequestId();
  const form = useForm<ClassFormValues>({
    mode: 'controlled',
    initialValues: schoolClass ? classToValues(schoolClass) : newClassValues(),
    validate: (values) => validateClassForm(t, values),
  });
  const focusFirstError = () => focusFirstInvalid(formRef);
  const setBusyState = (next: boolean) => {
    setBusy(next);
    onBusyChange(next);
  };

  /** Sends the class; an edit carries the version it was made from, and a 412 opens the two versions. */
  const send = async (payload: ClassPayload | NonNullable<ClassUpdatePayload>, version?: string) => {
    if (busy) return;
    setFailure(null);
    setBusyState(true);
    let saved: SchoolClass | null;
    try {
      saved = await save.mutateAsync({ id: schoolClass?.id ?? null, payload, requestId: write.requestIdFor(payload), version: schoolClass ? (version ?? schoolClass.updatedAt) : undefined });
      write.settled();
    } catch (error) {
      if (schoolClass && conflict.caught(error, payload)) {
        // Answered for good: whatever is chosen next is a new request.
        write.settled();
        setBusyState(false);
        return;
      }
      setFailure(apiErrorText(error, t('classes.form.saveFailed')));
      if (isApiError(error) && error.errors) {
        form.setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, message]) => [field, classFieldMessage(t, message)])));
        focusFirstError();
      }
      setBusyState(false);
      return;
    }
    setBusyState(false);
    const name = payload.name ?? schoolClass?.name ?? '';
    if (saved === null) notifications.show({ color: 'yellow', message: t('classes.form.savedQueued', { name }) });
    else notifications.show({ color: 'green', message: schoolClass ? t('classes.form.updated', { name }) : t('classes.form.created', { name }) });
    onClose();
  };

  const teacherData = [{ value: '', label: t('classes.form.noTeacher') }, ...(teachers.data ?? []).map((teacher) => ({ value: String(teacher.id), label: teacher.name }))];
  // A current teacher not in the list (left the school, or the list has not loaded): still named.
  if (schoolClass?.classTeacher && !teacherData.some((option) => option.value === String(schoolClass.classTeacher?.id))) {
    teacherData.push({ value: String(schoolClass.classTeacher.id), label: schoolClass.classTeacher.name });
  }

  const conflict = useRecordConflict({
    entity: 'class',
    resend: (change, version) => send(change as NonNullable<ClassUpdatePayload>, version),
    keepTheirs: () => {
      void queryClient.invalidateQueries({ queryKey: classKeys.all });
      onClose();
    },
    describe: (field, value) => (field === 'classTeacherId' && value !== null ? (teacherData.find((option) => option.value === String(value))?.label ?? null) : null),
  });
  const handleValid = (values: ClassFormValues) => send(toClassPayload(values, { withTeacher: canChooseTeacher }));

  return (
    <form ref={formRef} onSubmit={(event) => form.onSubmit((values) => void handleValid(values), focusFirstError)(event)} noValidate>
      <Stack gap="md">
        {failure !== null ? (
          <Alert role="alert" color="red" variant="light" title={t('classes.form.saveFailed')} icon={<IconAlertCircle aria-hidden />}>
            {failure}
          </Alert>
        ) : null}
        {conflict.dialog}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput label={t('classes.fields.name')} required maxLength={100} data-autofocus {...form.getInputProps('name')} />
          <TextInput label={t('classes.fields.code')} required maxLength={30} autoComplete="off" {...form.getInputProps('code')} />
          <LocalNameInputs max={100} dari={form.getInputProps('dariName')} pashto={form.getInputProps('pashtoName')} />
          <TextInput label={t('classes.fields.grade')} type="number" min={0} max={12} step={1} inputMode="numeric" {...form.getInputProps('grade')} />
          <TextInput label={t('classes.fields.section')} maxLength={30} {...form.getInputProps('section')} />
          <TextInput label={t('classes.fields.room')} maxLength={50} {...form.getInputProps('room')} />
          <TextInput label={t('classes.fields.capacity')} type="number" min={1} max={500} step={1} inputMode="numeric" {...form.getInputProps('capacity')} />
          <TextInput label={t('classes.fields.academicYear')} maxLength={20} placeholder={t('classes.form.academicYearHint')} {...form.getInputProps('academicYear')} />
          {canChooseTeacher ? (
            <NativeSelect
              label={t('classes.fields.classTeacher')}
              data={teacherData}
              description={teachers.isError ? t('classes.form.teachersFailed') : undefined}
              disabled={teachers.isPending}
              {...form.getInputProps('classTeacherId')}
            />
          ) : (
            <TextInput
              label={t('classes.fields.classTeacher')}
              readOnly
              value={schoolClass?.classTeacher?.name ?? t('classes.form.noTeacher')}
              description={t('classes.form.teacherReadOnly')}
            />
          )}
        </SimpleGrid>
        <FormDialogActions onCancel={onClose} busy={busy} submitLabel={schoolClass ? t('classes.form.update') : t('classes.form.create')} />
      </Stack>
    </form>
  );
}

export type ClassFormDialogProps = { opened: boolean; onClose: () => void; schoolClass: SchoolClass | null; canChooseTeacher: boolean };

export function ClassFormDialog({ opened, onClose, schoolClass, canChooseTeacher }: ClassFormDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog opened={opened} onClose={onClose} busy={busy} title={schoolClass ? t('classes.form.titleEdit') : t('classes.form.titleCreate')}>
      {/* Mounted while open and keyed by the class, so each opening starts from its values. */}
      {opened ? <ClassFormBody key={schoolClass?.id ?? 'new'} schoolClass={schoolClass} canChooseTeacher={canChooseTeacher} onClose={onClose} onBusyChange={setBusy} /> : null}
    </FormDialog>
  );
}
