/**
 * The server's refusal of a mark on a day that is not a school day (a weekend day or a holiday):
 * 409 with ATTENDANCE_MESSAGES.notSchoolDay, from the register, one mark, an edit and the gate
 * alike. The screens ask the user and send the write again with `override: true`.
 */
import { ATTENDANCE_MESSAGES } from '@/contract/attendance';
import { isApiError } from '@/lib/api/api-error';

export function isNotSchoolDayRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.serverMessage === ATTENDANCE_MESSAGES.notSchoolDay;
}
