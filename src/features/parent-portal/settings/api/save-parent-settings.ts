/**
 * PUT /parents/{id}/settings: every setting at once. The cache then holds what was saved; a write
 * the service worker queued offline (`queued: true`, nothing saved yet) holds what was sent, so
 * the modal reopens with the parent's choice while the outbox waits to replay it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as accountEndpoints from '@/contract/endpoints/parents/account';
import { PARENT_ACCOUNT_MESSAGES, type ParentSettings } from '@/contract/parent-account';
import { ApiError } from '@/lib/api/api-error';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { isQueued, send } from '@/lib/api/send';
import { useSessionUser } from '@/lib/session/use-session-user';
import { parentSettingsKeys } from '@/features/parent-portal/settings/api/settings-keys';

export type SaveParentSettingsVariables = {
  settings: ParentSettings;
  /** X-Request-ID of this one logical write, kept when the same form is sent again unchanged. */
  requestId: string;
};

/** The stored settings and the server's words, or null when the write was queued offline. */
export type SavedParentSettings = { settings: ParentSettings; notice: string } | null;

export async function saveParentSettings(parentId: number, { settings, requestId }: SaveParentSettingsVariables): Promise<SavedParentSettings> {
  // An empty message lets the modal show its own (translated) "could not save" text.
  const answer = await send(accountEndpoints.saveSettings, { params: { id: parentId }, body: settings }, { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS, failed: '' });
  if (isQueued(answer)) return null;
  return { settings: answer.data, notice: answer.message ?? PARENT_ACCOUNT_MESSAGES.settingsSaved };
}

export function useSaveParentSettings() {
  const queryClient = useQueryClient();
  const { user } = useSessionUser();
  return useMutation({
    mutationFn: (variables: SaveParentSettingsVariables) => {
      if (!user) throw new ApiError('UNAUTHORIZED', PARENT_ACCOUNT_MESSAGES.notYourAccount, { status: 401 });
      return saveParentSettings(user.id, variables);
    },
    onSuccess: (saved, variables) => {
      if (user) queryClient.setQueryData(parentSettingsKeys.detail(user.id), saved?.settings ?? variables.settings);
    },
  });
}
