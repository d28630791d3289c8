/** GET /conversations: the user's conversations, most recently active first. */
import { useQuery } from '@tanstack/react-query';
import * as conversationEndpoints from '@/contract/endpoints/messaging/conversations';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

/** No push channel yet: the list asks again this often while the screen is visible. */
export const MESSAGING_REFRESH_MS = 30_000;

export function useConversations() {
  return useQuery({
    queryKey: messagingKeys.conversations(),
    ...offlineRead(),
    queryFn: async ({ signal }) => (await send(conversationEndpoints.list, {}, { signal, failed: 'Failed to load conversations' })).data,
    retry: retryUnlessRefused,
    refetchInterval: MESSAGING_REFRESH_MS,
  });
}
