/**
 * The "Message the school" form: its values, the payload it sends and its rules. The rules are the
 * contract's schema, so the form says exactly what the server would (PARENT_ACCOUNT_MESSAGES).
 */
import type { TFunction } from 'i18next';
import { newParentMessageSchema, type NewParentMessage } from '@/contract/parent-account';
import { accountMessageText } from '@/features/parent-portal/messages/account-message-text';

/** `studentId` is the chosen child's id as text, or NOT_ABOUT_ONE_CHILD. */
export type MessageFormValues = { studentId: string; subject: string; body: string };

export const NOT_ABOUT_ONE_CHILD = '';

export function newMessageValues(childId: number | null): MessageFormValues {
  return { studentId: childId === null ? NOT_ABOUT_ONE_CHILD : String(childId), subject: '', body: '' };
}

export function toMessagePayload(values: MessageFormValues): NewParentMessage {
  return {
    studentId: values.studentId === NOT_ABOUT_ONE_CHILD ? null : Number(values.studentId),
    subject: values.subject.trim(),
    body: values.body.trim(),
  };
}

/** The first problem of each field, in the user's language. */
export function validateMessageForm(t: TFunction, values: MessageFormValues): Record<string, string> {
  const parsed = newParentMessageSchema.safeParse(toMessagePayload(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'subject');
    errors[field] ??= accountMessageText(t, issue.message);
  }
  return errors;
}
