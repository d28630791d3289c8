/**
 * The shell's gate as the running app obeys it: the server's system setting (GET /settings/shell)
 * over the build setting, the build setting when the server has none or cannot say, and the last
 * saved answer when the device is offline.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_DEFAULT_PERMISSIONS } from '@/contract/permissions';
import { localDatabase } from '@/lib/offline/local-database';
import { clearSavedReads } from '@/lib/offline/query-cache/saved-read-store';
import { getToken } from '@/lib/session/session-storage';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { ShellGate } from '@/app/shell/shell-gate';
import { makeSessionUser, seedSession, stubFetch, type StubAnswer } from '@/app/testing/app-test-harness';

const BUILD_ROLES = ['TEACHER', 'PARENT'];

function answerShellRoles(shellRoles: string[] | null): () => StubAnswer {
  return () => ({ body: { success: true, message: 'Shell roles retrieved successfully', data: { shellRoles } } });
}

/** GET /rbac/permissions/user/{id}/effective's data as the server sends it, with no permissions. */
function noPermissions(userId: number) {
  return { userId, username: `user${userId}`, role: 'TEACHER', permissions: {}, permissionNames: [], dataScopes: ['school:1'], grants: [], revocations: [] };
}

/** The network a signed-in user's gate meets; `shell` answers GET /api/settings/shell. */
function stubNetwork(shell: () => StubAnswer | Promise<StubAnswer>) {
  return stubFetch({
    'GET /api/settings/shell': shell,
    'GET /api/rbac/permissions/user/3/effective': () => ({ body: { success: true, data: noPermissions(3) } }),
    'GET /api/rbac/permissions/user/7/effective': () => ({ body: { success: true, data: noPermissions(7) } }),
    'POST /api/auth/logout': () => ({ body: { success: true, message: 'Logged out' } }),
  });
}

function renderGate() {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <AuthProvider>
        <ShellGate buildRoles={BUILD_ROLES}>
          <main>The shell</main>
        </ShellGate>
      </AuthProvider>
    </AppProviders>,
  );
}

const signInSchoolAdmin = () => seedSession(makeSessionUser({ id: 3, username: 'admin', role: 'SCHOOL_ADMIN' }, ROLE_DEFAULT_PERMISSIONS.SCHOOL_ADMIN));

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await clearSavedReads();
});

describe('ShellGate', { timeout: 20_000 }, () => {
  it('lets a school admin in once an owner has added SCHOOL_ADMIN to the shell roles, without flashing "Access restricted"', async () => {
    let answer: (value: StubAnswer) => void = () => {};
    const spy = stubNetwork(() => new Promise<StubAnswer>((resolve) => (answer = resolve)));
    signInSchoolAdmin();
    renderGate();
    // The build setting refuses a school admin: the gate waits for the server instead of refusing.
    expect(await screen.findByRole('status')).toContainElement(screen.getByLabelText('Checking your access...'));
    expect(screen.queryByText('Access restricted')).not.toBeInTheDocument();
    await waitFor(() => expect(spy.mock.calls.some(([request]) => new URL((request as Request).url).pathname === '/api/settings/shell')).toBe(true));
    answer(answerShellRoles(['TEACHER', 'PARENT', 'SCHOOL_ADMIN'])());
    expect(await screen.findByText('The shell')).toBeInTheDocument();
    expect(screen.queryByText('Access restricted')).not.toBeInTheDocument();
  });

  it('keeps the build setting while the server has none saved: a school admin is refused with its roles', async () => {
    stubNetwork(answerShellRoles(null));
    signInSchoolAdmin();
    renderGate();
    expect(await screen.findByText('Access restricted')).toBeInTheDocument();
    expect(screen.getByText('This layout is available only for users with TEACHER or PARENT role.')).toBeInTheDocument();
    expect(screen.queryByText('The shell')).not.toBeInTheDocument();
  });

  it('keeps the build setting when the server cannot say (an older server answers 404)', async () => {
    stubNetwork(() => ({ status: 404, body: { success: false, message: 'Not found' } }));
    seedSession(makeSessionUser());
    renderGate();
    expect(await screen.findByText('The shell')).toBeInTheDocument();
  });

  it("shows a teacher the shell at once, and \"Access restricted\" naming the server's roles when they leave teachers out", async () => {
    stubNetwork(answerShellRoles(['PARENT', 'SCHOOL_ADMIN']));
    seedSession(makeSessionUser());
    renderGate();
    expect(screen.getByText('The shell')).toBeInTheDocument();
    expect(await screen.findByText('This layout is available only for users with PARENT or SCHOOL_ADMIN role.')).toBeInTheDocument();
    expect(screen.queryByText('The shell')).not.toBeInTheDocument();
    // Logout works from there.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(getToken()).toBeNull());
  });

  it('uses the saved answer when the device is offline', async () => {
    stubNetwork(answerShellRoles(['TEACHER', 'PARENT', 'SCHOOL_ADMIN']));
    signInSchoolAdmin();
    const first = renderGate();
    expect(await screen.findByText('The shell')).toBeInTheDocument();
    // Saved (encrypted) for this user in the background.
    await waitFor(async () => expect(await localDatabase().savedReads.count()).toBeGreaterThan(0));
    first.unmount();

    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = stubNetwork(() => Promise.reject(new TypeError('Failed to fetch')));
    renderGate();
    expect(await screen.findByText('The shell')).toBeInTheDocument();
    expect(screen.queryByText('Access restricted')).not.toBeInTheDocument();
    expect(offline.mock.calls.some(([request]) => new URL((request as Request).url).pathname === '/api/settings/shell')).toBe(false);
  });
});
