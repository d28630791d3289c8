/** GET /timetables?classId and the lesson writes (409 on an overlap, naming the other lesson). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { deletedAnswerSchema, timetableEntryAnswerSchema, timetableListAnswerSchema, type TimetableEntry, type timetableCreateSchema } from '@/contract/classes';
import { api } from '@/lib/api/api';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { classKeys } from '@/features/classes/api/class-keys';
import { readAnswer, readWriteAnswer } from '@/lib/api/read-answer';

export function useClassTimetable(classId: number) {
  return useQuery({
    queryKey: classKeys.timetable(classId),
    queryFn: async ({ signal }) =>
      readAnswer(await api.get('/timetables', { searchParams: { classId }, signal }), timetableListAnswerSchema, 'Failed to load the timetable').data,
    retry: retryUnlessRefused,
  });
}

export type LessonPayload = z.input<typeof timetableCreateSchema>;
export type SaveLessonVariables = { id: number | null; payload: LessonPayload; requestId: string };

export async function saveLesson({ id, payload, requestId }: SaveLessonVariables): Promise<TimetableEntry | null> {
  const options = { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS };
  const answer = id === null ? await api.post('/timetables', payload, options) : await api.put(`/timetables/${id}`, payload, options);
  return readWriteAnswer(answer, timetableEntryAnswerSchema, 'Failed to save the lesson')?.data ?? null;
}

export async function deleteLesson(id: number): Promise<void> {
  readAnswer(await api.delete(`/timetables/${id}`, { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS }), deletedAnswerSchema, 'Failed to remove the lesson');
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
