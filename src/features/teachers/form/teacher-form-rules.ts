/**
 * What the form checks before sending: exactly the contract's write schema (spec part 2 §5: every
 * field required, experience a whole number ≥ 0, salary ≥ 0 with 2 decimals at most), run on the
 * payload the form would send, and the school's limit per amount on the salary. Display only: the server checks everything again.
 */
import type { FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import { teacherWriteSchema } from '@/contract/teachers';
import { teacherFieldMessage } from '@/features/teachers/form/teacher-field-message';
import { toTeacherPayload } from '@/features/teachers/form/teacher-form-payload';
import type { TeacherFormValues } from '@/features/teachers/form/teacher-form-values';
import { DEFAULT_MONEY_LIMIT, overLimitFieldErrors, type MoneyLimit } from '@/lib/school/use-money-limit';

/** `limit`: the school's limit per amount and its message (useMoneyLimit); a salary above it is refused as the server would. */
export function validateTeacherForm(t: TFunction, values: TeacherFormValues, limit: Pick<MoneyLimit, 'maxAmountCents' | 'message'> = DEFAULT_MONEY_LIMIT): FormErrors {
  const result = teacherWriteSchema.safeParse(toTeacherPayload(values));
  if (result.success) return overLimitFieldErrors(teacherWriteSchema, result.data, limit);
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    // The first problem of a field is the one to fix first.
    errors[path] ??= teacherFieldMessage(t, issue.message);
  }
  return errors;
}
