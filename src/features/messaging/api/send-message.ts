/** POST /conversations/{id}/messages { body }. Null when the service worker queued it offline. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as conversationEndpoints from '@/contract/endpoints/messaging/conversations';
import type { Message } from '@/contract/messaging';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { isQueued, send } from '@/lib/api/send';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

export type SendMessageVariables = { conversationId: number; body: string; requestId: string };

export async function sendMessage({ conversationId, body, requestId }: SendMessageVariables): Promise<Message | null> {
  const answer = await send(
    conversationEndpoints.postMessage,
    { params: { id: conversationId }, body: { body } },
    { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS, failed: 'Failed to send the message' },
  );
  return isQueued(answer) ? null : answer.data;
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
