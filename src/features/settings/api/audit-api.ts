/**
 * The Audit log tab's reads: GET /audit/logs (filtered, paged; `meta` names the tables and users
 * for the pickers) and GET /audit/logs/{id} (one record with its changes). Read-only: nothing here
 * writes, so nothing invalidates; a minute of freshness keeps paging back and forth cheap.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_MESSAGES, AUDIT_PAGE_SIZE, auditDetailAnswerSchema, auditListAnswerSchema, type AuditAction } from '@/contract/audit';
import { api } from '@/lib/api/api';
import { readAnswer } from '@/lib/api/read-answer';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';

export type AuditLogFilters = {
  page: number;
  table?: string;
  action?: AuditAction;
  userId?: number;
  from?: string;
  to?: string;
};

const AUDIT_STALE_MS = 60_000;

export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditLogFilters) => [...auditKeys.all, 'list', filters] as const,
  detail: (id: number) => [...auditKeys.all, 'detail', id] as const,
};

/** Only the filters that are set go into the address. */
function definedParams(filters: AuditLogFilters): Record<string, string | number> {
  const params: Record<string, string | number> = { limit: AUDIT_PAGE_SIZE };
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params[key] = value as string | number;
  }
  return params;
}

export function useAuditLogs(filters: AuditLogFilters, enabled = true) {
  return useQuery({
    queryKey: auditKeys.list(filters),
    queryFn: async ({ signal }) =>
      readAnswer(await api.get('/audit/logs', { searchParams: definedParams(filters), signal }), auditListAnswerSchema, AUDIT_MESSAGES.loadFailed),
    placeholderData: keepPreviousData,
    staleTime: AUDIT_STALE_MS,
    retry: retryUnlessRefused,
    enabled,
  });
}

export function useAuditLog(id: number | null) {
  return useQuery({
    queryKey: auditKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => readAnswer(await api.get(`/audit/logs/${id}`, { signal }), auditDetailAnswerSchema, AUDIT_MESSAGES.recordLoadFailed).data,
    // A record never changes once written.
    staleTime: Infinity,
    retry: retryUnlessRefused,
    enabled: id !== null,
  });
}
