/** POST/PUT/DELETE /exams and POST /exams/{id}/grades: every write refreshes the whole exams area. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedAnswerSchema, examAnswerSchema, gradeEntryAnswerSchema, type Exam, type ExamCreate, type ExamStatus, type ExamUpdate, type GradeEntry } from '@/contract/exams';
import { api } from '@/lib/api/api';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { examKeys } from '@/features/exams/api/exam-keys';
import { readAnswer, readWriteAnswer } from '@/lib/api/read-answer';

export type SaveExamVariables = { id: number | null; payload: ExamCreate | ExamUpdate; requestId: string };

/** The saved exam, or null when the write was queued offline. */
export async function saveExam({ id, payload, requestId }: SaveExamVariables): Promise<Exam | null> {
  const options = { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS };
  const answer = id === null ? await api.post('/exams', payload, options) : await api.put(`/exams/${id}`, payload, options);
  return readWriteAnswer(answer, examAnswerSchema, 'Failed to save the exam')?.data ?? null;
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

/** DELETE /exams/{id}; never queued offline (only POST/PUT/PATCH are). */
export async function deleteExam(id: number): Promise<void> {
  readAnswer(await api.delete(`/exams/${id}`, { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS }), deletedAnswerSchema, 'Failed to delete the exam');
}

export function useDeleteExam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteExam, onSuccess: () => queryClient.invalidateQueries({ queryKey: examKeys.all }) });
}

export type SaveGradesVariables = { examId: number; entry: GradeEntry; requestId: string };

/** One POST for the whole sheet (all or nothing); null when queued offline. */
export async function saveGrades({ examId, entry, requestId }: SaveGradesVariables) {
  const answer = await api.post(`/exams/${examId}/grades`, entry, { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS });
  return readWriteAnswer(answer, gradeEntryAnswerSchema, 'Failed to save the grades')?.data ?? null;
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
