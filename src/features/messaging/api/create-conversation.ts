/**
 * POST /conversations. One person and no title starts (or reopens: the server keeps one per
 * pair) a DIRECT conversation; anything else is a titled GROUP. Null when queued offline.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import * as conversationEndpoints from '@/contract/endpoints/messaging/conversations';
import type { Conversation, createConversationInputSchema } from '@/contract/messaging';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { isQueued, send } from '@/lib/api/send';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

export type NewConversation = { title: string; memberIds: number[] };

/** The body POST /conversations takes (the contract's input). */
export type CreateConversationPayload = z.input<typeof createConversationInputSchema>;

export function toCreateConversationInput({ title, memberIds }: NewConversation): CreateConversationPayload {
  const trimmed = title.trim();
  if (memberIds.length === 1 && trimmed === '') return { type: 'DIRECT', memberIds };
  return { type: 'GROUP', title: trimmed, memberIds };
}

export type CreateConversationVariables = { payload: CreateConversationPayload; requestId: string };

export async function createConversation({ payload, requestId }: CreateConversationVariables): Promise<Conversation | null> {
  const answer = await send(conversationEndpoints.create, { body: payload }, { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS, failed: 'Failed to start the conversation' });
  return isQueued(answer) ? null : answer.data;
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
