/**
 * PATCH /messages/{id}/read on the newest message of a thread: in a conversation that marks it
 * and every earlier one read, so one call clears the thread's unread count.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as messageEndpoints from '@/contract/endpoints/messaging/messages';
import { send } from '@/lib/api/send';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

export async function markMessageRead(messageId: number): Promise<void> {
  await send(messageEndpoints.markRead, { params: { id: messageId } }, { failed: 'Failed to mark the message read' });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId }: { conversationId: number; messageId: number }) => markMessageRead(messageId),
    onSuccess: (_, { conversationId }) => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.messages(conversationId) });
    },
  });
}
