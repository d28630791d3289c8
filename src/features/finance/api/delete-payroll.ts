import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as payrollEndpoints from '@/contract/endpoints/finance/payroll';
import { FINANCE_MESSAGES } from '@/contract/finance';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { send } from '@/lib/api/send';
import { financeKeys } from '@/features/finance/api/finance-keys';

/** DELETE /payrolls/{id}: a soft delete (spec part 2 §2.4, §7.4). */
export async function deletePayroll(id: number): Promise<void> {
  await send(
    payrollEndpoints.remove,
    { params: { id } },
    { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS, failed: FINANCE_MESSAGES.payrollNotFound },
  );
}

export function useDeletePayroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePayroll,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
