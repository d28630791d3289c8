import { describe, expect, it, vi } from 'vitest';
import { fireSessionExpired, onSessionExpired, SESSION_EXPIRED_EVENT } from '@/lib/session/session-events';

describe('session events', () => {
  it('fires a window event named sessionExpired', () => {
    expect(SESSION_EXPIRED_EVENT).toBe('sessionExpired');
    const listener = vi.fn();
    window.addEventListener('sessionExpired', listener);
    fireSessionExpired();
    window.removeEventListener('sessionExpired', listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('calls a subscribed handler until it unsubscribes', () => {
    const handler = vi.fn();
    const unsubscribe = onSessionExpired(handler);
    fireSessionExpired();
    unsubscribe();
    fireSessionExpired();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('a handler that fires the event again', () => {
  it('is not called recursively', () => {
    const handler = vi.fn(() => fireSessionExpired());
    const unsubscribe = onSessionExpired(handler);
    fireSessionExpired();
    fireSessionExpired();
    unsubscribe();
    expect(handler).toHaveBeenCalledTimes(2);
  });
});
