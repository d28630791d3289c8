/** GET /payments/{id}/receipt: the Payment Bill's data (spec §3.8 "Bill data", §9). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as paymentEndpoints from '@/contract/endpoints/finance/payments';
import { type PaymentBill } from '@/contract/finance';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { FINANCE_CACHE_MS } from '@/features/finance/finance-timings';

const BILL_FAILED = 'Failed to load the payment bill';

export async function getPaymentBill(paymentId: number, signal?: AbortSignal): Promise<PaymentBill> {
  const answer = await send(paymentEndpoints.receipt, { params: { id: paymentId } }, { signal, failed: BILL_FAILED });
  return answer.data;
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
