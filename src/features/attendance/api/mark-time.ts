/**
 * POST /attendances/mark-in-time and /mark-out-time: the front gate's clock. Each press is its own
 * write with its own X-Request-ID (a retry of the same press keeps it); offline, the device keeps
 * it for later (its definition's policy names the student and time). Time-out 30 s (spec part 2).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceMark } from '@/contract/attendance';
import type { EndpointInput } from '@/contract/endpoint';
import * as registerEndpoints from '@/contract/endpoints/attendance/register';
import { ATTENDANCE_MARK_TIMEOUT_MS } from '@/lib/api/request-limits';
import { isQueued, send } from '@/lib/api/send';
import { attendanceKeys } from '@/features/attendance/api/attendance-keys';

export type GateDirection = 'in' | 'out';
export const MARK_TIME_FAILED = 'Failed to record the time';
const ENDPOINTS = { in: registerEndpoints.markIn, out: registerEndpoints.markOut } as const;

export type MarkTimeVariables = { direction: GateDirection; payload: EndpointInput<typeof registerEndpoints.markIn>['body']; requestId: string };

/** The day's mark after the write; null when the service worker queued it (offline). */
export async function markTime({ direction, payload, requestId }: MarkTimeVariables): Promise<AttendanceMark | null> {
  const answer = await send(ENDPOINTS[direction], { body: payload }, { requestId, timeout: ATTENDANCE_MARK_TIMEOUT_MS, failed: MARK_TIME_FAILED });
  return isQueued(answer) ? null : answer.data;
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
