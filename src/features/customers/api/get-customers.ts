import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { customerKeys, type CustomerListFilters } from '@/features/customers/api/customer-keys';
import { listCustomers, type CustomerPage, type ListCustomersParams } from '@/features/customers/api/customer-repository';
import { forgetCustomersMissingFromPage, keptCustomerIds, saveLocalCustomers } from '@/lib/offline/local-records/local-customers';

/**
 * A page from the server, kept on the device too (the list shows the device's copy, so it works
 * the same offline), and the device's matches that the first page shows are gone, forgotten
 * (those kept before it was asked for: see forgetCustomersMissingFromPage).
 */
async function fetchAndKeep(params: ListCustomersParams): Promise<CustomerPage> {
  const keptBefore = await keptCustomerIds();
  const page = await listCustomers(params);
  await saveLocalCustomers(page.customers);
  if ((params.page ?? 1) === 1) {
    const complete = page.pagination !== null && !page.totalCountCapped && page.pagination.totalCount <= page.customers.length;
    await forgetCustomersMissingFromPage(params.search, page.customers, complete, keptBefore);
  }
  return page;
}

export function customersQueryOptions(filters: CustomerListFilters) {
  return queryOptions({
    queryKey: customerKeys.list(filters),
    // The signal is aborted when the search moves on, so a stale search stops at once.
    queryFn: ({ signal }) => fetchAndKeep({ ...filters, signal }),
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
