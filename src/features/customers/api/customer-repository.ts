/**
 * The customers repository: the ONE module the customers area reads through. Today it reads the
 * API; the offline issue swaps these functions to IndexedDB (refreshed from the network) without
 * touching the hooks or screens that call them. Writes go through the API client in their own
 * files (create-customer.ts, update-customer.ts, delete-customer.ts).
 */
import type { Pagination } from '@/contract/api';
import { CUSTOMER_LIST_LIMIT, CUSTOMER_MESSAGES, type Customer } from '@/contract/customers';
import * as customerEndpoints from '@/contract/endpoints/customers';
import { send } from '@/lib/api/send';

export type CustomerPage = {
  customers: Customer[];
  /** Null when the server sent none (an older server, a local read). */
  pagination: Pagination | null;
  /** The server stopped counting at totalCount: there are more ("200+"). */
  totalCountCapped: boolean;
};

export type ListCustomersParams = {
  search?: string;
  limit?: number;
  page?: number;
  signal?: AbortSignal;
};

/** GET /customers with the spec's cache-busting `_t` (spec part 1 §7); front desk limit 50. */
export async function listCustomers({ search, limit = CUSTOMER_LIST_LIMIT, page = 1, signal }: ListCustomersParams = {}): Promise<CustomerPage> {
  const text = search?.trim() ?? '';
  const answer = await send(
    customerEndpoints.list,
    { query: { limit, page, search: text === '' ? undefined : text, _t: Date.now() } },
    { signal, failed: CUSTOMER_MESSAGES.fetchFailed },
  );
  return { customers: answer.data, pagination: answer.meta.pagination, totalCountCapped: answer.meta.totalCountCapped };
}

/** GET /customers/{id}. */
export async function getCustomer(id: string, signal?: AbortSignal): Promise<Customer> {
  const answer = await send(customerEndpoints.get, { params: { id } }, { signal, failed: CUSTOMER_MESSAGES.fetchOneFailed });
  return answer.data;
}
