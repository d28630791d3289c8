/**
 * An expense field message in the user's language. The contract's messages are English (the
 * server answers them in `errors` too); those the expense form can meet have a key under
 * `financeExpenses.fieldErrors`. A message the catalogue does not know is shown as it came.
 */
import type { TFunction } from 'i18next';
import { FINANCE_MESSAGES } from '@/contract/finance';

const EXPENSE_FIELD_MESSAGE_KEYS = [
  'titleRequired',
  'invalidAmount',
  'categoryRequired',
  'dateRequired',
  'statusInvalid',
  'methodInvalid',
  'remarksTooLong',
  'tooLong',
] as const satisfies readonly (keyof typeof FINANCE_MESSAGES)[];

const KEY_OF_MESSAGE = new Map<string, string>(EXPENSE_FIELD_MESSAGE_KEYS.map((key) => [FINANCE_MESSAGES[key], key]));

export function expenseFieldMessage(t: TFunction, message: string): string {
  const key = KEY_OF_MESSAGE.get(message);
  return key === undefined ? message : t(`financeExpenses.fieldErrors.${key}`, { defaultValue: message });
}
