import { successResponse } from '@/contract/api';
import { payrollSchema, type Payroll } from '@/contract/finance';
import { ApiError } from '@/lib/api/api-error';

export const PAYROLL_SAVE_FAILED = 'Failed to save the payroll record';

const payrollAnswerSchema = successResponse(payrollSchema);

/** The saved record from a write's answer; null when the service worker queued the write (offline). */
export function readSavedPayroll(answer: { success?: boolean; message?: string; queued?: boolean }): Payroll | null {
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? PAYROLL_SAVE_FAILED, { status: 200 });
  if (answer.queued === true) return null;
  const parsed = payrollAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    console.error('Unexpected payroll answer', parsed.error);
    throw new ApiError('HTTP', PAYROLL_SAVE_FAILED, { status: 200 });
  }
  return parsed.data.data;
}
