/**
 * POST /parents/{id}/messages: a message to the school, about one child or none. A write the
 * service worker queued offline answers `queued: true` with no message: nothing is on the server
 * yet, so the sent list is not read again until the outbox replays it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponse } from '@/contract/api';
import { PARENT_ACCOUNT_MESSAGES, parentMessageSchema, type NewParentMessage, type ParentMessage } from '@/contract/parent-account';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { useSessionUser } from '@/lib/session/use-session-user';
import { parentMessageKeys } from '@/features/parent-portal/messages/api/message-keys';

const sentAnswerSchema = successResponse(parentMessageSchema);

export type SendParentMessageVariables = {
  payload: NewParentMessage;
  /** X-Request-ID of this one logical write, kept when the same form is sent again unchanged. */
  requestId: string;
};

/** The stored message and the server's words about it, or null when the write was queued offline. */
export type SentParentMessage = { message: ParentMessage; notice: string } | null;

export function readSentMessage(answer: { success?: boolean; message?: string; queued?: boolean }): SentParentMessage {
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? '', { status: 200 });
  if (answer.queued === true) return null;
  const parsed = sentAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    console.error('Unexpected sent message answer', parsed.error);
    throw new ApiError('HTTP', '', { status: 200 });
  }
  return { message: parsed.data.data, notice: parsed.data.message ?? PARENT_ACCOUNT_MESSAGES.messageSent };
}

export async function sendParentMessage(parentId: number, { payload, requestId }: SendParentMessageVariables): Promise<SentParentMessage> {
  return readSentMessage(await api.post<ParentMessage>(`/parents/${parentId}/messages`, payload, { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS }));
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
