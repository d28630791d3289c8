/**
 * POST /payments (spec §3.5, §7.4): records a payment; the answer carries its receipt number. A
 * write the service worker queued offline answers `queued: true` with no payment: nothing changed
 * on the server yet, so there is no receipt number and no bill until it syncs.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@/contract/endpoint';
import * as paymentEndpoints from '@/contract/endpoints/finance/payments';
import { FINANCE_MESSAGES, type Payment } from '@/contract/finance';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { isQueued, send } from '@/lib/api/send';
import { financeKeys } from '@/features/finance/api/finance-keys';

export type CreatePaymentVariables = {
  payload: EndpointInput<typeof paymentEndpoints.create>['body'];
  /** X-Request-ID of this one logical write, kept when the same form is sent again unchanged. */
  requestId: string;
};

/** The created payment, or null when the write was queued offline. */
export type CreatedPayment = Payment | null;

export async function createPayment({ payload, requestId }: CreatePaymentVariables): Promise<CreatedPayment> {
  const answer = await send(
    paymentEndpoints.create,
    { body: payload },
    { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS, failed: FINANCE_MESSAGES.createPaymentFailed },
  );
  return isQueued(answer) ? null : answer.data;
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSuccess: (created) => {
      // Queued (null): the server has nothing new yet; the outbox's replay brings it.
      if (!created) return;
      // Every finance figure depends on every money write (finance-keys.ts).
      void queryClient.invalidateQueries({ queryKey: financeKeys.all });
    },
  });
}
