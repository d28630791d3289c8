import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CUSTOMER_MESSAGES, type Customer, type UpdateCustomerInput } from '@/contract/customers';
import * as customerEndpoints from '@/contract/endpoints/customers';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { isQueued, send } from '@/lib/api/send';
import { customerKeys } from '@/features/customers/api/customer-keys';
import type { CustomerPage } from '@/features/customers/api/customer-repository';
import { saveLocalCustomers } from '@/lib/offline/local-records/local-customers';

export type UpdateCustomerVariables = {
  /** The customer as shown when editing began. */
  customer: Customer;
  /** PUT /customers/{id}: the edit dialog's fields (the contract's input). */
  payload: UpdateCustomerInput;
  requestId?: string;
  /** The version the edit was made from (a 412 when changed since); none for a visitor not on the server yet. */
  version?: string;
};

/** The saved customer, or null when the write was queued to be sent later (offline). */
export async function updateCustomer({ customer, payload, requestId, version }: UpdateCustomerVariables): Promise<Customer | null> {
  const answer = await send(
    customerEndpoints.update,
    { params: { id: customer.id }, body: payload },
    { requestId: requestId ?? createRequestId(), version, timeout: SERVICE_WRITE_TIMEOUT_MS, failed: CUSTOMER_MESSAGES.updateFailed },
  );
  return isQueued(answer) ? null : answer.data;
}

/**
 * The customer as a queued edit will make it, to show until the server answers: the edit dialog
 * sends every field in its canonical form (EDIT_FORM_DEFAULTS), so the fields fit a Customer. Its
 * `updatedAt` stays the server's: it is the version a next edit is made from (record-version.ts).
 */
export function customerWithEdit(customer: Customer, payload: UpdateCustomerInput): Customer {
  // The request's own flag is not a field of the customer.
  const { allowDuplicatePhone, ...fields } = payload;
  void allowDuplicatePhone;
  return { ...customer, ...(fields as Partial<Customer>), updatedAt: customer.updatedAt };
}

/**
 * The version an edit of `customer` is made from: its `updatedAt` as the server answered it; none
 * for a visitor registered on this device and not sent yet (no serial number yet: nothing on the
 * server to compare with).
 */
export function customerVersion(customer: Customer): string | undefined {
  return customer.serialNumber === '' ? undefined : customer.updatedAt;
}

/** Puts a changed customer in place in every cached list and in its detail entry. */
export function replaceCustomerInCache(queryClient: QueryClient, next: Customer): void {
  queryClient.setQueriesData<CustomerPage>({ queryKey: customerKeys.lists() }, (page) =>
    page ? { ...page, customers: page.customers.map((item) => (item.id === next.id ? next : item)) } : page,
  );
  queryClient.setQueryData(customerKeys.detail(next.id), next);
}

/**
 * On success the customer is replaced in the list where it stands (spec part 1 §2), not
 * reloaded; lists are only marked stale so another search asks the server again.
 */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: async (saved, { customer, payload }) => {
      // A queued write has no answer yet: show what was sent.
      const next: Customer = saved ?? customerWithEdit(customer, payload);
      replaceCustomerInCache(queryClient, next);
      // The list shows the device's copy: only the server's answer replaces it (a queued write
      // keeps the old one until it is sent; the offline issue's outbox shows it as pending).
      if (saved) await saveLocalCustomers([saved]);
      await queryClient.invalidateQueries({ queryKey: customerKeys.lists(), refetchType: 'none' });
    },
  });
}
