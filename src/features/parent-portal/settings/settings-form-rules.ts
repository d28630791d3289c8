import type { TFunction } from 'i18next';
import { quietHoursSchema } from '@/contract/notifications';
import type { ParentSettings } from '@/contract/parent-account';
import { accountMessageText } from '@/features/parent-portal/messages/account-message-text';

const clockTime = quietHoursSchema.shape.start;
/** The contract's own message for a time that does not read HH:MM (what the server answers). */
const CONTRACT_TIME_MESSAGE = 'Use HH:MM';

/**
 * The quiet hours' times must read HH:MM (a time field left half-filled gives ""). They are
 * checked also while quiet hours are off: the server keeps both times either way.
 */
export function validateSettingsForm(t: TFunction, values: ParentSettings): Record<string, string> {
  const errors: Record<string, string> = {};
  const { start, end } = values.notifications.quietHours;
  if (!clockTime.safeParse(start).success) errors['notifications.quietHours.start'] = t('portalSettings.quietHours.invalidTime');
  if (!clockTime.safeParse(end).success) errors['notifications.quietHours.end'] = t('portalSettings.quietHours.invalidTime');
  return errors;
}

/** A server field message in the user's language: the contract's time message, else the account's messages. */
export function settingsFieldMessage(t: TFunction, message: string): string {
  return message === CONTRACT_TIME_MESSAGE ? t('portalSettings.quietHours.invalidTime') : accountMessageText(t, message);
}
