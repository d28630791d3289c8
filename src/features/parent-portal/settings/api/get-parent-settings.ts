/** GET /parents/{id}/settings: the signed-in parent's settings (the defaults when never saved). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parentSettingsSchema, type ParentSettings } from '@/contract/parent-account';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { useSessionUser } from '@/lib/session/use-session-user';
import { readPortalRecord } from '@/features/parent-portal/api/read-portal-answer';
import { parentSettingsKeys } from '@/features/parent-portal/settings/api/settings-keys';

export async function getParentSettings(parentId: number, signal?: AbortSignal): Promise<ParentSettings> {
  const answer = await api.get<unknown>(`/parents/${parentId}/settings`, { signal });
  // An empty message lets the modal show its own (translated) "could not load" text.
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? '', { status: 200 });
  const parsed = parentSettingsSchema.safeParse(readPortalRecord(answer));
  if (!parsed.success) {
    console.error('Unexpected parent settings answer', parsed.error);
    throw new ApiError('HTTP', '', { status: 200 });
  }
  return parsed.data;
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
