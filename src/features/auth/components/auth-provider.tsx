/**
 * The session for the whole app (spec part 1 §4). Authenticated means a token is stored AND a
 * user is stored; storage is the truth and this provider mirrors it in React state. Every way a
 * session ends (logout, sessionExpired from the API client, the 120 s expiry watch, another
 * tab signing out) goes through `endSessionLocally`, which clears storage, the query cache and
 * the answers saved for offline use (src/lib/offline/query-cache).
 *
 * The calls to the server (login, logout) load when first needed, and the query cache may still
 * be loading while nobody is signed in (src/app/providers.tsx): the login screen's first load
 * carries neither the API client nor TanStack Query (bench/lighthouse.bench.ts).
 */
import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/contract/auth';
import { API_ERROR_MESSAGES, isApiError, type ApiError } from '@/lib/api/api-error';
import { afterFirstContentfulPaint } from '@/lib/dom/after-first-contentful-paint';
import { forgetSavedReads } from '@/lib/offline/query-cache/saved-reads';
import { onSessionExpired } from '@/lib/session/session-events';
import { startSessionExpiryWatch } from '@/lib/session/session-expiry-watch';
import {
  clearSession,
  getStoredUser,
  getToken,
  PERMISSIONS_KEY,
  setStoredUser,
  setToken,
  TOKEN_KEY,
  USER_KEY,
} from '@/lib/session/session-storage';
import { usePermissionLoader } from '@/lib/session/use-permission-loader';
import { DEFAULT_TOKEN_ROLE } from '@/lib/token/check-token';
import {
  AuthContext,
  type AuthContextValue,
  type LoginResult,
  type SessionOrigin,
} from '@/features/auth/auth-context';

type StoredSession = { token: string | null; user: SessionUser | null };

function readStoredSession(): StoredSession {
  return { token: getToken(), user: getStoredUser() };
}

const SIGNED_OUT: StoredSession = { token: null, user: null };

export type AuthProviderProps = { children: ReactNode };

export function AuthProvider({ children }: AuthProviderProps) {
  const { t } = useTranslation();
  // Undefined until the query cache has loaded; nothing is cached before then.
  const queryClient = useContext(QueryClientContext);
  const [session, setSession] = useState<StoredSession>(readStoredSession);
  const [sessionOrigin, setSessionOrigin] = useState<SessionOrigin>('restored');
  const isAuthenticated = session.token !== null && session.user !== null;
  const user = isAuthenticated ? session.user : null;

  const endSessionLocally = useCallback(() => {
    clearSession();
    queryClient?.clear();
    void forgetSavedReads();
    setSession(SIGNED_OUT);
  }, [queryClient]);

  // A 401 or an expired token seen by the API client: the token is already unusable, so no
  // server call; back to Login.
  useEffect(() => onSessionExpired(endSessionLocally), [endSessionLocally]);

  // At load and every 120 s: an expired or undecodable token ends the session.
  useEffect(() => {
    if (!isAuthenticated) return undefined;
    return startSessionExpiryWatch({ onExpired: endSessionLocally });
  }, [isAuthenticated, endSessionLocally]);

  // Signed out: fetch the login call once the screen has painted, so the first submit need not wait.
  useEffect(() => {
    if (!isAuthenticated) afterFirstContentfulPaint(() => void loadLoginModule().catch(() => undefined));
  }, [isAuthenticated]);

  // Another tab signed in or out: follow it, so two tabs never show two different users.
  useEffect(() => {
    const handleStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY || event.key === PERMISSIONS_KEY) {
        setSession(readStoredSession());
      }
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, []);

  const permissionState = usePermissionLoader(user);
  const { reload } = permissionState;
  const reloadPermissions = useCallback(() => {
    void reload();
  }, [reload]);

  const login = useCallback(
    async (username: string, password: string): Promise<LoginResult> => {
      let loginModule: LoginModule;
      try {
        loginModule = await loadLoginModule();
      } catch {
        return { success: false, message: t('auth.loginFailedFallback') };
      }
      try {
        const data = await loginModule.loginRequest({ username, password });
        // Nothing saved on this device for a previous user may show to this one.
        await forgetSavedReads();
        setToken(data.token);
        setStoredUser(data.user);
        // Nothing cached for a previous user may show to this one.
        queryClient?.clear();
        setSessionOrigin('login');
        setSession({ token: data.token, user: data.user });
        return { success: true };
      } catch (error) {
        return { success: false, message: loginFailureMessage(error, loginModule, t) };
      }
    },
    [queryClient, t],
  );

  const logout = useCallback(async () => {
    if (getToken() !== null) {
      try {
        await (await import('@/features/auth/api/logout')).logoutRequest();
      } catch (error) {
        // The server may be unreachable; signing out on this device must still work.
        console.warn('Logout call failed; signing out locally', error);
      }
    }
    endSessionLocally();
  }, [endSessionLocally]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isAuthenticated,
      sessionOrigin,
      role: user?.role ?? DEFAULT_TOKEN_ROLE,
      permissions: permissionState.permissions,
      permissionsLoaded: permissionState.loaded,
      reloadPermissions,
      login,
      logout,
    }),
    [user, isAuthenticated, sessionOrigin, permissionState.permissions, permissionState.loaded, reloadPermissions, login, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

type Translate = (key: string) => string;
type LoginModule = typeof import('@/features/auth/api/login');

/** The login call and the API client under it: fetched once the screen has painted, or at the first submit. */
function loadLoginModule(): Promise<LoginModule> {
  return import('@/features/auth/api/login');
}

/** The server's own message, or undefined when the client filled in a generic one. */
function serverMessageOf(error: ApiError): string | undefined {
  const generic: string[] = [
    API_ERROR_MESSAGES.unauthorized,
    API_ERROR_MESSAGES.http.replace('{status}', String(error.status)),
  ];
  return error.message !== '' && !generic.includes(error.serverMessage) ? error.message : undefined;
}

/**
 * The message for a failed login (spec part 1 §8): the server's own message when it sent one,
 * "Login failed" when it refused without one, a connection hint when it could not be reached,
 * and "Login failed. Please try again." for anything unexpected.
 */
function loginFailureMessage(error: unknown, { LoginRefusedError }: LoginModule, t: Translate): string {
  if (error instanceof LoginRefusedError) return error.message;
  if (isApiError(error)) {
    if (error.code === 'NETWORK' || error.code === 'TIMEOUT') return t('auth.serverUnreachable');
    if (error.code === 'HTTP' || error.code === 'UNAUTHORIZED') {
      return serverMessageOf(error) ?? t('auth.loginFailed');
    }
  }
  return t('auth.loginFailedFallback');
}
