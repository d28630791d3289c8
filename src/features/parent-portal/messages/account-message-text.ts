/**
 * A message of the parent's account calls in the user's language. The contract's messages are
 * English (the server answers them as `message` and in `errors`); each has a key under
 * `portalMessages.account`. A message the catalogue does not know is shown as it came.
 */
import type { TFunction } from 'i18next';
import { PARENT_ACCOUNT_MESSAGES, PARENT_MESSAGE_BODY_MAX, PARENT_MESSAGE_SUBJECT_MAX } from '@/contract/parent-account';

type AccountMessageKey = keyof typeof PARENT_ACCOUNT_MESSAGES;

const KEY_OF_MESSAGE = new Map<string, AccountMessageKey>(
  (Object.keys(PARENT_ACCOUNT_MESSAGES) as AccountMessageKey[]).map((key) => [PARENT_ACCOUNT_MESSAGES[key], key]),
);

const LIMIT_OF: Partial<Record<AccountMessageKey, number>> = {
  subjectTooLong: PARENT_MESSAGE_SUBJECT_MAX,
  bodyTooLong: PARENT_MESSAGE_BODY_MAX,
};

export function accountMessageText(t: TFunction, message: string): string {
  const key = KEY_OF_MESSAGE.get(message);
  if (key === undefined) return message;
  return t(`portalMessages.account.${key}`, { max: LIMIT_OF[key], defaultValue: message });
}
