/**
 * What the form shows for a failed save (issue 6: "Save failures are shown to the user"): the
 * server's message when it sent one, a plain sentence when the server could not be reached
 * (offline said as such), and the field messages keyed by payload path, which are the form's
 * own paths. A conflict the server answers with a message only lands on its field too.
 */
import type { TFunction } from 'i18next';
import { TEACHER_MESSAGES } from '@/contract/teachers';
import { isApiError } from '@/lib/api/api-error';
import { teacherFieldMessage } from '@/features/teachers/form/teacher-field-message';

export type TeacherSaveError = {
  /** The detail under the alert's title, or null when there is nothing more to say. */
  detail: string | null;
  fieldErrors: Record<string, string>;
};

const FIELD_OF_CONFLICT: Record<string, string> = {
  [TEACHER_MESSAGES.employeeIdTaken]: 'employeeId',
  [TEACHER_MESSAGES.emailTaken]: 'email',
};

export function readTeacherSaveError(t: TFunction, error: unknown, online: boolean = navigator.onLine): TeacherSaveError {
  if (!isApiError(error)) return { detail: error instanceof Error && error.message !== '' ? error.message : null, fieldErrors: {} };
  if (error.code === 'NETWORK' || error.code === 'TIMEOUT') {
    const detail = !online ? t('teacherForm.messages.offline') : error.code === 'TIMEOUT' ? t('teacherForm.messages.timeout') : t('teacherForm.messages.network');
    return { detail, fieldErrors: {} };
  }
  const fieldErrors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.errors ?? {})) fieldErrors[field] = teacherFieldMessage(t, message);
  const conflictField = FIELD_OF_CONFLICT[error.message];
  if (conflictField) fieldErrors[conflictField] ??= error.message;
  return { detail: error.message === '' ? null : error.message, fieldErrors };
}
