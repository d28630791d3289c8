/** POST /polls/{id}/vote { optionIds }: replaces the user's earlier vote. Null when queued offline. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Poll } from '@/contract/messaging';
import { api } from '@/lib/api/api';
import { readWriteAnswer } from '@/lib/api/read-answer';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { pollAnswerSchema } from '@/features/messaging/api/messaging-answers';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

export type VoteVariables = { conversationId: number; pollId: number; optionIds: number[] };

export async function votePoll({ pollId, optionIds }: VoteVariables): Promise<Poll | null> {
  const answer = await api.post(`/polls/${pollId}/vote`, { optionIds }, { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS });
  return readWriteAnswer(answer, pollAnswerSchema, 'Failed to record the vote')?.data ?? null;
}

export function useVotePoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: votePoll,
    onSuccess: (poll, { conversationId }) => {
      if (poll) void queryClient.invalidateQueries({ queryKey: messagingKeys.polls(conversationId) });
    },
  });
}
