/**
 * POST /payments (spec §3.5, §7.4): records a payment; the answer carries its receipt number. A
 * write the service worker queued offline answers `queued: true` with no payment: nothing changed
 * on the server yet, so there is no receipt number and no bill until it syncs.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponse } from '@/contract/api';
import { FINANCE_MESSAGES, paymentSchema, type Payment, type PaymentCreateInput } from '@/contract/finance';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { financeKeys } from '@/features/finance/api/finance-keys';

const paymentAnswerSchema = successResponse(paymentSchema);

export type CreatePaymentVariables = {
  payload: PaymentCreateInput;
  /** X-Request-ID of this one logical write, kept when the same form is sent again unchanged. */
  requestId: string;
};

/** The created payment, or null when the write was queued offline. */
export type CreatedPayment = Payment | null;

export function readCreatedPayment(answer: { success?: boolean; message?: string; queued?: boolean }): CreatedPayment {
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? FINANCE_MESSAGES.createPaymentFailed, { status: 200 });
  if (answer.queued === true) return null;
  const parsed = paymentAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    console.error('Unexpected payment answer', parsed.error);
    throw new ApiError('HTTP', FINANCE_MESSAGES.createPaymentFailed, { status: 200 });
  }
  return parsed.data.data;
}

export async function createPayment({ payload, requestId }: CreatePaymentVariables): Promise<CreatedPayment> {
  return readCreatedPayment(await api.post<Payment>('/payments', payload, { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS }));
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
