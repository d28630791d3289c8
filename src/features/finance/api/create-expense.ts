import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponse } from '@/contract/api';
import { expenseSchema, type Expense, type ExpenseCreateInput } from '@/contract/finance';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { EXPENSES_PATH } from '@/features/finance/api/expense-paths';
import { financeKeys } from '@/features/finance/api/finance-keys';

export const EXPENSE_SAVE_FAILED = 'Failed to save expense';

const expenseAnswerSchema = successResponse(expenseSchema);

export type CreateExpenseVariables = {
  payload: ExpenseCreateInput;
  /** X-Request-ID of this one logical write, kept when the same form is sent again unchanged. */
  requestId: string;
};

/** The saved expense from a write's answer; null when the service worker queued the write (offline). */
export function readSavedExpense(answer: { success?: boolean; message?: string; queued?: boolean }): Expense | null {
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? EXPENSE_SAVE_FAILED, { status: 200 });
  if (answer.queued === true) return null;
  const parsed = expenseAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    console.error('Unexpected expense answer', parsed.error);
    throw new ApiError('HTTP', EXPENSE_SAVE_FAILED, { status: 200 });
  }
  return parsed.data.data;
}

/** POST /expenses (spec part 2 §7.4): the created expense, or null when the write was queued offline. */
export async function createExpense({ payload, requestId }: CreateExpenseVariables): Promise<Expense | null> {
  return readSavedExpense(await api.post<Expense>(EXPENSES_PATH, payload, { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS }));
}

export function useCreateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExpense,
    onSuccess: (created) => {
      // Queued (null): nothing changed on the server yet.
      if (!created) return;
      // Lists, the overview's stats and the analytics all depend on every money write.
      void queryClient.invalidateQueries({ queryKey: financeKeys.all });
    },
  });
}
