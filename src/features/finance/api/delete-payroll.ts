import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FINANCE_MESSAGES } from '@/contract/finance';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { payrollPath } from '@/features/finance/api/payroll-paths';

/** DELETE /payrolls/{id}: a soft delete (spec part 2 §2.4, §7.4). */
export async function deletePayroll(id: number): Promise<void> {
  const answer = await api.delete(payrollPath(id), { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? FINANCE_MESSAGES.payrollNotFound, { status: 200 });
}

export function useDeletePayroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePayroll,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
