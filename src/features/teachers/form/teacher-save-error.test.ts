import { describe, expect, it } from 'vitest';
import { TEACHER_MESSAGES } from '@/contract/teachers';
import { ApiError } from '@/lib/api/api-error';
import { i18n } from '@/lib/i18n/i18n';
import { readTeacherSaveError } from '@/features/teachers/form/teacher-save-error';

const t = i18n.t.bind(i18n);

describe('readTeacherSaveError (what a failed save shows)', () => {
  it('puts a duplicate email or employee ID on its field, with the server message', () => {
    expect(readTeacherSaveError(t, new ApiError('HTTP', TEACHER_MESSAGES.emailTaken, { status: 409 }), true)).toEqual({
      detail: TEACHER_MESSAGES.emailTaken,
      fieldErrors: { email: TEACHER_MESSAGES.emailTaken },
    });
    expect(readTeacherSaveError(t, new ApiError('HTTP', TEACHER_MESSAGES.employeeIdTaken, { status: 409 }), true).fieldErrors).toEqual({
      employeeId: TEACHER_MESSAGES.employeeIdTaken,
    });
  });

  it("passes the server's field errors on by path", () => {
    const error = new ApiError('HTTP', 'Validation failed', { status: 400, errors: { 'emergencyContact.phone': 'Bad phone' } });
    expect(readTeacherSaveError(t, error, true)).toEqual({ detail: 'Validation failed', fieldErrors: { 'emergencyContact.phone': 'Bad phone' } });
  });

  it('says plainly when the device is offline or the server could not be reached', () => {
    const network = new ApiError('NETWORK', 'Network error: the server could not be reached');
    expect(readTeacherSaveError(t, network, false).detail).toBe(
      'You are offline: the teacher was not saved. Connect to the network and save again.',
    );
    expect(readTeacherSaveError(t, network, true).detail).toBe('The server could not be reached: the teacher was not saved. Try again.');
    expect(readTeacherSaveError(t, new ApiError('TIMEOUT', 'The request timed out'), true).detail).toMatch(/took too long/);
  });
});
