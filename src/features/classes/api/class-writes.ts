/** POST/PUT/DELETE /classes: every write refreshes the whole classes area (counts and names show everywhere). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchoolClass } from '@/contract/classes';
import type { EndpointInput } from '@/contract/endpoint';
import * as classEndpoints from '@/contract/endpoints/classes';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { isQueued, send } from '@/lib/api/send';
import { classKeys } from '@/features/classes/api/class-keys';

export type ClassPayload = EndpointInput<typeof classEndpoints.create>['body'];
export type ClassUpdatePayload = EndpointInput<typeof classEndpoints.update>['body'];
/** An edit carries `version`, the class's `updatedAt` it was made from (a 412 when changed since). */
export type SaveClassVariables = { id: number | null; payload: ClassPayload | ClassUpdatePayload; requestId: string; version?: string };

const SAVE_FAILED = 'Failed to save the class';

/** The saved class, or null when the write was queued offline. */
export async function saveClass({ id, payload, requestId, version }: SaveClassVariables): Promise<SchoolClass | null> {
  const options = { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS, failed: SAVE_FAILED };
  const answer =
    id === null
      ? await send(classEndpoints.create, { body: payload as ClassPayload }, options)
      : await send(classEndpoints.update, { params: { id }, body: payload }, { ...options, version });
  return isQueued(answer) ? null : answer.data;
}

export function useSaveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClass,
    onSuccess: (saved) => {
      if (saved) void queryClient.invalidateQueries({ queryKey: classKeys.all });
    },
  });
}

/** DELETE /classes/{id}; never queued offline (a delete has no offline policy). */
export async function deleteClass(id: number): Promise<void> {
  await send(classEndpoints.remove, { params: { id } }, { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS, failed: 'Failed to delete the class' });
}

export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteClass, onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.all }) });
}
