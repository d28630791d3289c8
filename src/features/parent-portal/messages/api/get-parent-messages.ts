/** GET /parents/{id}/messages: what the signed-in parent sent to the school, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { parentMessageSchema, type ParentMessage } from '@/contract/parent-account';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { useSessionUser } from '@/lib/session/use-session-user';
import { readPortalList } from '@/features/parent-portal/api/read-portal-answer';
import { parentMessageKeys } from '@/features/parent-portal/messages/api/message-keys';

const messagesSchema = z.array(parentMessageSchema);

export async function getParentMessages(parentId: number, signal?: AbortSignal): Promise<ParentMessage[]> {
  const answer = await api.get<unknown>(`/parents/${parentId}/messages`, { signal });
  // An empty message lets the list show its own (translated) "could not load" text.
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? '', { status: 200 });
  const parsed = messagesSchema.safeParse(readPortalList(answer));
  if (!parsed.success) {
    console.error('Unexpected parent messages answer', parsed.error);
    throw new ApiError('HTTP', '', { status: 200 });
  }
  return parsed.data;
}

export function parentMessagesQueryOptions(parentId: number) {
  return queryOptions({
    queryKey: parentMessageKeys.list(parentId),
    queryFn: ({ signal }) => getParentMessages(parentId, signal),
    retry: retryUnlessRefused,
    // The school reads messages away from this device: each opening of the list asks again.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useParentMessages() {
  const { user } = useSessionUser();
  return useQuery({ ...parentMessagesQueryOptions(user?.id ?? 0), enabled: user !== null });
}
