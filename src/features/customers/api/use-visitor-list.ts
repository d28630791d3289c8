import { useLiveQuery } from 'dexie-react-hooks';
import { customerSearchFields, customerSearchMatcher } from '@/contract/customer-text-search';
import type { Customer } from '@/contract/customers';
import type { OutboxState } from '@/lib/offline/outbox/outbox-item';
import { useCustomers } from '@/features/customers/api/get-customers';
import { searchLocalCustomers, type LocalCustomerPage } from '@/lib/offline/local-records/local-customers';
import {
  NO_PENDING_CUSTOMER_WRITES,
  readPendingCustomerWrites,
  type PendingCustomerWrites,
} from '@/features/customers/offline/pending-customer-writes';

export type VisitorList = {
  /** Null until the device's copy has answered (the first moment after opening). */
  customers: Customer[] | null;
  /** Matches in all: the server's count when it answered this search, else the device's. */
  total: number | null;
  totalCapped: boolean;
  /** Nothing to show yet: neither the device nor the server has answered. */
  loading: boolean;
  /** The server is being asked (the shown list may change). */
  refreshing: boolean;
  /** The last request for this search failed (the list shows what the device kept). */
  error: unknown;
  /** Customers with writes not on the server yet (the "pending sync" badge), by id. */
  pending: Map<string, OutboxState>;
};

/**
 * The kept page with the outbox's unsent writes on top: registrations not on the server yet come
 * first (newest), unsent edits replace the kept fields.
 */
export function withPendingWrites(page: LocalCustomerPage, pending: PendingCustomerWrites, search: string, limit: number): LocalCustomerPage {
  if (pending.states.size === 0) return page;
  const shown = new Set(page.customers.map((customer) => customer.id));
  const matches = customerSearchMatcher(search);
  const created = pending.created.filter((customer) => !shown.has(customer.id) && matches(customerSearchFields(customer)));
  const customers = [...created, ...page.customers]
    .slice(0, limit)
    .map((customer) => {
      const edit = pending.edits.get(customer.id);
      return edit ? { ...customer, ...edit } : customer;
    });
  return { customers, total: page.total + created.length };
}

/**
 * The Visitors list (issue 4, "Local store"): what the device keeps, searched on the device at
 * each keystroke and shown live (useLiveQuery), while the server is asked for the same search once
 * typing pauses (`networkSearch`, debounced) and its answer is kept on the device
 * (get-customers.ts), so the list and its search work the same online and offline.
 */
export function useVisitorList({ search, networkSearch, limit }: { search: string; networkSearch: string; limit: number }): VisitorList {
  const network = useCustomers({ search: networkSearch, page: 1, limit });
  const kept = useLiveQuery(() => searchLocalCustomers({ search, limit }), [search, limit]);
  const pending = useLiveQuery(readPendingCustomerWrites) ?? NO_PENDING_CUSTOMER_WRITES;
  const local = kept && withPendingWrites(kept, pending, search, limit);
  const serverAnswered = network.isSuccess && !network.isPlaceholderData && networkSearch === search;
  const pagination = serverAnswered ? network.data.pagination : null;
  const nothingKept = local === undefined || local.total === 0;
  return {
    customers: local?.customers ?? null,
    total: pagination ? pagination.totalCount : (local?.total ?? null),
    totalCapped: pagination ? network.data!.totalCountCapped : false,
    loading: local === undefined || (nothingKept && network.isPending),
    refreshing: network.isFetching,
    error: network.isError ? network.error : null,
    pending: pending.states,
  };
}
