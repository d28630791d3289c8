/**
 * POST /attendances/bulk: a class's register for one day, all or nothing. Sent with the fill's
 * X-Request-ID, so the service worker may queue it offline and its replay writes once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponse } from '@/contract/api';
import { bulkAttendanceResultSchema, type BulkAttendanceBody, type BulkAttendanceResult } from '@/contract/attendance';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { attendanceKeys } from '@/features/attendance/api/attendance-keys';

export const REGISTER_SAVE_FAILED = 'Failed to save the attendance register';
const answerSchema = successResponse(bulkAttendanceResultSchema);

export type SaveRegisterVariables = { payload: BulkAttendanceBody; requestId: string };

/** The counts of a saved register; null when the service worker queued the write (offline). */
export function readRegisterResult(answer: { success?: boolean; message?: string; queued?: boolean }): BulkAttendanceResult | null {
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? REGISTER_SAVE_FAILED, { status: 200 });
  if (answer.queued === true) return null;
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) {
    console.error('Unexpected register answer', parsed.error);
    throw new ApiError('HTTP', REGISTER_SAVE_FAILED, { status: 200 });
  }
  return parsed.data.data;
}

export async function saveRegister({ payload, requestId }: SaveRegisterVariables): Promise<BulkAttendanceResult | null> {
  return readRegisterResult(await api.post<unknown>('/attendances/bulk', payload, { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS }));
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
