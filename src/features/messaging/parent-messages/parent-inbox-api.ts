/**
 * The school's inbox of parent messages: GET /parent-messages (a page, newest first, with the
 * school's unread count), GET /parent-messages/{id} (the full text) and PATCH .../read or /unread.
 * One key factory; a read mark refreshes the whole inbox (the row's weight, the unread count and
 * the open message), so a GET that was still on its way cannot leave an old read state behind.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as parentInboxEndpoints from '@/contract/endpoints/messaging/parent-inbox';
import { PARENT_INBOX_MESSAGES, PARENT_INBOX_PAGE_SIZE, type ParentInboxMessage, type ParentInboxQuery } from '@/contract/parent-inbox';
import { createRequestId } from '@/lib/api/request-id';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { isQueued, send } from '@/lib/api/send';

export type ParentInboxListFilters = { page: number; unreadOnly: boolean; search: string };

/** No push channel: the list asks again this often while it is shown (new messages, others' reads). */
export const PARENT_INBOX_REFRESH_MS = 60_000;

export const parentInboxKeys = {
  all: ['parentInbox'] as const,
  lists: () => [...parentInboxKeys.all, 'list'] as const,
  list: (filters: ParentInboxListFilters) => [...parentInboxKeys.lists(), filters] as const,
  detail: (id: number) => [...parentInboxKeys.all, 'detail', id] as const,
};

function listQuery({ page, unreadOnly, search }: ParentInboxListFilters): ParentInboxQuery {
  const query: ParentInboxQuery = { page, limit: PARENT_INBOX_PAGE_SIZE };
  if (unreadOnly) query.unread = 'true';
  if (search.trim() !== '') query.search = search.trim();
  return query;
}

export function useParentInbox(filters: ParentInboxListFilters) {
  return useQuery({
    queryKey: parentInboxKeys.list(filters),
    queryFn: ({ signal }) => send(parentInboxEndpoints.list, { query: listQuery(filters) }, { signal, failed: PARENT_INBOX_MESSAGES.loadFailed }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: PARENT_INBOX_REFRESH_MS,
    retry: retryUnlessRefused,
  });
}

export function useParentInboxMessage(id: number | null) {
  return useQuery({
    queryKey: parentInboxKeys.detail(id ?? 0),
    queryFn: async ({ signal }) =>
      (await send(parentInboxEndpoints.get, { params: { id: id ?? 0 } }, { signal, failed: PARENT_INBOX_MESSAGES.messageLoadFailed })).data,
    staleTime: 0,
    retry: retryUnlessRefused,
    enabled: id !== null,
  });
}

export type MarkParentMessageVariables = { id: number; read: boolean };

/** The message as it is now, or null when the write was kept on the device (offline). */
export async function markParentMessage({ id, read }: MarkParentMessageVariables): Promise<ParentInboxMessage | null> {
  const endpoint = read ? parentInboxEndpoints.markRead : parentInboxEndpoints.markUnread;
  const answer = await send(endpoint, { params: { id } }, { requestId: createRequestId(), failed: PARENT_INBOX_MESSAGES.markFailed });
  return isQueued(answer) ? null : answer.data;
}

export function useMarkParentMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markParentMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentInboxKeys.all }),
  });
}
