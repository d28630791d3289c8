/** POST /conversations/{id}/messages { body }. Null when the service worker queued it offline. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@/contract/messaging';
import { api } from '@/lib/api/api';
import { readWriteAnswer } from '@/lib/api/read-answer';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { messageAnswerSchema } from '@/features/messaging/api/messaging-answers';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

export type SendMessageVariables = { conversationId: number; body: string; requestId: string };

export async function sendMessage({ conversationId, body, requestId }: SendMessageVariables): Promise<Message | null> {
  const answer = await api.post(`/conversations/${conversationId}/messages`, { body }, { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS });
  return readWriteAnswer(answer, messageAnswerSchema, 'Failed to send the message')?.data ?? null;
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (sent, { conversationId }) => {
      if (!sent) return;
      void queryClient.invalidateQueries({ queryKey: messagingKeys.messages(conversationId) });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    },
  });
}
