/**
 * Test harness for the app's component tests: the real providers and the real AuthProvider,
 * a seeded session in storage, and a tiny fetch stub for the few API calls a test needs (the
 * real server is exercised by the server and end-to-end tests).
 */
import { Notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { SessionUser } from '@/contract/auth';
import { toPermissionMap } from '@/contract/permissions';
import { setStoredUser, setToken } from '@/lib/session/session-storage';
import { makeValidTestToken } from '@/lib/token/test-token';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { App } from '@/app/app';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';

export function renderApp(props: { shellRoles?: readonly string[] } = {}): RenderResult {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <AuthProvider>
        <App {...props} />
      </AuthProvider>
    </AppProviders>,
  );
}

/**
 * One feature component inside the app's real providers (i18n, direction, Mantine with the app's
 * theme, the query client) with the toasts the shell would show, for tests that need less than
 * the whole app. The app's query client (its cache rules) unless the test passes one.
 */
export function renderWithProviders(ui: ReactElement, { queryClient = createQueryClient() }: { queryClient?: QueryClient } = {}): RenderResult {
  return render(
    <AppProviders queryClient={queryClient}>
      <Notifications />
      {ui}
    </AppProviders>,
  );
}

export function makeSessionUser(overrides: Partial<SessionUser> = {}, permissionNames: readonly string[] = []): SessionUser {
  return {
    id: 7,
    username: 'teacher',
    email: null,
    firstName: 'Farida',
    lastName: 'Ahmadzai',
    dariName: null,
    role: 'TEACHER',
    permissions: toPermissionMap(permissionNames),
    dataScopes: ['school:1'],
    schoolId: 1,
    department: null,
    lastLogin: null,
    isActive: true,
    ...overrides,
  };
}

/** Stores a signed-in session as a login would; returns the user. */
export function seedSession(user: SessionUser): SessionUser {
  setToken(makeValidTestToken({ sub: String(user.id), role: user.role, schoolId: user.schoolId }));
  setStoredUser(user);
  return user;
}

export type StubAnswer = { status?: number; body: unknown };
export type StubRoutes = Record<string, (request: Request) => StubAnswer | Promise<StubAnswer>>;

/**
 * A route whose answer the test releases when it chooses. The request may arrive before or after
 * the release (a lazily loaded client sends it a moment after the screen shows it is busy), so a
 * test never answers a request that has not been made yet.
 */
export function heldAnswer(): { route: () => Promise<StubAnswer>; release: (answer: StubAnswer) => void } {
  let release: (answer: StubAnswer) => void = () => {};
  const answer = new Promise<StubAnswer>((resolve) => (release = resolve));
  return { route: () => answer, release };
}

/**
 * Replaces fetch with answers keyed by "METHOD /api/path". Anything else gets a 404, so a test
 * that reaches an unexpected endpoint sees it fail. GET /api/health answers "online" unless the
 * test says otherwise (the top bar's connection check). Returns the spy to inspect the calls.
 */
export function stubFetch(givenRoutes: StubRoutes) {
  const routes: StubRoutes = { 'GET /api/health': () => ({ body: { success: true, message: 'API is online' } }), ...givenRoutes };
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const route = routes[key];
    const answer = route ? await route(request) : { status: 404, body: { success: false, message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}
