/**
 * Add New Student / Edit Student (spec part 2 §2.1 "Student form modal", §3.2, §5, §8, §9).
 *
 * Saving: POST or PUT with the whole payload (student, user, parent in one call), then the photo
 * (POST /students/{id}/avatar) when one was picked. A new student's photo goes up right after the
 * create: the spec uploads only in edit mode, and a just-created student is one the form can
 * edit. If that upload fails the modal stays open, switched to Edit Student of the created
 * student, with 'Failed to upload avatar' under the photo: saving again updates (never creates a
 * second student) and retries the photo. A failed save keeps the form open and shows why.
 */
import { Alert, Button, Divider, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconWand } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/lib/ui/form-dialog';
import { DEFAULT_SCHOOL_ID } from '@/contract/api';
import { MAX_AVATAR_BYTES, type CreateStudentInput, type Student } from '@/contract/students';
import { focusFirstInvalid } from '@/lib/forms/focus-first-invalid';
import { useWriteRequestId } from '@/lib/forms/use-write-request-id';
import { useImageChoice } from '@/lib/images/use-image-choice';
import { getStoredUser } from '@/lib/session/session-storage';
import { useCreateStudent } from '@/features/students/api/create-student';
import { useClasses } from '@/features/students/api/get-classes';
import { useUpdateStudent } from '@/features/students/api/update-student';
import { studentKeys } from '@/features/students/api/student-keys';
import { useRecordConflict } from '@/lib/conflicts/use-record-conflict';
import { useUploadStudentAvatar } from '@/features/students/api/upload-student-avatar';
import { autoFillSample } from '@/features/students/form/auto-fill-sample';
import { StudentAcademicSection } from '@/features/students/form/student-academic-section';
import { StudentAddressSection } from '@/features/students/form/student-address-section';
import { StudentAvatarPicker } from '@/features/students/form/student-avatar-picker';
import { StudentBankingSection } from '@/features/students/form/student-banking-section';
import { toStudentPayload } from '@/features/students/form/student-form-payload';
import { studentFormRules } from '@/features/students/form/student-form-rules';
import { newStudentValues, studentToValues, type StudentFormValues } from '@/features/students/form/student-form-values';
import { StudentParentSection } from '@/features/students/form/student-parent-section';
import { StudentPersonalSection } from '@/features/students/form/student-personal-section';
import { readStudentSaveError } from '@/features/students/form/student-save-error';
import { useStudentPhoto } from '@/features/students/hooks/use-student-photo';
import { schoolDay } from '@/lib/dates/school-day';

export type StudentFormModalProps = {
  opened: boolean;
  /** The student to edit; null or absent: a new student. */
  student?: Student | null;
  onClose: () => void;
  /** After a successful save, with the saved student (the list reloads itself). */
  onSaved?: (student: Student) => void;
};

type SaveFailure = { detail: string | null };

function nameOf(values: StudentFormValues): string {
  return [values.user.firstName, values.user.lastName].map((part) => part.trim()).filter(Boolean).join(' ');
}

type StudentFormBodyProps = {
  student: Student | null;
  onClose: () => void;
  onSaved?: (student: Student) => void;
  onBusyChange: (busy: boolean) => void;
  onStudentCreated: (student: Student) => void;
};

function StudentFormBody({ student, onClose, onSaved, onBusyChange, onStudentCreated }: StudentFormBodyProps) {
  const { t } = useTranslation();
  const [today] = useState(schoolDay);
  // The signed-in user's school (the spec sends 1: that is the fallback when none is stored).
  const [schoolId] = useState(() => getStoredUser()?.schoolId ?? DEFAULT_SCHOOL_ID);
  const createStudent = useCreateStudent();
  const updateStudent = useUpdateStudent();
  const queryClient = useQueryClient();
  const uploadAvatar = useUploadStudentAvatar();
  const classesQuery = useClasses();
  const avatar = useImageChoice(MAX_AVATAR_BYTES);
  const currentPhoto = useStudentPhoto(student?.user.avatar, student?.id);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // One X-Request-ID per logical write (a retry of an unchanged form is applied once).
  const write = useWriteRequestId();

  const form = useForm<StudentFormValues>({
    mode: 'controlled',
    initialValues: student ? studentToValues(student) : newStudentValues(today),
    validate: studentFormRules(t),
  });

  // Spec part 2 §8: the class list's failure is logged (and the form says so, with Retry).
  useEffect(() => {
    if (classesQuery.isError) console.error('Failed to load classes', classesQuery.error);
  }, [classesQuery.isError, classesQuery.error]);

  const classes = classesQuery.data ?? [];

  const focusFirstError = () => focusFirstInvalid(formRef);

  const setBusyState = (next: boolean) => {
    setBusy(next);
    onBusyChange(next);
  };

  const finish = (saved: Student) => {
    onSaved?.(saved);
    form.reset();
    avatar.remove();
    onClose();
  };

  /** Sends the student; an edit carries the version it was made from, and a 412 opens the two versions. */
  const save = async (payload: CreateStudentInput, name: string, version?: string) => {
    if (busy) return;
    setFailure(null);
    avatar.clearProblem();
    const requestId = write.requestIdFor(payload);
    setBusyState(true);
    let saved: Student | null;
    try {
      saved = student
        ? await updateStudent.mutateAsync({ id: student.id, payload, requestId, version: version ?? student.updatedAt })
        : await createStudent.mutateAsync({ payload, requestId });
      write.settled();
    } catch (error) {
      if (student && conflict.caught(error, payload)) {
        // Answered for good: whatever is chosen next is a new request.
        write.settled();
        setBusyState(false);
        return;
      }
      // Spec part 2 §8: logged as 'Error creating student' / 'Error updating student'.
      console.error(student ? 'Error updating student' : 'Error creating student', error);
      const { detail, fieldErrors } = readStudentSaveError(error);
      setFailure({ detail });
      form.setErrors(fieldErrors);
      focusFirstError();
      setBusyState(false);
      return;
    }

    const photo = avatar.choice?.file ?? null;
    if (saved === null) {
      // Queued by the service worker (offline). Photos are never kept on the device (the outbox
      // takes no file uploads: write-routing.ts), so the user adds it again once back online.
      const photoNote = photo ? t('studentForm.messages.photoNotQueued') : null;
      notifications.show({
        color: 'yellow',
        message: [t('studentForm.messages.savedQueued', { name }), photoNote].filter(Boolean).join(' '),
      });
      setBusyState(false);
      form.reset();
      avatar.remove();
      onClose();
      return;
    }

    if (photo) {
      try {
        await uploadAvatar.mutateAsync({ studentId: saved.id, file: photo });
      } catch (error) {
        console.error('Failed to upload avatar', error);
        avatar.markUploadFailed();
        // The student is saved: from here on the form edits it (a second save updates).
        if (!student) onStudentCreated(saved);
        notifications.show({ color: 'yellow', message: t('studentForm.messages.savedPhotoFailed', { name }) });
        setBusyState(false);
        return;
      }
    }

    notifications.show({
      color: 'green',
      message: student ? t('studentForm.messages.updated', { name }) : t('studentForm.messages.created', { name }),
    });
    setBusyState(false);
    finish(saved);
  };

  const conflict = useRecordConflict({
    entity: 'student',
    resend: (change, version) => save(change as CreateStudentInput, nameOf(form.values), version),
    keepTheirs: () => {
      if (student) void queryClient.invalidateQueries({ queryKey: studentKeys.detail(student.id) });
      void queryClient.invalidateQueries({ queryKey: studentKeys.lists() });
      onClose();
    },
    describe: (field, value) => (field === 'classId' ? (classes.find((item) => item.id === Number(value))?.name ?? null) : null),
  });
  const handleValid = (values: StudentFormValues) => save(toStudentPayload(values, { student, classes, today, schoolId }), nameOf(values));

  const handleAutoFill = () => {
    form.setValues(autoFillSample({ today, classes }));
    form.clearErrors();
    setFailure(null);
  };

  return (
    <form ref={formRef} onSubmit={(event) => form.onSubmit((values) => void handleValid(values), focusFirstError)(event)} noValidate>
      <Stack gap="lg">
        {failure ? (
          <Alert role="alert" color="red" variant="light" title={t('studentForm.messages.saveFailed')} icon={<IconAlertCircle aria-hidden />}>
            {failure.detail}
          </Alert>
        ) : null}
        {conflict.dialog}
        <StudentPersonalSection
          form={form}
          photo={
            <StudentAvatarPicker
              choice={avatar.choice}
              currentUrl={currentPhoto}
              problem={avatar.problem}
              disabled={busy}
              onPick={avatar.pick}
              onRemove={avatar.remove}
            />
          }
        />
        <Divider />
        <StudentAcademicSection
          form={form}
          classList={{
            classes,
            status: classesQuery.isPending ? 'pending' : classesQuery.isError ? 'error' : 'success',
            onRetry: () => void classesQuery.refetch(),
          }}
        />
        <Divider />
        <StudentBankingSection form={form} />
        <Divider />
        <StudentAddressSection form={form} side="origin" />
        <Divider />
        <StudentAddressSection form={form} side="current" />
        <Divider />
        <StudentParentSection form={form} />
        <Divider />
        <Group justify="space-between" gap="sm">
          {student ? (
            <span />
          ) : (
            // type="button": Auto Fill never submits the form.
            <Button type="button" variant="light" leftSection={<IconWand size={16} aria-hidden />} onClick={handleAutoFill} disabled={busy}>
              {t('studentForm.buttons.autoFill')}
            </Button>
          )}
          <Group gap="sm">
            <Button type="button" variant="default" onClick={onClose} disabled={busy}>
              {t('studentForm.buttons.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('studentForm.buttons.saving') : student ? t('studentForm.buttons.update') : t('studentForm.buttons.create')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

export function StudentFormModal({ opened, student = null, onClose, onSaved }: StudentFormModalProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // A student created by this modal whose photo still has to go up (see the header comment).
  const [created, setCreated] = useState<Student | null>(null);
  const editing = student ?? created;

  const close = () => {
    setCreated(null);
    setBusy(false);
    onClose();
  };
  return (
    <FormDialog
      opened={opened}
      onClose={close}
      busy={busy}
      title={editing ? t('studentForm.titleEdit') : t('studentForm.titleCreate')}
      size="64rem"
      yOffset="4vh"
    >
      {/* Keyed by the student given, so a new opening starts from that student's values; the
          switch to the student just created keeps the form (its values are that student's). */}
      <StudentFormBody
        key={student?.id ?? 'new'}
        student={editing}
        onClose={close}
        onSaved={(saved) => {
          setCreated(null);
          onSaved?.(saved);
        }}
        onBusyChange={setBusy}
        onStudentCreated={setCreated}
      />
    </FormDialog>
  );
}
