import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Expense, expenseUpdateSchema } from '@/contract/finance';
import { api } from '@/lib/api/api';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { readSavedExpense } from '@/features/finance/api/create-expense';
import { expensePath } from '@/features/finance/api/expense-paths';
import { financeKeys } from '@/features/finance/api/finance-keys';

/** The PUT body: fields left out keep their value; null (or blank) clears an optional text. */
export type ExpenseUpdatePayload = z.input<typeof expenseUpdateSchema>;

export type UpdateExpenseVariables = { id: number; payload: ExpenseUpdatePayload; requestId: string };

/** PUT /expenses/{id} (spec part 2 §7.4): the saved expense, or null when the write was queued offline. */
export async function updateExpense({ id, payload, requestId }: UpdateExpenseVariables): Promise<Expense | null> {
  return readSavedExpense(await api.put<Expense>(expensePath(id), payload, { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS }));
}

export function useUpdateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExpense,
    onSuccess: (saved) => {
      if (!saved) return;
      void queryClient.invalidateQueries({ queryKey: financeKeys.all });
    },
  });
}
