/** GET /parents/{id}/settings: the signed-in parent's settings (the defaults when never saved). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as accountEndpoints from '@/contract/endpoints/parents/account';
import type { ParentSettings } from '@/contract/parent-account';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { useSessionUser } from '@/lib/session/use-session-user';
import { parentSettingsKeys } from '@/features/parent-portal/settings/api/settings-keys';

export async function getParentSettings(parentId: number, signal?: AbortSignal): Promise<ParentSettings> {
  // An empty message lets the modal show its own (translated) "could not load" text.
  return (await send(accountEndpoints.settings, { params: { id: parentId } }, { signal, failed: '' })).data;
}

export function parentSettingsQueryOptions(parentId: number) {
  return queryOptions({
    queryKey: parentSettingsKeys.detail(parentId),
    queryFn: ({ signal }) => getParentSettings(parentId, signal),
    retry: retryUnlessRefused,
  });
}

export function useParentSettings() {
  const { user } = useSessionUser();
  return useQuery({ ...parentSettingsQueryOptions(user?.id ?? 0), enabled: user !== null });
}
