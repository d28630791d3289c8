/**
 * Add / edit a lesson of the class's week. The server refuses a lesson that overlaps another of
 * the same class or teacher (409 naming it): that message shows above the form.
 */
import { Alert, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMETABLE_MESSAGES, type ClassDetail, type TimetableEntry } from '@/contract/classes';
import { isApiError } from '@/lib/api/api-error';
import { apiErrorText } from '@/lib/api/api-error-text';
import { focusFirstInvalid } from '@/lib/forms/focus-first-invalid';
import { useWriteRequestId } from '@/lib/forms/use-write-request-id';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useSubjectChoices, useTeacherChoices, type Choice } from '@/features/classes/api/get-choices';
import { useLessonWrites, type LessonPayload } from '@/features/classes/api/timetable';
import { classKeys } from '@/features/classes/api/class-keys';
import { useQueryClient } from '@tanstack/react-query';
import { useRecordConflict } from '@/lib/conflicts/use-record-conflict';
import { useClassPermissions } from '@/features/classes/components/use-class-permissions';
import { FormDialogActions } from '@/lib/ui/form-dialog';
import { useLocalChoiceLabel, useLocalName } from '@/lib/names/use-local-name';

type LessonValues = { subjectId: string; teacherId: string; weekday: string; startTime: string; endTime: string; room: string };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MESSAGE_KEYS = ['weekdayRange', 'timeFormat', 'endAfterStart', 'subjectNotFound', 'teacherNotFound'] as const satisfies readonly (keyof typeof TIMETABLE_MESSAGES)[];
const KEY_OF_MESSAGE = new Map<string, string>(MESSAGE_KEYS.map((key) => [TIMETABLE_MESSAGES[key], key]));

function toValues(lesson: TimetableEntry | null, weekday: number): LessonValues {
  return {
    subjectId: lesson ? String(lesson.subject.id) : '',
    teacherId: lesson?.teacher ? String(lesson.teacher.id) : '',
    weekday: String(lesson?.weekday ?? weekday),
    startTime: lesson?.startTime ?? '',
    endTime: lesson?.endTime ?? '',
    room: lesson?.room ?? '',
  };
}

/** The choices the user may list; without the permission, those the class already shows. */
function useLessonChoices(schoolClass: ClassDetail) {
  const { canReadSubjects, canReadTeachers } = useClassPermissions();
  const subjects = useSubjectChoices(canReadSubjects);
  const teachers = useTeacherChoices(canReadTeachers);
  const classSubjects: Choice[] = schoolClass.subjects.map(({ subject }) => ({ id: subject.id, name: subject.name, dariName: subject.dariName, pashtoName: subject.pashtoName, code: subject.code }));
  const classTeachers = new Map<number, Choice>();
  for (const { teachers: list } of schoolClass.subjects) for (const teacher of list) classTeachers.set(teacher.id, teacher);
  if (schoolClass.classTeacher) classTeachers.set(schoolClass.classTeacher.id, schoolClass.classTeacher);
  return {
    subjects: canReadSubjects ? (subjects.data ?? []) : classSubjects,
    teachers: canReadTeachers ? (teachers.data ?? []) : [...classTeachers.values()],
  };
}

type BodyProps = {
  schoolClass: ClassDetail;
  lesson: TimetableEntry | null;
  weekday: number;
  /** The seven ISO weekdays in the school's order. */
  dayOrder: readonly number[];
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
};

function LessonFormBody({ schoolClass, lesson, weekday, dayOrder, onClose, onBusyChange }: BodyProps) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const choiceLabel = useLocalChoiceLabel();
  const { save } = useLessonWrites(schoolClass.id);
  const queryClient = useQueryClient();
  const choices = useLessonChoices(schoolClass);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const write = useWriteRequestId();
  const message = (text: string) => {
    const key = KEY_OF_MESSAGE.get(text);
    return key === undefined ? text : t(`classes.lessonErrors.${key}`, { defaultValue: text });
  };
  const form = useForm<LessonValues>({
    mode: 'controlled',
    initialValues: toValues(lesson, weekday),
    validate: {
      subjectId: (value) => (value === '' ? t('classes.lesson.subjectRequired') : null),
      startTime: (value) => (TIME.test(value) ? null : message(TIMETABLE_MESSAGES.timeFormat)),
      endTime: (value, values) => (!TIME.test(value) ? message(TIMETABLE_MESSAGES.timeFormat) : value <= values.startTime ? message(TIMETABLE_MESSAGES.endAfterStart) : null),
    },
  });
  const focusFirstError = () => focusFirstInvalid(formRef);
  const setBusyState = (next: boolean) => {
    setBusy(next);
    onBusyChange(next);
  };

  /** Sends the lesson; an edit carries the version it was made from, and a 412 opens the two versions. */
  const send = async (payload: LessonPayload, version?: string) => {
    if (busy) return;
    setFailure(null);
    setBusyState(true);
    let saved;
    try {
      saved = await save.mutateAsync({ id: lesson?.id ?? null, payload, requestId: write.requestIdFor(payload), version: lesson ? (version ?? lesson.updatedAt) : undefined });
      write.settled();
    } catch (error) {
      if (lesson && conflict.caught(error, payload)) {
        // Answered for good: whatever is chosen next is a new request.
        write.settled();
        setBusyState(false);
        return;
      }
      setFailure(apiErrorText(error, t('classes.lesson.saveFailed')));
      if (isApiError(error) && error.errors) {
        form.setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, text]) => [field, message(text)])));
        focusFirstError();
      }
      setBusyState(false);
      return;
    }
    setBusyState(false);
    notifications.show(saved === null ? { color: 'yellow', message: t('classes.lesson.savedQueued') } : { color: 'green', message: lesson ? t('classes.lesson.updated') : t('classes.lesson.created') });
    onClose();
  };
  const handleValid = (values: LessonValues) =>
    send({
      classId: schoolClass.id,
      subjectId: Number(values.subjectId),
      teacherId: values.teacherId === '' ? null : Number(values.teacherId),
      weekday: Number(values.weekday),
      startTime: values.startTime,
      endTime: values.endTime,
      room: values.room.trim() || null,
    });

  const days = dayOrder.map((day) => ({ value: String(day), label: t(`classes.weekdays.${day}`) }));
  const subjectData = [{ value: '', label: t('classes.lesson.chooseSubject'), disabled: true }, ...choices.subjects.map((choice) => ({ value: String(choice.id), label: choiceLabel(choice) }))];
  const teacherData = [{ value: '', label: t('classes.lesson.noTeacher') }, ...choices.teachers.map((choice) => ({ value: String(choice.id), label: choice.name }))];
  // The lesson's own subject and teacher stay named even when the lists do not hold them.
  if (lesson && !subjectData.some((option) => option.value === String(lesson.subject.id))) subjectData.push({ value: String(lesson.subject.id), label: localName(lesson.subject) });
  if (lesson?.teacher && !teacherData.some((option) => option.value === String(lesson.teacher?.id))) teacherData.push({ value: String(lesson.teacher.id), label: lesson.teacher.name });
  const optionLabel = (options: { value: string; label: string }[], value: unknown) => (value === null ? null : (options.find((option) => option.value === String(value))?.label ?? null));
  const conflict = useRecordConflict({
    entity: 'lesson',
    resend: (change, version) => send(change as LessonPayload, version),
    keepTheirs: () => {
      void queryClient.invalidateQueries({ queryKey: classKeys.detail(schoolClass.id) });
      onClose();
    },
    describe: (field, value) => (field === 'subjectId' ? optionLabel(subjectData, value) : field === 'teacherId' ? optionLabel(teacherData, value) : null),
  });

  return (
    <form ref={formRef} onSubmit={(event) => form.onSubmit((values) => void handleValid(values), focusFirstError)(event)} noValidate>
      <Stack gap="md">
        {failure !== null ? (
          <Alert role="alert" color="red" variant="light" title={t('classes.lesson.saveFailed')} icon={<IconAlertCircle aria-hidden />}>
            {failure}
          </Alert>
        ) : null}
        {conflict.dialog}
        <NativeSelect label={t('classes.lesson.subject')} required data={subjectData} data-autofocus {...form.getInputProps('subjectId')} />
        <NativeSelect label={t('classes.lesson.teacher')} data={teacherData} {...form.getInputProps('teacherId')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NativeSelect label={t('classes.lesson.weekday')} required data={days} {...form.getInputProps('weekday')} />
          <TextInput label={t('classes.lesson.start')} type="time" required {...form.getInputProps('startTime')} />
          <TextInput label={t('classes.lesson.end')} type="time" required {...form.getInputProps('endTime')} />
        </SimpleGrid>
        <TextInput label={t('classes.lesson.room')} maxLength={50} placeholder={schoolClass.room ?? undefined} {...form.getInputProps('room')} />
        <FormDialogActions onCancel={onClose} busy={busy} submitLabel={lesson ? t('classes.lesson.update') : t('classes.lesson.create')} />
      </Stack>
    </form>
  );
}

export type LessonFormDialogProps = {
  opened: boolean;
  onClose: () => void;
  schoolClass: ClassDetail;
  lesson: TimetableEntry | null;
  weekday: number;
  /** The seven ISO weekdays in the school's order (the day choices). */
  dayOrder: readonly number[];
};

export function LessonFormDialog({ opened, onClose, schoolClass, lesson, weekday, dayOrder }: LessonFormDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog opened={opened} onClose={onClose} busy={busy} title={lesson ? t('classes.lesson.titleEdit') : t('classes.lesson.titleCreate')} size="32rem">
      {opened ? <LessonFormBody key={lesson?.id ?? `new-${weekday}`} schoolClass={schoolClass} lesson={lesson} weekday={weekday} dayOrder={dayOrder} onClose={onClose} onBusyChange={setBusy} /> : null}
    </FormDialog>
  );
}
