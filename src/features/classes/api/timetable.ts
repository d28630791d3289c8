/** GET /timetables?classId and the lesson writes (409 on an overlap, naming the other lesson). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TimetableEntry } from '@/contract/classes';
import type { EndpointInput } from '@/contract/endpoint';
import * as classEndpoints from '@/contract/endpoints/classes';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { isQueued, send } from '@/lib/api/send';
import { classKeys } from '@/features/classes/api/class-keys';

export function useClassTimetable(classId: number) {
  return useQuery({
    queryKey: classKeys.timetable(classId),
    queryFn: async ({ signal }) => (await send(classEndpoints.listLessons, { query: { classId } }, { signal, failed: 'Failed to load the timetable' })).data,
    retry: retryUnlessRefused,
  });
}

export type LessonPayload = EndpointInput<typeof classEndpoints.createLesson>['body'];
/** An edit carries `version`, the lesson's `updatedAt` it was made from (a 412 when changed since). */
export type SaveLessonVariables = { id: number | null; payload: LessonPayload; requestId: string; version?: string };

export async function saveLesson({ id, payload, requestId, version }: SaveLessonVariables): Promise<TimetableEntry | null> {
  const options = { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS, failed: 'Failed to save the lesson' };
  const answer =
    id === null
      ? await send(classEndpoints.createLesson, { body: payload }, options)
      : await send(classEndpoints.updateLesson, { params: { id }, body: payload }, { ...options, version });
  return isQueued(answer) ? null : answer.data;
}

export async function deleteLesson(id: number): Promise<void> {
  await send(classEndpoints.removeLesson, { params: { id } }, { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS, failed: 'Failed to remove the lesson' });
}

/** A lesson write refreshes the class (its subjects and teachers come from the timetable too). */
export function useLessonWrites(classId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: classKeys.detail(classId) });
  return {
    save: useMutation({ mutationFn: saveLesson, onSuccess: (saved) => (saved ? refresh() : undefined) }),
    remove: useMutation({ mutationFn: deleteLesson, onSuccess: refresh }),
  };
}
