/**
 * Add Teacher / Edit Teacher (spec part 2 §2.3, §3.4, §5; issue 6).
 *
 * Saving: POST or PUT with every field, then the photo (POST /teachers/{id}/photo) and the
 * documents (POST /teachers/{id}/documents) when some were picked: files go up only for a saved
 * teacher. If an upload fails the modal stays open, switched to Edit Teacher of the saved teacher,
 * with the failure under the photo or the documents: saving again updates (never creates a second
 * teacher) and retries only what did not go up. A failed save keeps the form open and shows why
 * (the server's message and its field errors, or that the server could not be reached).
 */
import { Alert, Button, Divider, Fieldset, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/lib/ui/form-dialog';
import { MAX_TEACHER_PHOTO_BYTES, type Teacher } from '@/contract/teachers';
import { focusFirstInvalid } from '@/lib/forms/focus-first-invalid';
import { useWriteRequestId } from '@/lib/forms/use-write-request-id';
import { useApiImage } from '@/lib/api/use-api-image';
import { useImageChoice } from '@/lib/images/use-image-choice';
import { useCreateTeacher } from '@/features/teachers/api/create-teacher';
import { useUpdateTeacher } from '@/features/teachers/api/update-teacher';
import { useUploadTeacherDocuments } from '@/features/teachers/api/upload-teacher-documents';
import { useUploadTeacherPhoto } from '@/features/teachers/api/upload-teacher-photo';
import { teacherKeys } from '@/features/teachers/api/teacher-keys';
import { TeacherAddressSection } from '@/features/teachers/form/teacher-address-section';
import { TeacherDocumentsPicker } from '@/features/teachers/form/teacher-documents-picker';
import { TeacherEmergencySection } from '@/features/teachers/form/teacher-emergency-section';
import { TeacherEmploymentSection } from '@/features/teachers/form/teacher-employment-section';
import { toTeacherPayload } from '@/features/teachers/form/teacher-form-payload';
import { useRecordConflict } from '@/lib/conflicts/use-record-conflict';
import { validateTeacherForm } from '@/features/teachers/form/teacher-form-rules';
import { newTeacherValues, teacherToValues, type TeacherFormValues } from '@/features/teachers/form/teacher-form-values';
import { TeacherPersonalSection } from '@/features/teachers/form/teacher-personal-section';
import { TeacherPhotoPicker } from '@/features/teachers/form/teacher-photo-picker';
import { TeacherProfessionalSection } from '@/features/teachers/form/teacher-professional-section';
import { readTeacherSaveError } from '@/features/teachers/form/teacher-save-error';
import { useDocumentChoice } from '@/features/teachers/form/use-document-choice';
import { useTeacherDocuments } from '@/features/teachers/form/use-teacher-documents';
import { schoolDay } from '@/lib/dates/school-day';
import { useMoneyLimit } from '@/lib/school/use-money-limit';

export type TeacherFormModalProps = {
  opened: boolean;
  /** The teacher to edit; null: a new teacher. */
  teacher: Teacher | null;
  onClose: () => void;
  /** After a save whose files (if any) went up too, with the saved teacher; then the modal closes. */
  onSaved: (teacher: Teacher) => void;
};

type SaveFailure = { detail: string | null };

function nameOf(values: TeacherFormValues): string {
  return [values.firstName, values.lastName].map((part) => part.trim()).filter(Boolean).join(' ');
}

type TeacherFormBodyProps = {
  teacher: Teacher | null;
  onClose: () => void;
  onSaved: (teacher: Teacher) => void;
  onBusyChange: (busy: boolean) => void;
  /** A teacher saved by this form whose files still have to go up. */
  onTeacherSaved: (teacher: Teacher) => void;
};

type TeacherPayload = ReturnType<typeof toTeacherPayload>;

function TeacherFormBody({ teacher, onClose, onSaved, onBusyChange, onTeacherSaved }: TeacherFormBodyProps) {
  const { t } = useTranslation();
  const [today] = useState(schoolDay);
  const createTeacher = useCreateTeacher();
  const updateTeacher = useUpdateTeacher();
  const queryClient = useQueryClient();
  const uploadPhoto = useUploadTeacherPhoto();
  const uploadDocuments = useUploadTeacherDocuments();
  const photo = useImageChoice(MAX_TEACHER_PHOTO_BYTES);
  const documents = useDocumentChoice();
  const savedDocuments = useTeacherDocuments(teacher?.id ?? null);
  const currentPhoto = useApiImage(teacher?.photo, [...teacherKeys.detail(teacher?.id ?? 0), 'photo']);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // One X-Request-ID per logical write (a retry of an unchanged form is applied once).
  const write = useWriteRequestId();

  const moneyLimit = useMoneyLimit();
  const form = useForm<TeacherFormValues>({
    mode: 'controlled',
    initialValues: teacher ? teacherToValues(teacher) : newTeacherValues(today),
    validate: (values) => validateTeacherForm(t, values, moneyLimit),
  });

  const focusFirstError = () => focusFirstInvalid(formRef);

  const setBusyState = (next: boolean) => {
    setBusy(next);
    onBusyChange(next);
  };

  /** Uploads what was picked; true when everything went up. What went up leaves the choice. */
  const uploadFiles = async (saved: Teacher): Promise<{ ok: boolean; teacher: Teacher }> => {
    let ok = true;
    let current = saved;
    const photoFile = photo.choice?.file ?? null;
    if (photoFile) {
      try {
        const photoUrl = await uploadPhoto.mutateAsync({ teacherId: saved.id, file: photoFile });
        current = { ...current, photo: photoUrl ?? current.photo };
        photo.remove();
      } catch (error) {
        console.error('Failed to upload photo', error);
        photo.markUploadFailed();
        ok = false;
      }
    }
    if (documents.files.length > 0) {
      try {
        await uploadDocuments.mutateAsync({ teacherId: saved.id, files: documents.files });
        documents.clear();
      } catch (error) {
        console.error('Failed to upload documents', error);
        documents.markUploadFailed();
        ok = false;
      }
    }
    return { ok, teacher: current };
  };

  /** Sends the teacher; an edit carries the version it was made from, and a 412 opens the two versions. */
  const save = async (payload: TeacherPayload, name: string, version?: string) => {
    if (busy) return;
    setFailure(null);
    photo.clearProblem();
    documents.clearProblem();
    const requestId = write.requestIdFor(payload);
    setBusyState(true);
    let saved: Teacher | null;
    try {
      saved = teacher
        ? await updateTeacher.mutateAsync({ id: teacher.id, payload, requestId, version: version ?? teacher.updatedAt })
        : await createTeacher.mutateAsync({ payload, requestId });
      write.settled();
    } catch (error) {
      if (teacher && conflict.caught(error, payload)) {
        // Answered for good: whatever is chosen next is a new request.
        write.settled();
        setBusyState(false);
        return;
      }
      console.error(teacher ? 'Error updating teacher' : 'Error creating teacher', error);
      const { detail, fieldErrors } = readTeacherSaveError(t, error);
      setFailure({ detail });
      form.setErrors(fieldErrors);
      focusFirstError();
      setBusyState(false);
      return;
    }

    const hasFiles = photo.choice !== null || documents.files.length > 0;
    if (saved === null) {
      // Queued by the service worker (offline). Files are never kept on the device (the outbox
      // takes no multipart bodies: write-routing.ts), so the user adds them again once online.
      const message = hasFiles ? t('teacherForm.messages.savedQueuedFilesNotSent', { name }) : t('teacherForm.messages.savedQueued', { name });
      notifications.show({ color: 'yellow', message });
      setBusyState(false);
      onClose();
      return;
    }

    const uploads = hasFiles ? await uploadFiles(saved) : { ok: true, teacher: saved };
    setBusyState(false);
    if (!uploads.ok) {
      // The teacher is saved: from here on the form edits it (a second save updates).
      onTeacherSaved(uploads.teacher);
      notifications.show({ color: 'yellow', message: t('teacherForm.messages.savedUploadFailed', { name }) });
      return;
    }
    notifications.show({
      color: 'green',
      message: teacher ? t('teacherForm.messages.updated', { name }) : t('teacherForm.messages.created', { name }),
    });
    onSaved(uploads.teacher);
    onClose();
  };

  const conflict = useRecordConflict({
    entity: 'teacher',
    resend: (change, version) => save(change as TeacherPayload, nameOf(form.values), version),
    keepTheirs: () => {
      void queryClient.invalidateQueries({ queryKey: teacherKeys.all });
      onClose();
    },
  });

  const handleValid = (values: TeacherFormValues) => save(toTeacherPayload(values), nameOf(values));

  return (
    <form ref={formRef} onSubmit={(event) => form.onSubmit((values) => void handleValid(values), focusFirstError)(event)} noValidate>
      <Stack gap="lg">
        {failure ? (
          <Alert role="alert" color="red" variant="light" title={t('teacherForm.messages.saveFailed')} icon={<IconAlertCircle aria-hidden />}>
            {failure.detail}
          </Alert>
        ) : null}
        <TeacherPersonalSection
          form={form}
          photo={
            <TeacherPhotoPicker
              choice={photo.choice}
              currentUrl={currentPhoto}
              problem={photo.problem}
              disabled={busy}
              onPick={photo.pick}
              onRemove={photo.remove}
            />
          }
        />
        <Divider />
        <TeacherAddressSection form={form} />
        <Divider />
        <TeacherProfessionalSection form={form} />
        <Divider />
        <TeacherEmploymentSection form={form} />
        <Divider />
        <TeacherEmergencySection form={form} />
        <Divider />
        <Fieldset legend={t('teacherForm.sections.documents')} variant="unstyled">
          <TeacherDocumentsPicker choice={documents} saved={teacher ? savedDocuments : null} disabled={busy} />
        </Fieldset>
        <Divider />
        <Group justify="flex-end" gap="sm">
          <Button type="button" variant="default" onClick={onClose} disabled={busy}>
            {t('teacherForm.buttons.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('teacherForm.buttons.saving') : teacher ? t('teacherForm.buttons.update') : t('teacherForm.buttons.create')}
          </Button>
        </Group>
      </Stack>
      {conflict.dialog}
    </form>
  );
}

export function TeacherFormModal({ opened, teacher, onClose, onSaved }: TeacherFormModalProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // A teacher saved by this modal whose files still have to go up (see the header comment).
  const [saved, setSaved] = useState<Teacher | null>(null);
  const editing = saved ?? teacher;

  const close = () => {
    setSaved(null);
    setBusy(false);
    onClose();
  };
  return (
    <FormDialog
      opened={opened}
      onClose={close}
      busy={busy}
      title={editing ? t('teacherForm.titleEdit') : t('teacherForm.titleCreate')}
      size="56rem"
      yOffset="4vh"
    >
      {/* Keyed by the teacher given, so each opening starts from that teacher's values; the switch
          to the teacher just saved keeps the form (its values are that teacher's). */}
      <TeacherFormBody
        key={teacher?.id ?? 'new'}
        teacher={editing}
        onClose={close}
        onSaved={(done) => {
          setSaved(null);
          onSaved(done);
        }}
        onBusyChange={setBusy}
        onTeacherSaved={setSaved}
      />
    </FormDialog>
  );
}
