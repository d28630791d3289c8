import type { TFunction } from 'i18next';
import type { Exam, ExamCreate } from '@/contract/exams';

/** The form's fields as typed (strings, as the inputs hold them). */
export type ExamFormValues = {
  name: string;
  dariName: string;
  pashtoName: string;
  classId: string;
  subjectId: string;
  examDate: string;
  startTime: string;
  endTime: string;
  room: string;
  maxMarks: string;
  academicYear: string;
};

export function newExamValues(today: string): ExamFormValues {
  return { name: '', dariName: '', pashtoName: '', classId: '', subjectId: '', examDate: today, startTime: '08:00', endTime: '09:00', room: '', maxMarks: '100', academicYear: '' };
}

export function examToValues(exam: Exam): ExamFormValues {
  return {
    name: exam.name,
    dariName: exam.dariName ?? '',
    pashtoName: exam.pashtoName ?? '',
    classId: String(exam.class.id),
    subjectId: String(exam.subject.id),
    examDate: exam.examDate,
    startTime: exam.startTime ?? '',
    endTime: exam.endTime ?? '',
    room: exam.room ?? '',
    maxMarks: String(exam.maxMarks),
    academicYear: exam.academicYear ?? '',
  };
}

export function toExamPayload(values: ExamFormValues): ExamCreate {
  return {
    name: values.name.trim(),
    dariName: values.dariName.trim() || null,
    pashtoName: values.pashtoName.trim() || null,
    classId: Number(values.classId),
    subjectId: Number(values.subjectId),
    examDate: values.examDate,
    startTime: values.startTime,
    endTime: values.endTime,
    room: values.room.trim() || null,
    maxMarks: Number(values.maxMarks),
    academicYear: values.academicYear.trim() || null,
  };
}

/** The same rules as the contract, in the user's language, before anything is sent. */
export function validateExamForm(t: TFunction, values: ExamFormValues): Partial<Record<keyof ExamFormValues, string>> {
  const errors: Partial<Record<keyof ExamFormValues, string>> = {};
  if (values.name.trim() === '') errors.name = t('exams.form.errors.name');
  if (values.classId === '') errors.classId = t('exams.form.errors.class');
  if (values.subjectId === '') errors.subjectId = t('exams.form.errors.subject');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.examDate)) errors.examDate = t('exams.form.errors.date');
  if (!/^\d{2}:\d{2}$/.test(values.startTime)) errors.startTime = t('exams.form.errors.time');
  if (!/^\d{2}:\d{2}$/.test(values.endTime)) errors.endTime = t('exams.form.errors.time');
  else if (!errors.startTime && values.endTime <= values.startTime) errors.endTime = t('exams.form.errors.endAfterStart');
  const maxMarks = Number(values.maxMarks);
  if (values.maxMarks.trim() === '' || !Number.isFinite(maxMarks) || maxMarks <= 0 || maxMarks > 1000) errors.maxMarks = t('exams.form.errors.maxMarks');
  return errors;
}
