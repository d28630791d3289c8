import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CUSTOMER_MESSAGES, type Customer } from '@/contract/customers';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { customerKeys } from '@/features/customers/api/customer-keys';
import { customerPath, type CustomerPage } from '@/features/customers/api/customer-repository';
import { saveLocalCustomers } from '@/features/customers/offline/local-customers';

/** PUT /customers/{id}: the edit dialog's fields, enumerations in the canonical upper-case form. */
export type UpdateCustomerPayload = {
  name: string;
  /** Not on the form; sent back unchanged so a full replace (PUT) keeps them. */
  dariName: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string;
  mobile: string | null;
  email: string | null;
  gender: string;
  type: string;
  purpose: string | null;
  department: string | null;
  source: string | null;
  priority: string;
  referredTo: string;
  status: string;
  address: string | null;
  street: string | null;
  city: string | null;
  country: string | null;
  postalCode: string | null;
  company: string | null;
  website: string | null;
  occupation: string | null;
  remarks: string | null;
  notes: string | null;
  metadata: Record<string, string>;
  tags: string[];
};

export type UpdateCustomerVariables = {
  /** The customer as shown when editing began. */
  customer: Customer;
  payload: UpdateCustomerPayload;
  requestId?: string;
};

/** The saved customer, or null when the write was queued to be sent later (offline). */
export async function updateCustomer({ customer, payload, requestId }: UpdateCustomerVariables): Promise<Customer | null> {
  const answer = await api.put<Customer>(customerPath(customer.id), payload, {
    requestId: requestId ?? createRequestId(),
    timeout: SERVICE_WRITE_TIMEOUT_MS,
  });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? CUSTOMER_MESSAGES.updateFailed, { status: 200 });
  return answer.queued === true ? null : (answer.data ?? null);
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
      const next: Customer = saved ?? { ...customer, ...payload, updatedAt: new Date().toISOString() };
      replaceCustomerInCache(queryClient, next);
      // The list shows the device's copy: only the server's answer replaces it (a queued write
      // keeps the old one until it is sent; the offline issue's outbox shows it as pending).
      if (saved) await saveLocalCustomers([saved]);
      await queryClient.invalidateQueries({ queryKey: customerKeys.lists(), refetchType: 'none' });
    },
  });
}
