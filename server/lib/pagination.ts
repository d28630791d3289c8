/** `meta.pagination` of list answers (ARCHITECTURE "API conventions"). */
import type { Pagination } from '@/contract/api';

export function paginationMeta(page: number, limit: number, totalCount: number): Pagination {
  return {
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(totalCount / limit)),
    totalCount,
    limit,
  };
}
