/** The ONE query-key factory of the customers area (CONVENTIONS §2). */
export type CustomerListFilters = {
  /** The search box's text, trimmed; '' lists everyone. */
  search: string;
  page: number;
  limit: number;
};

export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (filters: CustomerListFilters) => [...customerKeys.lists(), filters] as const,
  details: () => [...customerKeys.all, 'detail'] as const,
  detail: (id: string) => [...customerKeys.details(), id] as const,
};
