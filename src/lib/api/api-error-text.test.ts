import { describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES, ApiError } from '@/lib/api/api-error';
import { apiErrorText } from '@/lib/api/api-error-text';

const FALLBACK = 'Failed to load teachers';

describe('apiErrorText', () => {
  it("shows the server's message for a refusal", () => {
    expect(apiErrorText(new ApiError('HTTP', 'Teacher not found', { status: 404 }), FALLBACK)).toBe('Teacher not found');
  });

  it("uses the fallback for the client's bare texts of a refusal", () => {
    expect(apiErrorText(new ApiError('HTTP', API_ERROR_MESSAGES.http.replace('{status}', '404'), { status: 404 }), FALLBACK)).toBe(FALLBACK);
    expect(apiErrorText(new ApiError('UNAUTHORIZED', API_ERROR_MESSAGES.unauthorized, { status: 401 }), FALLBACK)).toBe(FALLBACK);
    expect(apiErrorText(new ApiError('HTTP', '', { status: 400 }), FALLBACK)).toBe(FALLBACK);
  });

  it("keeps the client's own text for a failure that is not a refusal", () => {
    expect(apiErrorText(new ApiError('NETWORK', API_ERROR_MESSAGES.network), FALLBACK)).toBe(API_ERROR_MESSAGES.network);
  });

  it("uses another error's message, and the fallback for anything else", () => {
    expect(apiErrorText(new Error('No card data received'), FALLBACK)).toBe('No card data received');
    expect(apiErrorText('boom', FALLBACK)).toBe(FALLBACK);
  });
});
