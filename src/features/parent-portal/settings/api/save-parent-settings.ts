/**
 * PUT /parents/{id}/settings: every setting at once. The cache then holds what was saved; a write
 * the service worker queued offline (`queued: true`, nothing saved yet) holds what was sent, so
 * the modal reopens with the parent's choice while the outbox waits to replay it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponse } from '@/contract/api';
import { PARENT_ACCOUNT_MESSAGES, parentSettingsSchema, type ParentSettings } from '@/contract/parent-account';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { useSessionUser } from '@/lib/session/use-session-user';
import { parentSettingsKeys } from '@/features/parent-portal/settings/api/settings-keys';

const savedAnswerSchema = successResponse(parentSettingsSchema);

export type SaveParentSettingsVariables = {
  settings: ParentSettings;
  /** X-Request-ID of this one logical write, kept when the same form is sent again unchanged. */
  requestId: string;
};

/** The stored settings and the server's words, or null when the write was queued offline. */
export type SavedParentSettings = { settings: ParentSettings; notice: string } | null;

export function readSavedSettings(answer: { success?: boolean; message?: string; queued?: boolean }): SavedParentSettings {
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? '', { status: 200 });
  if (answer.queued === true) return null;
  const parsed = savedAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    console.error('Unexpected saved settings answer', parsed.error);
    throw new ApiError('HTTP', '', { status: 200 });
  }
  return { settings: parsed.data.data, notice: parsed.data.message ?? PARENT_ACCOUNT_MESSAGES.settingsSaved };
}

export async function saveParentSettings(parentId: number, { settings, requestId }: SaveParentSettingsVariables): Promise<SavedParentSettings> {
  return readSavedSettings(await api.put<ParentSettings>(`/parents/${parentId}/settings`, settings, { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS }));
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
