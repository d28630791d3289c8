/**
 * GET /conversations/{id}/messages: the latest THREAD_PAGE_SIZE messages, oldest first for
 * reading (the server pages newest first). "Show earlier messages" asks for more pages.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as conversationEndpoints from '@/contract/endpoints/messaging/conversations';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { MESSAGING_REFRESH_MS } from '@/features/messaging/api/get-conversations';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

export const THREAD_PAGE_SIZE = 50;

export function conversationMessagesQueryOptions(conversationId: number) {
  return infiniteQueryOptions({
    queryKey: messagingKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) =>
      send(
        conversationEndpoints.listMessages,
        { params: { id: conversationId }, query: { page: pageParam, limit: THREAD_PAGE_SIZE } },
        { signal, failed: 'Failed to load the messages' },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.pagination.currentPage < last.meta.pagination.totalPages ? last.meta.pagination.currentPage + 1 : undefined),
    // Kept for this user (encrypted), every page loaded: a thread reads during an outage.
    ...offlineRead(),
    retry: retryUnlessRefused,
    refetchInterval: MESSAGING_REFRESH_MS,
  });
}

export function useConversationMessages(conversationId: number) {
  const query = useInfiniteQuery(conversationMessagesQueryOptions(conversationId));
  // Pages are newest first and each page newest first: reversed whole, the thread reads down.
  const messages = query.data ? query.data.pages.flatMap((page) => page.data).reverse() : [];
  // A message arriving between two page reads would show twice; keep the first of each id.
  const unique = messages.filter((message, index) => messages.findIndex((other) => other.id === message.id) === index);
  return { ...query, messages: unique };
}
