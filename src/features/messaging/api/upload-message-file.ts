/**
 * POST /messages/files/upload (multipart: file, conversationId, optional body): sends a file as a
 * message. Online only: multipart bodies are never queued, so offline this fails with NETWORK.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema, type Message } from '@/contract/messaging';
import { ApiError } from '@/lib/api/api-error';
import { postMultipart } from '@/lib/api/post-multipart';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

export type UploadMessageFileVariables = { conversationId: number; file: File };

export async function uploadMessageFile({ conversationId, file }: UploadMessageFileVariables): Promise<Message> {
  const body = new FormData();
  body.append('conversationId', String(conversationId));
  body.append('file', file, file.name);
  const data = await postMultipart<unknown>('/messages/files/upload', body, {
    timeoutMs: SERVICE_WRITE_TIMEOUT_MS,
    fallbackMessage: 'Failed to send the file',
    requestId: createRequestId(),
  });
  const parsed = messageSchema.safeParse(data);
  if (!parsed.success) throw new ApiError('HTTP', 'Failed to send the file', { status: 200 });
  return parsed.data;
}

export function useUploadMessageFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMessageFile,
    onSuccess: (_, { conversationId }) => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.messages(conversationId) });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    },
  });
}
