/**
 * Permission loading (spec part 1 §4, §8), as a small state machine independent of React.
 *
 * - Starts 500 ms after a user with an id appears (1500 ms when the user came with no
 *   permissions), once per user.
 * - "Authentication required" (HTTP 401) is retried up to 3 times, waiting 2 s × attempt.
 * - Sources in order: stored permissions when there is no access token; the server list; on an
 *   empty or failed server answer or another error, stored permissions; otherwise the role's
 *   built-in defaults. Only the server list is stored (under userPermissions), so a fallback
 *   never masquerades as a loaded list later.
 * - A forced reload clears what is held (not what is stored) and loads again at once.
 * These permissions drive display only; the server checks every call.
 */
import { AUTH_MESSAGES } from '@/contract/auth';
import {
  normalizeRole,
  ROLE_DEFAULT_PERMISSIONS,
  isKnownRole,
  toPermissionMap,
  type PermissionMap,
} from '@/contract/permissions';
import { isApiError } from '@/lib/api/api-error';
import {
  getStoredPermissions as readStoredPermissions,
  getToken as readToken,
  setStoredPermissions as writeStoredPermissions,
} from '@/lib/session/session-storage';
import { checkToken } from '@/lib/token/check-token';

export const PERMISSION_LOAD_DELAY_MS = 500;
export const PERMISSION_EMPTY_EXTRA_DELAY_MS = 1000;
export const PERMISSION_RETRY_WAIT_MS = 2000;
export const PERMISSION_MAX_RETRIES = 3;

export type PermissionSource = 'server' | 'stored' | 'role-defaults';

export type PermissionLoaderState = {
  userId: number | null;
  /** idle: no user; waiting: a load or retry is scheduled; loading: a call is out; done: settled. */
  status: 'idle' | 'waiting' | 'loading' | 'done';
  permissions: PermissionMap;
  /** Set once permissions were obtained from any source. */
  loaded: boolean;
  source: PermissionSource | null;
  /** The spec's message for the last problem, kept after a fallback was used. */
  error: string | null;
  /** Authentication-required retries made so far for this load. */
  retries: number;
};

export type PermissionLoaderUser = {
  id: number;
  role: string;
  permissions?: PermissionMap | null;
};

/** Fetches the user's permission answer; rejects with an ApiError (or an error with a status). */
export type PermissionFetcher = (userId: number) => Promise<unknown>;

export type LoaderTimers = {
  setTimeout: (handler: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
};

export type PermissionLoaderDeps = {
  fetchPermissions?: PermissionFetcher;
  getToken?: () => string | null;
  getStoredPermissions?: () => PermissionMap | null;
  setStoredPermissions?: (permissions: PermissionMap) => void;
  timers?: LoaderTimers;
};

export type PermissionLoader = {
  getState(): PermissionLoaderState;
  subscribe(listener: () => void): () => void;
  /** A user with an id starts loading (once per user); null resets. */
  setUser(user: PermissionLoaderUser | null): void;
  /** Forced reload: clears the held permissions and loads again now; resolves when settled. */
  reload(): Promise<PermissionLoaderState>;
  dispose(): void;
};

/**
 * GET /rbac/permissions/user/{id}/effective, read with the contract's answer schema. The API
 * client loads with the first call: the login screen's first load does without it.
 */
export const fetchEffectivePermissions: PermissionFetcher = async (userId) => {
  const [{ send }, rbacEndpoints] = await Promise.all([import('@/lib/api/send'), import('@/contract/endpoints/rbac')]);
  return send(rbacEndpoints.effectivePermissions, { params: { id: userId } }, { failed: AUTH_MESSAGES.permissionsLoadFailed });
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The server's answer as a map, whichever shape `data` has: a list of names, a list of
 * `{ name }` or `{ permission: { name } }`, a map of name to true, or any of these under
 * `permissions`.
 */
export function normalizePermissionAnswer(answer: unknown): PermissionMap {
  let value: unknown = isRecord(answer) && 'data' in answer ? answer.data : answer;
  if (isRecord(value) && 'permissions' in value) value = value.permissions;
  const map: PermissionMap = {};
  if (Array.isArray(value)) {
    for (const item of value) {
      if (typeof item === 'string') map[item] = true;
      else if (isRecord(item) && typeof item.name === 'string') map[item.name] = true;
      else if (isRecord(item) && isRecord(item.permission) && typeof item.permission.name === 'string') {
        map[item.permission.name] = true;
      }
    }
  } else if (isRecord(value)) {
    for (const [name, granted] of Object.entries(value)) if (granted === true) map[name] = true;
  }
  return map;
}

function isEmpty(permissions: PermissionMap | null | undefined): boolean {
  return !permissions || !Object.values(permissions).some((granted) => granted === true);
}

export function roleDefaultPermissions(role: string): PermissionMap {
  const normalized = normalizeRole(role);
  return isKnownRole(normalized) ? toPermissionMap(ROLE_DEFAULT_PERMISSIONS[normalized]) : {};
}

function errorStatus(error: unknown): number | undefined {
  if (isApiError(error)) return error.status;
  if (isRecord(error) && typeof error.status === 'number') return error.status;
  return undefined;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** "When the error says authentication is required" (spec part 1 §4): HTTP 401 or that text. */
function saysAuthenticationRequired(error: unknown): boolean {
  return errorStatus(error) === 401 || /authentication required/i.test(errorText(error));
}

function messageFor(error: unknown): string {
  if (saysAuthenticationRequired(error)) return AUTH_MESSAGES.permissionsAuthRequired;
  if (errorStatus(error) === 403) return AUTH_MESSAGES.permissionsDenied;
  return AUTH_MESSAGES.permissionsLoadError.replace('{message}', errorText(error));
}

const IDLE: PermissionLoaderState = {
  userId: null,
  status: 'idle',
  permissions: {},
  loaded: false,
  source: null,
  error: null,
  retries: 0,
};

export function createPermissionLoader(deps: PermissionLoaderDeps = {}): PermissionLoader {
  const fetchPermissions = deps.fetchPermissions ?? fetchEffectivePermissions;
  const getToken = deps.getToken ?? readToken;
  const getStoredPermissions = deps.getStoredPermissions ?? readStoredPermissions;
  const setStoredPermissions = deps.setStoredPermissions ?? writeStoredPermissions;
  const timers: LoaderTimers = deps.timers ?? {
    setTimeout: (handler, ms) => globalThis.setTimeout(handler, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  };

  let state: PermissionLoaderState = IDLE;
  let user: PermissionLoaderUser | null = null;
  // Every new user, reset or forced reload starts a new generation; late results of an older
  // one are dropped, so a slow answer for the previous user never lands on the next.
  let generation = 0;
  let timer: unknown = null;
  const listeners = new Set<() => void>();
  let waiters: Array<(state: PermissionLoaderState) => void> = [];

  function update(patch: Partial<PermissionLoaderState>): void {
    publish({ ...state, ...patch });
  }

  function publish(next: PermissionLoaderState): void {
    state = next;
    for (const listener of listeners) listener();
    if (state.status === 'done' || state.status === 'idle') {
      const settled = waiters;
      waiters = [];
      for (const resolve of settled) resolve(state);
    }
  }

  function cancelTimer(): void {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function schedule(ms: number, attempt: number): void {
    const scheduledGeneration = generation;
    cancelTimer();
    timer = timers.setTimeout(() => {
      timer = null;
      if (scheduledGeneration === generation) void load(attempt);
    }, ms);
  }

  function finish(permissions: PermissionMap, source: PermissionSource, error: string | null): void {
    update({ status: 'done', permissions, source, loaded: true, error });
  }

  function fallBack(error: string | null): void {
    const stored = getStoredPermissions();
    if (!isEmpty(stored)) finish(stored as PermissionMap, 'stored', error);
    else finish(roleDefaultPermissions(user?.role ?? ''), 'role-defaults', error);
  }

  async function load(attempt: number): Promise<void> {
    const current = user;
    if (!current) return;
    const loadGeneration = generation;
    update({ status: 'loading' });

    const token = getToken();
    if (token === null) {
      // Without a token the stored list is the first source; say why only when there is none.
      fallBack(isEmpty(getStoredPermissions()) ? AUTH_MESSAGES.noToken : null);
      return;
    }
    if (!checkToken(token).valid) {
      fallBack(AUTH_MESSAGES.invalidToken);
      return;
    }

    let answer: unknown;
    try {
      answer = await fetchPermissions(current.id);
    } catch (error) {
      if (loadGeneration !== generation) return;
      if (saysAuthenticationRequired(error) && attempt < PERMISSION_MAX_RETRIES) {
        const retry = attempt + 1;
        update({ status: 'waiting', error: AUTH_MESSAGES.permissionsAuthRequired, retries: retry });
        schedule(PERMISSION_RETRY_WAIT_MS * retry, retry);
        return;
      }
      fallBack(messageFor(error));
      return;
    }
    if (loadGeneration !== generation) return;

    const permissions = normalizePermissionAnswer(answer);
    if ((isRecord(answer) && answer.success === false) || isEmpty(permissions)) {
      fallBack(AUTH_MESSAGES.permissionsLoadFailed);
      return;
    }
    setStoredPermissions(permissions);
    finish(permissions, 'server', null);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUser(next) {
      if (next && user && next.id === user.id) return;
      generation += 1;
      cancelTimer();
      user = next;
      if (!next) {
        // Already reset (a signed-out start): the same state, so no subscriber renders again
        // (a new one would re-render the login screen in one long task: issue 23).
        if (state !== IDLE) publish(IDLE);
        return;
      }
      const initial = isEmpty(next.permissions) ? {} : { ...(next.permissions as PermissionMap) };
      update({ ...IDLE, userId: next.id, status: 'waiting', permissions: initial });
      const delay = PERMISSION_LOAD_DELAY_MS + (isEmpty(initial) ? PERMISSION_EMPTY_EXTRA_DELAY_MS : 0);
      schedule(delay, 0);
    },
    reload() {
      if (!user) return Promise.resolve(state);
      generation += 1;
      cancelTimer();
      const settled = new Promise<PermissionLoaderState>((resolve) => waiters.push(resolve));
      update({ ...IDLE, userId: user.id, status: 'waiting' });
      void load(0);
      return settled;
    },
    dispose() {
      generation += 1;
      cancelTimer();
      user = null;
      listeners.clear();
      state = IDLE;
      const settled = waiters;
      waiters = [];
      for (const resolve of settled) resolve(state);
    },
  };
}
