/**
 * POST /attendances/mark-in-time and /mark-out-time: the front gate's clock. Each press is its own
 * write with its own X-Request-ID (a retry of the same press keeps it).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponse } from '@/contract/api';
import { attendanceMarkSchema, type AttendanceMark, type MarkTimeBody } from '@/contract/attendance';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { attendanceKeys } from '@/features/attendance/api/attendance-keys';

export type GateDirection = 'in' | 'out';
export const MARK_TIME_FAILED = 'Failed to record the time';
const answerSchema = successResponse(attendanceMarkSchema);
const PATHS: Record<GateDirection, string> = { in: '/attendances/mark-in-time', out: '/attendances/mark-out-time' };

export type MarkTimeVariables = { direction: GateDirection; payload: MarkTimeBody; requestId: string };

/** The day's mark after the write; null when the service worker queued it (offline). */
export async function markTime({ direction, payload, requestId }: MarkTimeVariables): Promise<AttendanceMark | null> {
  const answer = await api.post<unknown>(PATHS[direction], payload, { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? MARK_TIME_FAILED, { status: 200 });
  if (answer.queued === true) return null;
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) {
    console.error('Unexpected gate answer', parsed.error);
    throw new ApiError('HTTP', MARK_TIME_FAILED, { status: 200 });
  }
  return parsed.data.data;
}

export function useMarkTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markTime,
    onSuccess: (mark) => {
      if (!mark) return;
      void queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
    },
  });
}
