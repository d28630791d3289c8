/** POST/PUT/DELETE /exams and POST /exams/{id}/grades: every write refreshes the whole exams area. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@/contract/endpoint';
import * as examEndpoints from '@/contract/endpoints/exams';
import type { Exam, ExamStatus } from '@/contract/exams';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { isQueued, send } from '@/lib/api/send';
import { examKeys } from '@/features/exams/api/exam-keys';

export type ExamCreatePayload = EndpointInput<typeof examEndpoints.create>['body'];
export type ExamUpdatePayload = EndpointInput<typeof examEndpoints.update>['body'];
/** An edit carries `version`, the exam's `updatedAt` it was made from (a 412 when changed since). */
export type SaveExamVariables = { id: number | null; payload: ExamCreatePayload | ExamUpdatePayload; requestId: string; version?: string };

/** The saved exam, or null when the write was queued offline. */
export async function saveExam({ id, payload, requestId, version }: SaveExamVariables): Promise<Exam | null> {
  const options = { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS, failed: 'Failed to save the exam' };
  const answer =
    id === null
      ? await send(examEndpoints.create, { body: payload as ExamCreatePayload }, options)
      : await send(examEndpoints.update, { params: { id }, body: payload }, { ...options, version });
  return isQueued(answer) ? null : answer.data;
}

export function useSaveExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExam,
    onSuccess: (saved) => {
      if (saved) void queryClient.invalidateQueries({ queryKey: examKeys.all });
    },
  });
}

/** PUT /exams/{id} { status }: complete or cancel a scheduled exam. */
export function useChangeExamStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ExamStatus }) => saveExam({ id, payload: { status }, requestId: createRequestId() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examKeys.all }),
  });
}

/** DELETE /exams/{id}; never queued offline (a delete has no offline policy). */
export async function deleteExam(id: number): Promise<void> {
  await send(examEndpoints.remove, { params: { id } }, { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS, failed: 'Failed to delete the exam' });
}

export function useDeleteExam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteExam, onSuccess: () => queryClient.invalidateQueries({ queryKey: examKeys.all }) });
}

export type GradeEntryPayload = EndpointInput<typeof examEndpoints.enterGrades>['body'];
export type SaveGradesVariables = { examId: number; entry: GradeEntryPayload; requestId: string };

/** One POST for the whole sheet (all or nothing); null when queued offline. */
export async function saveGrades({ examId, entry, requestId }: SaveGradesVariables) {
  const answer = await send(
    examEndpoints.enterGrades,
    { params: { id: examId }, body: entry },
    { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS, failed: 'Failed to save the grades' },
  );
  return isQueued(answer) ? null : answer.data;
}

export function useSaveGrades() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGrades,
    onSuccess: (saved) => {
      if (saved) void queryClient.invalidateQueries({ queryKey: examKeys.all });
    },
  });
}
