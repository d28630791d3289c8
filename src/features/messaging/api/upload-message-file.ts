/**
 * POST /messages/files/upload (multipart: file, conversationId, optional body): sends a file as a
 * message. Online only: multipart bodies are never queued, so offline this fails with NETWORK.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as messageEndpoints from '@/contract/endpoints/messaging/messages';
import type { Message } from '@/contract/messaging';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { sendForm } from '@/lib/api/send-form';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

export type UploadMessageFileVariables = { conversationId: number; file: File };

export async function uploadMessageFile({ conversationId, file }: UploadMessageFileVariables): Promise<Message> {
  const body = new FormData();
  body.append('conversationId', String(conversationId));
  body.append('file', file, file.name);
  const answer = await sendForm(messageEndpoints.uploadFile, {}, body, {
    timeoutMs: SERVICE_WRITE_TIMEOUT_MS,
    fallbackMessage: 'Failed to send the file',
    requestId: createRequestId(),
  });
  return answer.data;
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
