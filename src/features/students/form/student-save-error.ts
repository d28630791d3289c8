/**
 * What the form shows for a failed save (spec part 2 §8 "Alert fallback: 'Failed to save
 * student' (shows the server error when present)"): the server's message when it sent one, the
 * client's own text for a failure without an answer (no network, time-out, 5xx), and the field
 * messages keyed by payload path (`user.firstName`), which are the form's own paths.
 */
import { STUDENT_MESSAGES } from '@/contract/students';
import { isApiError } from '@/lib/api/api-error';

export type StudentSaveError = {
  /** The detail under the alert's title, or null when there is nothing more to say. */
  detail: string | null;
  fieldErrors: Record<string, string>;
};

// Conflicts the server answers with a message only: placed on the field they are about.
const FIELD_OF_CONFLICT: Record<string, string> = {
  [STUDENT_MESSAGES.admissionNoTaken]: 'admissionNo',
  [STUDENT_MESSAGES.usernameTaken]: 'user.username',
  [STUDENT_MESSAGES.classNotFound]: 'classId',
};

export function readStudentSaveError(error: unknown): StudentSaveError {
  if (!isApiError(error)) return { detail: error instanceof Error && error.message !== '' ? error.message : null, fieldErrors: {} };
  const fieldErrors = { ...(error.errors ?? {}) };
  const conflictField = FIELD_OF_CONFLICT[error.message];
  if (conflictField) fieldErrors[conflictField] ??= error.message;
  return { detail: error.message === '' ? null : error.message, fieldErrors };
}
