/** GET /conversations/{id}/polls: the conversation's polls, newest first, with their tallies. */
import { useQuery } from '@tanstack/react-query';
import * as pollEndpoints from '@/contract/endpoints/messaging/polls';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { MESSAGING_REFRESH_MS } from '@/features/messaging/api/get-conversations';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

export function useConversationPolls(conversationId: number) {
  return useQuery({
    queryKey: messagingKeys.polls(conversationId),
    queryFn: async ({ signal }) => (await send(pollEndpoints.list, { params: { id: conversationId } }, { signal, failed: 'Failed to load the polls' })).data,
    retry: retryUnlessRefused,
    refetchInterval: MESSAGING_REFRESH_MS,
  });
}
