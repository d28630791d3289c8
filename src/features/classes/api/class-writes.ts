/** POST/PUT/DELETE /classes: every write refreshes the whole classes area (counts and names show everywhere). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { classAnswerSchema, deletedAnswerSchema, type ClassUpdate, type SchoolClass, type classCreateSchema } from '@/contract/classes';
import { api } from '@/lib/api/api';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { classKeys } from '@/features/classes/api/class-keys';
import { readAnswer, readWriteAnswer } from '@/lib/api/read-answer';

export type ClassPayload = z.input<typeof classCreateSchema>;
export type SaveClassVariables = { id: number | null; payload: ClassPayload | ClassUpdate; requestId: string };

const SAVE_FAILED = 'Failed to save the class';

/** The saved class, or null when the write was queued offline. */
export async function saveClass({ id, payload, requestId }: SaveClassVariables): Promise<SchoolClass | null> {
  const options = { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS };
  const answer = id === null ? await api.post('/classes', payload, options) : await api.put(`/classes/${id}`, payload, options);
  return readWriteAnswer(answer, classAnswerSchema, SAVE_FAILED)?.data ?? null;
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

/** DELETE /classes/{id}; never queued offline (only POST/PUT/PATCH are). */
export async function deleteClass(id: number): Promise<void> {
  readAnswer(await api.delete(`/classes/${id}`, { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS }), deletedAnswerSchema, 'Failed to delete the class');
}

export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteClass, onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.all }) });
}
