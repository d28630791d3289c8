import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@/contract/endpoint';
import * as payrollEndpoints from '@/contract/endpoints/finance/payroll';
import type { Payroll } from '@/contract/finance';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { isQueued, send } from '@/lib/api/send';
import { financeKeys } from '@/features/finance/api/finance-keys';

export const PAYROLL_SAVE_FAILED = 'Failed to save the payroll record';

export type CreatePayrollVariables = {
  payload: EndpointInput<typeof payrollEndpoints.create>['body'];
  /** X-Request-ID of this one logical write, kept when the same form is sent again unchanged. */
  requestId: string;
};

/** POST /payrolls (spec part 2 §3.7, §7.4): the created record, or null when the write was queued offline. */
export async function createPayroll({ payload, requestId }: CreatePayrollVariables): Promise<Payroll | null> {
  const answer = await send(
    payrollEndpoints.create,
    { body: payload },
    { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS, failed: PAYROLL_SAVE_FAILED },
  );
  return isQueued(answer) ? null : answer.data;
}

export function useCreatePayroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayroll,
    // Lists, the four cards, the overview's stats and analytics all move with a money write.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
