import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_MESSAGES } from '@/contract/customers';
import * as customerEndpoints from '@/contract/endpoints/customers';
import { createRequestId } from '@/lib/api/request-id';
import { send } from '@/lib/api/send';
import { customerKeys } from '@/features/customers/api/customer-keys';
import type { CustomerPage } from '@/features/customers/api/customer-repository';
import { removeLocalCustomers } from '@/lib/offline/local-records/local-customers';

export type DeleteCustomerVariables = { id: string; requestId?: string };

/** DELETE /customers/{id}: a soft delete on the server (restorable). */
export async function deleteCustomer({ id, requestId }: DeleteCustomerVariables): Promise<void> {
  await send(customerEndpoints.remove, { params: { id } }, { requestId: requestId ?? createRequestId(), failed: CUSTOMER_MESSAGES.deleteFailed });
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: async (_result, { id }) => {
      queryClient.setQueriesData<CustomerPage>({ queryKey: customerKeys.lists() }, (page) =>
        page ? { ...page, customers: page.customers.filter((item) => item.id !== id) } : page,
      );
      queryClient.removeQueries({ queryKey: customerKeys.detail(id) });
      await removeLocalCustomers([id]);
      await queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
    },
  });
}
