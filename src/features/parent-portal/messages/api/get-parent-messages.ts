/** GET /parents/{id}/messages: what the signed-in parent sent to the school, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as accountEndpoints from '@/contract/endpoints/parents/account';
import type { ParentMessage } from '@/contract/parent-account';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { useSessionUser } from '@/lib/session/use-session-user';
import { parentMessageKeys } from '@/features/parent-portal/messages/api/message-keys';

export async function getParentMessages(parentId: number, signal?: AbortSignal): Promise<ParentMessage[]> {
  // An empty message lets the list show its own (translated) "could not load" text.
  return (await send(accountEndpoints.messages, { params: { id: parentId } }, { signal, failed: '' })).data;
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
