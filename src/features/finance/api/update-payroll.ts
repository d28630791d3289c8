import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@/contract/endpoint';
import * as payrollEndpoints from '@/contract/endpoints/finance/payroll';
import type { Payroll } from '@/contract/finance';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { isQueued, send } from '@/lib/api/send';
import { PAYROLL_SAVE_FAILED } from '@/features/finance/api/create-payroll';
import { financeKeys } from '@/features/finance/api/finance-keys';

/** Fields left out keep their value; a null payment date, transaction id or remarks clears it (contract `payrollUpdateSchema`). */
export type PayrollUpdatePayload = EndpointInput<typeof payrollEndpoints.update>['body'];

export type UpdatePayrollVariables = { id: number; payload: PayrollUpdatePayload;
  requestId: string;
  /** The `updatedAt` of the record the change was made from: a newer one on the server answers 412. */
  version: string;
};

/** PUT /payrolls/{id}: the saved record, or null when the write was queued offline. */
export async function updatePayroll({ id, payload, requestId, version }: UpdatePayrollVariables): Promise<Payroll | null> {
  const answer = await send(
    payrollEndpoints.update,
    { params: { id }, body: payload },
    { requestId, version, timeout: SERVICE_WRITE_TIMEOUT_MS, failed: PAYROLL_SAVE_FAILED },
  );
  return isQueued(answer) ? null : answer.data;
}

export function useUpdatePayroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayroll,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
