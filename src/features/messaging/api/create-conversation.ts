/**
 * POST /conversations. One person and no title starts (or reopens: the server keeps one per
 * pair) a DIRECT conversation; anything else is a titled GROUP. Null when queued offline.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation, CreateConversationInput } from '@/contract/messaging';
import { api } from '@/lib/api/api';
import { readWriteAnswer } from '@/lib/api/read-answer';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { conversationAnswerSchema } from '@/features/messaging/api/messaging-answers';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

export type NewConversation = { title: string; memberIds: number[] };

export function toCreateConversationInput({ title, memberIds }: NewConversation): CreateConversationInput {
  const trimmed = title.trim();
  if (memberIds.length === 1 && trimmed === '') return { type: 'DIRECT', memberIds };
  return { type: 'GROUP', title: trimmed, memberIds };
}

export type CreateConversationVariables = { payload: CreateConversationInput; requestId: string };

export async function createConversation({ payload, requestId }: CreateConversationVariables): Promise<Conversation | null> {
  const answer = await api.post('/conversations', payload, { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS });
  return readWriteAnswer(answer, conversationAnswerSchema, 'Failed to start the conversation')?.data ?? null;
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: (created) => {
      if (!created) return;
      // Into the list at once, so the screen can open it before the refetch answers.
      queryClient.setQueryData<Conversation[]>(messagingKeys.conversations(), (list) => (list && !list.some((item) => item.id === created.id) ? [created, ...list] : list));
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    },
  });
}
