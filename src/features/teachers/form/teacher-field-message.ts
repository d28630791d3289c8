/**
 * A teacher field message in the user's language. The contract's messages are English (the server
 * answers them in `errors` too); each has a key in the catalogue under `teacherForm.fieldErrors`.
 * A message the contract does not know (another server text) is shown as it came.
 */
import type { TFunction } from 'i18next';
import { TEACHER_FIELD_MESSAGES } from '@/contract/teachers';

const KEY_OF_MESSAGE = new Map<string, string>(Object.entries(TEACHER_FIELD_MESSAGES).map(([key, message]) => [message, key]));

export function teacherFieldMessage(t: TFunction, message: string): string {
  const key = KEY_OF_MESSAGE.get(message);
  return key === undefined ? message : t(`teacherForm.fieldErrors.${key}`, { defaultValue: message });
}
