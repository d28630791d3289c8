import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '@/contract/endpoint';
import * as rbacEndpoints from '@/contract/endpoints/rbac';
import { ROLE_DEFAULT_PERMISSIONS, toPermissionMap } from '@/contract/permissions';
import { ApiError } from '@/lib/api/api-error';
import {
  createPermissionLoader,
  normalizePermissionAnswer,
  type PermissionFetcher,
} from '@/lib/session/permission-loader';
import { makeValidTestToken } from '@/lib/token/test-token';

const teacher = { id: 7, role: 'TEACHER', permissions: { 'customer:read': true } };
const teacherWithout = { id: 7, role: 'TEACHER', permissions: {} };
const TEACHER_DEFAULTS = toPermissionMap(ROLE_DEFAULT_PERMISSIONS.TEACHER);
const serverAnswer = {
  success: true,
  data: { userId: 7, permissions: { 'customer:read': true, 'customer:delete': true }, dataScopes: ['*'] },
};

function setup(fetchPermissions: PermissionFetcher) {
  const fetcher = vi.fn(fetchPermissions);
  const loader = createPermissionLoader({ fetchPermissions: fetcher });
  return { loader, fetcher };
}

const storedPermissions = () => JSON.parse(localStorage.getItem('userPermissions') ?? 'null') as unknown;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.setItem('userToken', makeValidTestToken());
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('when loading starts', () => {
  it('starts 500 ms after a user with an id appears', async () => {
    const { loader, fetcher } = setup(async () => serverAnswer);
    loader.setUser(teacher);
    expect(loader.getState()).toMatchObject({ status: 'waiting', loaded: false, permissions: teacher.permissions });
    await vi.advanceTimersByTimeAsync(499);
    expect(fetcher).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledWith(7);
  });

  it('waits 1000 ms more when the user came with no permissions', async () => {
    const { loader, fetcher } = setup(async () => serverAnswer);
    loader.setUser(teacherWithout);
    await vi.advanceTimersByTimeAsync(1499);
    expect(fetcher).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('loads once per user, and again for another user', async () => {
    const { loader, fetcher } = setup(async () => serverAnswer);
    loader.setUser(teacher);
    await vi.advanceTimersByTimeAsync(600);
    loader.setUser({ ...teacher });
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    loader.setUser({ id: 8, role: 'PARENT', permissions: { 'parent:read': true } });
    await vi.advanceTimersByTimeAsync(500);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(fetcher).toHaveBeenLastCalledWith(8);
  });

  it('does not start when the user leaves before the delay is over', async () => {
    const { loader, fetcher } = setup(async () => serverAnswer);
    loader.setUser(teacher);
    await vi.advanceTimersByTimeAsync(300);
    loader.setUser(null);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetcher).not.toHaveBeenCalled();
    expect(loader.getState()).toMatchObject({ status: 'idle', userId: null, permissions: {}, loaded: false });
  });

  it('publishes nothing when reset while already reset (a signed-out start re-renders nothing)', () => {
    const { loader } = setup(async () => serverAnswer);
    const listener = vi.fn();
    loader.subscribe(listener);
    const before = loader.getState();
    loader.setUser(null);
    loader.setUser(null);
    expect(listener).not.toHaveBeenCalled();
    expect(loader.getState()).toBe(before);
    loader.setUser(teacher);
    loader.setUser(null);
    loader.setUser(null);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(loader.getState()).toBe(before);
  });

  it('drops a late answer for a user who has gone', async () => {
    let answer: (value: unknown) => void = () => {};
    const { loader } = setup(() => new Promise((resolve) => (answer = resolve)));
    loader.setUser(teacher);
    await vi.advanceTimersByTimeAsync(500);
    loader.setUser({ id: 9, role: 'PARENT', permissions: { 'parent:read': true } });
    answer(serverAnswer);
    await vi.advanceTimersByTimeAsync(0);
    expect(loader.getState()).toMatchObject({ userId: 9, loaded: false, permissions: { 'parent:read': true } });
  });
});

describe('sources', () => {
  it('takes the server list, marks it loaded and stores it under userPermissions', async () => {
    const { loader } = setup(async () => serverAnswer);
    const listener = vi.fn();
    loader.subscribe(listener);
    loader.setUser(teacher);
    await vi.advanceTimersByTimeAsync(500);
    expect(loader.getState()).toMatchObject({
      status: 'done',
      loaded: true,
      source: 'server',
      error: null,
      permissions: { 'customer:read': true, 'customer:delete': true },
    });
    expect(storedPermissions()).toEqual({ 'customer:read': true, 'customer:delete': true });
    expect(listener).toHaveBeenCalled();
  });

  it('uses stored permissions and makes no call when there is no access token', async () => {
    localStorage.removeItem('userToken');
    localStorage.setItem('userPermissions', JSON.stringify({ 'student:read': true }));
    const { loader, fetcher } = setup(async () => serverAnswer);
    loader.setUser(teacher);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetcher).not.toHaveBeenCalled();
    expect(loader.getState()).toMatchObject({ loaded: true, source: 'stored', error: null, permissions: { 'student:read': true } });
  });

  it('uses the role defaults when there is neither a token nor stored permissions', async () => {
    localStorage.removeItem('userToken');
    const { loader, fetcher } = setup(async () => serverAnswer);
    loader.setUser(teacher);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetcher).not.toHaveBeenCalled();
    expect(loader.getState()).toMatchObject({
      loaded: true,
      source: 'role-defaults',
      error: 'No authentication token available. Please login first.',
      permissions: TEACHER_DEFAULTS,
    });
  });

  it('says the token is invalid when it fails the client check', async () => {
    localStorage.setItem('userToken', 'short.bad.token');
    const { loader, fetcher } = setup(async () => serverAnswer);
    loader.setUser(teacher);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetcher).not.toHaveBeenCalled();
    expect(loader.getState()).toMatchObject({
      source: 'role-defaults',
      error: 'Invalid authentication token. Please login again.',
    });
  });

  it('falls back to stored permissions on an empty server answer', async () => {
    localStorage.setItem('userPermissions', JSON.stringify({ 'student:read': true }));
    const { loader } = setup(async () => ({ success: true, data: { permissions: {} } }));
    loader.setUser(teacher);
    await vi.advanceTimersByTimeAsync(500);
    expect(loader.getState()).toMatchObject({
      loaded: true,
      source: 'stored',
      error: 'Failed to load permissions from server',
      permissions: { 'student:read': true },
    });
  });

  it('falls back to the role defaults on a failed server answer when nothing is stored', async () => {
    const { loader } = setup(async () => ({ success: false, data: ['customer:read'] }));
    loader.setUser(teacher);
    await vi.advanceTimersByTimeAsync(500);
    expect(loader.getState()).toMatchObject({
      source: 'role-defaults',
      error: 'Failed to load permissions from server',
      permissions: TEACHER_DEFAULTS,
    });
    expect(storedPermissions()).toBeNull();
  });

  it('gives an unknown role no defaults, so nothing is accessible', async () => {
    const { loader } = setup(async () => ({ success: true, data: [] }));
    loader.setUser({ id: 3, role: 'user' });
    await vi.advanceTimersByTimeAsync(1500);
    expect(loader.getState()).toMatchObject({ source: 'role-defaults', permissions: {} });
  });

  it('reads the role case-insensitively for the defaults', async () => {
    const { loader } = setup(async () => ({ success: true, data: [] }));
    loader.setUser({ id: 3, role: 'owner' });
    await vi.advanceTimersByTimeAsync(1500);
    expect(loader.getState().permissions).toEqual({ '*': true });
  });
});

describe('errors', () => {
  it('retries "authentication required" three times, 2 s × attempt apart, then falls back', async () => {
    const { loader, fetcher } = setup(async () => {
      throw new ApiError('UNAUTHORIZED', 'Unauthorized', { status: 401 });
    });
    loader.setUser(teacher);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(loader.getState()).toMatchObject({
      status: 'waiting',
      retries: 1,
      error: 'Authentication required. Please login to access permissions.',
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(5999);
    expect(fetcher).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetcher).toHaveBeenCalledTimes(4);
    expect(loader.getState()).toMatchObject({
      status: 'done',
      loaded: true,
      retries: 3,
      source: 'role-defaults',
      error: 'Authentication required. Please login to access permissions.',
    });
  });

  it('treats an error that says authentication is required like a 401', async () => {
    const { loader, fetcher } = setup(
      vi
        .fn<PermissionFetcher>()
        .mockRejectedValueOnce(new Error('Authentication required'))
        .mockResolvedValueOnce({ success: true, data: ['customer:read'] }),
    );
    loader.setUser(teacher);
    await vi.advanceTimersByTimeAsync(500 + 2000);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(loader.getState()).toMatchObject({ source: 'server', error: null, permissions: { 'customer:read': true } });
  });

  it('says access is denied on 403 and uses the role defaults', async () => {
    const { loader, fetcher } = setup(async () => {
      throw new ApiError('HTTP', 'Missing permission: permission:read', { status: 403 });
    });
    loader.setUser(teacher);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(loader.getState()).toMatchObject({
      source: 'role-defaults',
      error: 'Access denied. You do not have permission to view permissions.',
      permissions: TEACHER_DEFAULTS,
    });
  });

  it('reports other errors as "Failed to load permissions: {message}" and uses the role defaults', async () => {
    const { loader } = setup(async () => {
      throw new ApiError('SERVER', 'Server error: 500', { status: 500 });
    });
    loader.setUser(teacher);
    await vi.advanceTimersByTimeAsync(500);
    expect(loader.getState()).toMatchObject({
      source: 'role-defaults',
      error: 'Failed to load permissions: Server error: 500',
      permissions: TEACHER_DEFAULTS,
    });
  });

  it('prefers stored permissions over the role defaults after a general error', async () => {
    localStorage.setItem('userPermissions', JSON.stringify({ 'finance:read': true }));
    const { loader } = setup(async () => {
      throw new Error('offline');
    });
    loader.setUser(teacher);
    await vi.advanceTimersByTimeAsync(500);
    expect(loader.getState()).toMatchObject({
      source: 'stored',
      error: 'Failed to load permissions: offline',
      permissions: { 'finance:read': true },
    });
  });
});

describe('forced reload', () => {
  it('clears the held permissions and loads again at once', async () => {
    const fetcher = vi
      .fn<PermissionFetcher>()
      .mockResolvedValueOnce({ success: true, data: ['customer:read'] })
      .mockResolvedValueOnce({ success: true, data: ['customer:read', 'customer:delete'] });
    const { loader } = setup(fetcher);
    loader.setUser(teacher);
    await vi.advanceTimersByTimeAsync(500);
    expect(loader.getState().permissions).toEqual({ 'customer:read': true });

    const reloaded = loader.reload();
    expect(loader.getState()).toMatchObject({ loaded: false, permissions: {}, source: null });
    const settled = await reloaded;
    expect(settled).toMatchObject({ loaded: true, source: 'server', permissions: { 'customer:read': true, 'customer:delete': true } });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('retries an authentication failure during a reload too', async () => {
    const fetcher = vi
      .fn<PermissionFetcher>()
      .mockRejectedValueOnce(new ApiError('UNAUTHORIZED', 'Unauthorized', { status: 401 }))
      .mockResolvedValueOnce({ success: true, data: ['exam:read'] });
    const { loader } = setup(fetcher);
    loader.setUser({ ...teacher, id: 11 });
    const reloaded = loader.reload();
    await vi.advanceTimersByTimeAsync(2000);
    await expect(reloaded).resolves.toMatchObject({ source: 'server', permissions: { 'exam:read': true } });
    // The initial 500 ms load was superseded by the reload, not run as well.
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('does nothing without a user', async () => {
    const { loader, fetcher } = setup(async () => serverAnswer);
    await expect(loader.reload()).resolves.toMatchObject({ status: 'idle' });
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('normalizePermissionAnswer', () => {
  it.each([
    ['a list of names', { success: true, data: ['a:read', 'b:create'] }],
    ['a list of { name }', { success: true, data: [{ name: 'a:read' }, { name: 'b:create' }] }],
    ['a list of { permission: { name } }', { success: true, data: [{ permission: { name: 'a:read' } }, { permission: { name: 'b:create' } }] }],
    ['a map', { success: true, data: { 'a:read': true, 'b:create': true, 'c:delete': false } }],
    ['a map under permissions', { success: true, data: { permissions: { 'a:read': true, 'b:create': true } } }],
    ['a list under permissions', { success: true, data: { permissions: ['a:read', 'b:create'] } }],
  ])('reads %s', (_shape, answer) => {
    expect(normalizePermissionAnswer(answer)).toEqual({ 'a:read': true, 'b:create': true });
  });

  it('reads nothing from an answer without permissions', () => {
    expect(normalizePermissionAnswer({ success: true, data: null })).toEqual({});
    expect(normalizePermissionAnswer(undefined)).toEqual({});
  });

  it('calls the effective-permissions path of the user', () => {
    expect(fillPath(rbacEndpoints.effectivePermissions.path, { id: 42 })).toBe('/rbac/permissions/user/42/effective');
  });
});
