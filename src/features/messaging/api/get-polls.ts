/** GET /conversations/{id}/polls: the conversation's polls, newest first, with their tallies. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api';
import { readAnswer } from '@/lib/api/read-answer';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { MESSAGING_REFRESH_MS } from '@/features/messaging/api/get-conversations';
import { pollListAnswerSchema } from '@/features/messaging/api/messaging-answers';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

export function useConversationPolls(conversationId: number) {
  return useQuery({
    queryKey: messagingKeys.polls(conversationId),
    queryFn: async ({ signal }) => readAnswer(await api.get(`/conversations/${conversationId}/polls`, { signal }), pollListAnswerSchema, 'Failed to load the polls').data,
    retry: retryUnlessRefused,
    refetchInterval: MESSAGING_REFRESH_MS,
  });
}
