/** POST /polls/{id}/vote { optionIds }: replaces the user's earlier vote. Null when queued offline. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as pollEndpoints from '@/contract/endpoints/messaging/polls';
import type { Poll } from '@/contract/messaging';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { isQueued, send } from '@/lib/api/send';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

export type VoteVariables = { conversationId: number; pollId: number; optionIds: number[] };

export async function votePoll({ pollId, optionIds }: VoteVariables): Promise<Poll | null> {
  const answer = await send(
    pollEndpoints.vote,
    { params: { id: pollId }, body: { optionIds } },
    { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS, failed: 'Failed to record the vote' },
  );
  return isQueued(answer) ? null : answer.data;
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
