import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payroll, PayrollCreateInput } from '@/contract/finance';
import { api } from '@/lib/api/api';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { payrollPath } from '@/features/finance/api/payroll-paths';
import { readSavedPayroll } from '@/features/finance/api/read-saved-payroll';

/** Fields left out keep their value; a null payment date, transaction id or remarks clears it (contract `payrollUpdateSchema`). */
export type PayrollUpdatePayload = Partial<Omit<PayrollCreateInput, 'paymentDate' | 'transactionId' | 'remarks'>> & {
  paymentDate?: string | null;
  transactionId?: string | null;
  remarks?: string | null;
};

export type UpdatePayrollVariables = { id: number; payload: PayrollUpdatePayload; requestId: string };

/** PUT /payrolls/{id}: the saved record, or null when the write was queued offline. */
export async function updatePayroll({ id, payload, requestId }: UpdatePayrollVariables): Promise<Payroll | null> {
  return readSavedPayroll(await api.put<Payroll>(payrollPath(id), payload, { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS }));
}

export function useUpdatePayroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayroll,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
