/**
 * POST /parents/{id}/messages: a message to the school, about one child or none. A write the
 * service worker queued offline answers `queued: true` with no message: nothing is on the server
 * yet, so the sent list is not read again until the outbox replays it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as accountEndpoints from '@/contract/endpoints/parents/account';
import { PARENT_ACCOUNT_MESSAGES, type NewParentMessage, type ParentMessage } from '@/contract/parent-account';
import { ApiError } from '@/lib/api/api-error';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { isQueued, send } from '@/lib/api/send';
import { useSessionUser } from '@/lib/session/use-session-user';
import { parentMessageKeys } from '@/features/parent-portal/messages/api/message-keys';

export type SendParentMessageVariables = {
  payload: NewParentMessage;
  /** X-Request-ID of this one logical write, kept when the same form is sent again unchanged. */
  requestId: string;
};

/** The stored message and the server's words about it, or null when the write was queued offline. */
export type SentParentMessage = { message: ParentMessage; notice: string } | null;

export async function sendParentMessage(parentId: number, { payload, requestId }: SendParentMessageVariables): Promise<SentParentMessage> {
  // An empty message lets the form show its own (translated) "could not send" text.
  const answer = await send(accountEndpoints.sendMessage, { params: { id: parentId }, body: payload }, { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS, failed: '' });
  if (isQueued(answer)) return null;
  return { message: answer.data, notice: answer.message ?? PARENT_ACCOUNT_MESSAGES.messageSent };
}

export function useSendParentMessage() {
  const queryClient = useQueryClient();
  const { user } = useSessionUser();
  return useMutation({
    mutationFn: (variables: SendParentMessageVariables) => {
      if (!user) throw new ApiError('UNAUTHORIZED', PARENT_ACCOUNT_MESSAGES.notYourAccount, { status: 401 });
      return sendParentMessage(user.id, variables);
    },
    onSuccess: (sent) => {
      if (sent) void queryClient.invalidateQueries({ queryKey: parentMessageKeys.all });
    },
  });
}
