/**
 * What the expense form checks before sending: the contract's create schema run on the payload
 * the form would send (spec §5: title, amount, category, date, status and method required; the
 * category from the fixed list; remarks at most 255). Display only: the server checks again.
 */
import type { FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import { expenseCreateSchema } from '@/contract/finance';
import { expenseFieldMessage } from '@/features/finance/expenses/expense-field-message';
import { toCreatePayload, type ExpenseFormValues } from '@/features/finance/expenses/expense-form-values';

export function validateExpenseForm(t: TFunction, values: ExpenseFormValues): FormErrors {
  const result = expenseCreateSchema.safeParse(toCreatePayload(values));
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    // The first problem of a field is the one to fix first.
    errors[path] ??= expenseFieldMessage(t, issue.message);
  }
  return errors;
}
