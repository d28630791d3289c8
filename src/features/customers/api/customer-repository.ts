/**
 * The customers repository: the ONE module the customers area reads through. Today it reads the
 * API; the offline issue swaps these functions to IndexedDB (refreshed from the network) without
 * touching the hooks or screens that call them. Writes go through the API client in their own
 * files (create-customer.ts, update-customer.ts, delete-customer.ts).
 */
import { paginationSchema, type Pagination } from '@/contract/api';
import { CUSTOMER_LIST_LIMIT, CUSTOMER_MESSAGES, type Customer } from '@/contract/customers';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { readList } from '@/lib/api/read-list';

export const CUSTOMERS_PATH = '/customers';

export function customerPath(id: string): string {
  return `${CUSTOMERS_PATH}/${encodeURIComponent(id)}`;
}

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
  const answer = await api.get<Customer[]>(CUSTOMERS_PATH, {
    searchParams: { limit, page, search: text === '' ? undefined : text, _t: Date.now() },
    signal,
  });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? CUSTOMER_MESSAGES.fetchFailed, { status: 200 });
  const pagination = paginationSchema.safeParse(answer.meta?.pagination);
  return {
    customers: readList<Customer>(answer),
    pagination: pagination.success ? pagination.data : null,
    totalCountCapped: answer.meta?.totalCountCapped === true,
  };
}

/** GET /customers/{id}. */
export async function getCustomer(id: string, signal?: AbortSignal): Promise<Customer> {
  const answer = await api.get<Customer>(customerPath(id), { signal });
  if (answer.success === false || answer.data === undefined || answer.data === null) {
    throw new ApiError('HTTP', answer.message ?? CUSTOMER_MESSAGES.fetchOneFailed, { status: 200 });
  }
  return answer.data;
}
