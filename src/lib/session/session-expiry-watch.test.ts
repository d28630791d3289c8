import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSessionExpiryWatch } from '@/lib/session/session-expiry-watch';
import { makeValidTestToken } from '@/lib/token/test-token';

let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-21T08:00:00Z'));
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  localStorage.clear();
});

describe('startSessionExpiryWatch', () => {
  it('logs out at load when the stored token has expired', () => {
    localStorage.setItem('userToken', makeValidTestToken({ exp: Math.floor(Date.now() / 1000) - 1 }));
    const onExpired = vi.fn();
    stop = startSessionExpiryWatch({ onExpired });
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('logs out at load when the stored token cannot be decoded', () => {
    localStorage.setItem('userToken', 'garbage');
    const onExpired = vi.fn();
    stop = startSessionExpiryWatch({ onExpired });
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('checks every 120 s and logs out once the token expires', () => {
    // Expires 5 minutes from now: checks at 120 s and 240 s pass, the one at 360 s does not.
    localStorage.setItem('userToken', makeValidTestToken({ exp: Math.floor(Date.now() / 1000) + 300 }));
    const onExpired = vi.fn();
    stop = startSessionExpiryWatch({ onExpired });
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(240_000);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(119_999);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('does nothing while nobody is signed in', () => {
    const onExpired = vi.fn();
    stop = startSessionExpiryWatch({ onExpired });
    vi.advanceTimersByTime(600_000);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('stops checking when stopped', () => {
    localStorage.setItem('userToken', makeValidTestToken({ exp: Math.floor(Date.now() / 1000) + 60 }));
    const onExpired = vi.fn();
    stop = startSessionExpiryWatch({ onExpired });
    stop();
    vi.advanceTimersByTime(600_000);
    expect(onExpired).not.toHaveBeenCalled();
  });
});
