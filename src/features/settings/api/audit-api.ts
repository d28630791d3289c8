/**
 * The Audit log tab's reads: GET /audit/logs (filtered, paged; `meta` names the tables and users
 * for the pickers) and GET /audit/logs/{id} (one record with its changes). Read-only: nothing here
 * writes, so nothing invalidates; a minute of freshness keeps paging back and forth cheap.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_MESSAGES, AUDIT_PAGE_SIZE, type AuditAction } from '@/contract/audit';
import type { EndpointInput } from '@/contract/endpoint';
import * as auditEndpoints from '@/contract/endpoints/audit';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';

export type AuditLogFilters = {
  page: number;
  table?: string;
  action?: AuditAction;
  userId?: number;
  from?: string;
  to?: string;
  /** Sign-ins (a user's last-login time) are left out unless this is true. */
  includeLogins?: boolean;
};

const AUDIT_STALE_MS = 60_000;

export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditLogFilters) => [...auditKeys.all, 'list', filters] as const,
  detail: (id: number) => [...auditKeys.all, 'detail', id] as const,
};

type AuditListQuery = NonNullable<EndpointInput<typeof auditEndpoints.list>['query']>;

/** Only the filters that are set go into the address. */
function definedQuery(filters: AuditLogFilters): AuditListQuery {
  const query: AuditListQuery = { limit: AUDIT_PAGE_SIZE };
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') Object.assign(query, { [key]: value });
  }
  return query;
}

export function useAuditLogs(filters: AuditLogFilters, enabled = true) {
  return useQuery({
    queryKey: auditKeys.list(filters),
    queryFn: ({ signal }) => send(auditEndpoints.list, { query: definedQuery(filters) }, { signal, failed: AUDIT_MESSAGES.loadFailed }),
    placeholderData: keepPreviousData,
    staleTime: AUDIT_STALE_MS,
    retry: retryUnlessRefused,
    enabled,
  });
}

export function useAuditLog(id: number | null) {
  return useQuery({
    queryKey: auditKeys.detail(id ?? 0),
    queryFn: async ({ signal }) =>
      (await send(auditEndpoints.get, { params: { id: id ?? 0 } }, { signal, failed: AUDIT_MESSAGES.recordLoadFailed })).data,
    // A record never changes once written.
    staleTime: Infinity,
    retry: retryUnlessRefused,
    enabled: id !== null,
  });
}
