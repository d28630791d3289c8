import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/api-error';
import { customerKeys, type CustomerListFilters } from '@/features/customers/api/customer-keys';
import { listCustomers } from '@/features/customers/api/customer-repository';

/**
 * A refused request (4xx) is not retried: asking again gets the same answer. Anything else is
 * retried once, as the app's cache defaults say (the API client already retried 5xx and network
 * failures on its own).
 */
function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.code === 'HTTP' || error.code === 'UNAUTHORIZED' || error.code === 'TOKEN_EXPIRED')) return false;
  return failureCount < 1;
}

export function customersQueryOptions(filters: CustomerListFilters) {
  return queryOptions({
    queryKey: customerKeys.list(filters),
    // The signal is aborted when the search moves on, so a stale search stops at once.
    queryFn: ({ signal }) => listCustomers({ ...filters, signal }),
    retry: retryUnlessRefused,
  });
}

/**
 * The front desk's list. Previous results stay on screen while a new search loads; entering the
 * screen refreshes it (another desk may have registered visitors since).
 */
export function useCustomers(filters: CustomerListFilters) {
  return useQuery({ ...customersQueryOptions(filters), placeholderData: keepPreviousData, refetchOnMount: 'always' });
}
