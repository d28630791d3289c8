/**
 * POST /attendances/bulk: a class's register for one day, all or nothing. Sent with the fill's
 * X-Request-ID, so the service worker may keep it offline (the definition's policy names it:
 * "Register of class 7 for 2026-11-28: 31 marks") and its replay writes once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkAttendanceResult } from '@/contract/attendance';
import type { EndpointInput } from '@/contract/endpoint';
import * as registerEndpoints from '@/contract/endpoints/attendance/register';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { isQueued, send } from '@/lib/api/send';
import { attendanceKeys } from '@/features/attendance/api/attendance-keys';

export const REGISTER_SAVE_FAILED = 'Failed to save the attendance register';

export type RegisterPayload = EndpointInput<typeof registerEndpoints.saveRegister>['body'];
export type SaveRegisterVariables = { payload: RegisterPayload; requestId: string };

/** The counts of a saved register; null when the service worker queued the write (offline). */
export async function saveRegister({ payload, requestId }: SaveRegisterVariables): Promise<BulkAttendanceResult | null> {
  const answer = await send(registerEndpoints.saveRegister, { body: payload }, { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS, failed: REGISTER_SAVE_FAILED });
  return isQueued(answer) ? null : answer.data;
}

export function useSaveRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRegister,
    onSuccess: (result) => {
      if (!result) return;
      // The register, the gate's day, the matrix and the summaries all count these marks.
      void queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
    },
  });
}
