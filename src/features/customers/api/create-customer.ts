import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_MESSAGES, type Customer } from '@/contract/customers';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { saveLocalCustomers } from '@/features/customers/offline/local-customers';
import { customerKeys } from '@/features/customers/api/customer-keys';
import { CUSTOMERS_PATH } from '@/features/customers/api/customer-repository';

/** POST /customers as the front desk sends it (spec part 1 §7); enumerations in the front-desk words. */
export type CreateCustomerPayload = {
  /** Made on the device: the same id sent twice is the same customer, never a second one. */
  id: string;
  name: string;
  phone: string;
  mobile: string;
  email: string;
  gender: string;
  type: string;
  purpose: string;
  department: string;
  source: string;
  priority: string;
  referredTo: string;
  remarks: string;
  metadata: Record<string, string>;
  createdBy: number | null;
  schoolId: number;
};

export type CreateCustomerVariables = {
  payload: CreateCustomerPayload;
  /** X-Request-ID of this one logical write, kept across its retries and replays. */
  requestId: string;
};

/**
 * Gives a new registration its ids before it is first sent (CONVENTIONS §7). `createRequestId`
 * makes an RFC 4122 v4 UUID with `crypto.randomUUID`, or `getRandomValues` on plain-http pages.
 */
export function prepareCreateCustomer(fields: Omit<CreateCustomerPayload, 'id'>): CreateCustomerVariables {
  return { payload: { id: createRequestId(), ...fields }, requestId: createRequestId() };
}

/** The created customer, or null when the write was queued to be sent later (offline). */
export async function createCustomer({ payload, requestId }: CreateCustomerVariables): Promise<Customer | null> {
  const answer = await api.post<Customer>(CUSTOMERS_PATH, payload, { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? CUSTOMER_MESSAGES.createFailed, { status: 200 });
  return answer.queued === true ? null : (answer.data ?? null);
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: async (created) => {
      // Queued (null): the list shows it from the outbox; nothing changed on the server yet.
      if (!created) return;
      // Kept on the device at once: the list shows it before the server is asked again. The
      // refresh is not awaited: the form is free for the next visitor at once.
      await saveLocalCustomers([created]);
      void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
    },
  });
}
