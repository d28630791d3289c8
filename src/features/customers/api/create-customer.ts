import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_MESSAGES, type CreateCustomerInput, type Customer } from '@/contract/customers';
import * as customerEndpoints from '@/contract/endpoints/customers';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { isQueued, send } from '@/lib/api/send';
import { saveLocalCustomers } from '@/lib/offline/local-records/local-customers';
import { customerKeys } from '@/features/customers/api/customer-keys';

/**
 * POST /customers as the front desk sends it (spec part 1 §7): the contract's input, with the id
 * made on the device (the same id sent twice is the same customer, never a second one).
 */
export type CreateCustomerPayload = CreateCustomerInput & { id: string };

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
  const answer = await send(
    customerEndpoints.create,
    { body: payload },
    { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS, failed: CUSTOMER_MESSAGES.createFailed },
  );
  return isQueued(answer) ? null : answer.data;
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
