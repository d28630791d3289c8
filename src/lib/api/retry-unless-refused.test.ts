import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';

describe('retryUnlessRefused', () => {
  it('never retries a refusal or an expired session', () => {
    expect(retryUnlessRefused(0, new ApiError('HTTP', 'Not found', { status: 404 }))).toBe(false);
    expect(retryUnlessRefused(0, new ApiError('UNAUTHORIZED', 'Unauthorized', { status: 401 }))).toBe(false);
    expect(retryUnlessRefused(0, new ApiError('TOKEN_EXPIRED', 'Expired', { status: 401 }))).toBe(false);
  });

  it('retries anything else once', () => {
    const unreachable = new ApiError('NETWORK', 'Network error');
    expect(retryUnlessRefused(0, unreachable)).toBe(true);
    expect(retryUnlessRefused(1, unreachable)).toBe(false);
    expect(retryUnlessRefused(0, new Error('bad shape'))).toBe(true);
  });
});
