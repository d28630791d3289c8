/** GET /payments/{id}/receipt: the Payment Bill's data (spec §3.8 "Bill data", §9). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { successResponse } from '@/contract/api';
import { FINANCE_CACHE_MS, paymentBillSchema, type PaymentBill } from '@/contract/finance';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { financeKeys } from '@/features/finance/api/finance-keys';

const BILL_FAILED = 'Failed to load the payment bill';
const billAnswerSchema = successResponse(paymentBillSchema);

export async function getPaymentBill(paymentId: number, signal?: AbortSignal): Promise<PaymentBill> {
  const answer = await api.get<PaymentBill>(`/payments/${paymentId}/receipt`, { signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? BILL_FAILED, { status: 200 });
  const parsed = billAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    console.error('Unexpected payment bill answer', parsed.error);
    throw new ApiError('HTTP', BILL_FAILED, { status: 200 });
  }
  return parsed.data.data;
}

export function paymentBillQueryOptions(paymentId: number) {
  return queryOptions({
    queryKey: financeKeys.paymentBill(paymentId),
    queryFn: ({ signal }) => getPaymentBill(paymentId, signal),
    retry: retryUnlessRefused,
    staleTime: FINANCE_CACHE_MS,
  });
}

/** The bill of one payment; idle while `paymentId` is null. */
export function usePaymentBill(paymentId: number | null) {
  return useQuery({ ...paymentBillQueryOptions(paymentId ?? 0), enabled: paymentId !== null });
}
