import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerKeys } from '@/features/customers/api/customer-keys';
import { getCustomer } from '@/features/customers/api/customer-repository';

export function customerQueryOptions(id: string) {
  return queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
  });
}

/** One customer; pass null to wait (nothing is fetched). */
export function useCustomer(id: string | null) {
  return useQuery({ ...customerQueryOptions(id ?? ''), enabled: id !== null });
}
