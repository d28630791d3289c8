/**
 * What the expense form checks before sending: the contract's create schema run on the payload
 * the form would send (spec §5: title, amount, category, date, status and method required; the
 * category from the fixed list; remarks at most 255), and the school's limit per amount. Display only: the server checks again.
 */
import type { FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import { expenseCreateSchema } from '@/contract/finance';
import { expenseFieldMessage } from '@/features/finance/expenses/expense-field-message';
import { toCreatePayload, type ExpenseFormValues } from '@/features/finance/expenses/expense-form-values';
import { DEFAULT_MONEY_LIMIT, overLimitFieldErrors, type MoneyLimit } from '@/lib/school/use-money-limit';

/** `limit`: the school's limit per amount and its message (useMoneyLimit); an amount above it is refused as the server would. */
export function validateExpenseForm(
  t: TFunction,
  values: ExpenseFormValues,
  limit: Pick<MoneyLimit, 'maxAmountCents' | 'message'> = DEFAULT_MONEY_LIMIT,
): FormErrors {
  const result = expenseCreateSchema.safeParse(toCreatePayload(values));
  if (result.success) return overLimitFieldErrors(expenseCreateSchema, result.data, limit);
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    // The first problem of a field is the one to fix first.
    errors[path] ??= expenseFieldMessage(t, issue.message);
  }
  return errors;
}
