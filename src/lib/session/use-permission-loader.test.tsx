import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PermissionFetcher, PermissionLoaderUser } from '@/lib/session/permission-loader';
import { usePermissionLoader } from '@/lib/session/use-permission-loader';
import { makeValidTestToken } from '@/lib/token/test-token';

const teacher: PermissionLoaderUser = { id: 7, role: 'TEACHER', permissions: { 'customer:read': true } };

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.setItem('userToken', makeValidTestToken());
});

afterEach(() => {
  vi.useRealTimers();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('usePermissionLoader', () => {
  it('loads the signed-in user\'s permissions 500 ms after the user appears', async () => {
    const fetchPermissions = vi.fn<PermissionFetcher>(async () => ({ success: true, data: ['customer:read', 'exam:read'] }));
    const { result, rerender } = renderHook(({ user }) => usePermissionLoader(user, { fetchPermissions }), {
      initialProps: { user: null as PermissionLoaderUser | null },
    });
    expect(result.current).toMatchObject({ status: 'idle', loaded: false, permissions: {} });

    rerender({ user: teacher });
    expect(result.current).toMatchObject({ status: 'waiting', permissions: { 'customer:read': true } });
    await advance(500);
    expect(fetchPermissions).toHaveBeenCalledWith(7);
    expect(result.current).toMatchObject({
      loaded: true,
      source: 'server',
      permissions: { 'customer:read': true, 'exam:read': true },
    });

    // A new object for the same user does not load again.
    rerender({ user: { ...teacher } });
    await advance(5000);
    expect(fetchPermissions).toHaveBeenCalledTimes(1);
  });

  it('resets when the user signs out', async () => {
    const fetchPermissions = vi.fn<PermissionFetcher>(async () => ({ success: true, data: ['customer:read'] }));
    const { result, rerender } = renderHook(({ user }) => usePermissionLoader(user, { fetchPermissions }), {
      initialProps: { user: teacher as PermissionLoaderUser | null },
    });
    await advance(500);
    expect(result.current.loaded).toBe(true);
    rerender({ user: null });
    expect(result.current).toMatchObject({ status: 'idle', loaded: false, permissions: {} });
  });

  it('reloads on demand', async () => {
    const fetchPermissions = vi
      .fn<PermissionFetcher>()
      .mockResolvedValueOnce({ success: true, data: ['customer:read'] })
      .mockResolvedValueOnce({ success: true, data: ['customer:read', 'customer:delete'] });
    const { result } = renderHook(() => usePermissionLoader(teacher, { fetchPermissions }));
    await advance(500);
    await act(async () => {
      await result.current.reload();
    });
    expect(result.current.permissions).toEqual({ 'customer:read': true, 'customer:delete': true });
  });

  it('cancels a pending load on unmount', async () => {
    const fetchPermissions = vi.fn<PermissionFetcher>(async () => ({ success: true, data: [] }));
    const { unmount } = renderHook(() => usePermissionLoader(teacher, { fetchPermissions }));
    unmount();
    await advance(5000);
    expect(fetchPermissions).not.toHaveBeenCalled();
  });
});
