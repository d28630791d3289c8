/** GET /conversations: the user's conversations, most recently active first. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api';
import { readAnswer } from '@/lib/api/read-answer';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { conversationListAnswerSchema } from '@/features/messaging/api/messaging-answers';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

/** No push channel yet: the list asks again this often while the screen is visible. */
export const MESSAGING_REFRESH_MS = 30_000;

export function useConversations() {
  return useQuery({
    queryKey: messagingKeys.conversations(),
    queryFn: async ({ signal }) => readAnswer(await api.get('/conversations', { signal }), conversationListAnswerSchema, 'Failed to load conversations').data,
    retry: retryUnlessRefused,
    refetchInterval: MESSAGING_REFRESH_MS,
  });
}
