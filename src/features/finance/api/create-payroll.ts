import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payroll, PayrollCreateInput } from '@/contract/finance';
import { api } from '@/lib/api/api';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { PAYROLLS_PATH } from '@/features/finance/api/payroll-paths';
import { readSavedPayroll } from '@/features/finance/api/read-saved-payroll';

export type CreatePayrollVariables = {
  payload: PayrollCreateInput;
  /** X-Request-ID of this one logical write, kept when the same form is sent again unchanged. */
  requestId: string;
};

/** POST /payrolls (spec part 2 §3.7, §7.4): the created record, or null when the write was queued offline. */
export async function createPayroll({ payload, requestId }: CreatePayrollVariables): Promise<Payroll | null> {
  return readSavedPayroll(await api.post<Payroll>(PAYROLLS_PATH, payload, { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS }));
}

export function useCreatePayroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayroll,
    // Lists, the four cards, the overview's stats and analytics all move with a money write.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
