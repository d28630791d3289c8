import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_PERMISSIONS, ROLE_DEFAULT_PERMISSIONS } from '@/contract/permissions';
import { fireSessionExpired } from '@/lib/session/session-events';
import { getToken, setToken } from '@/lib/session/session-storage';
import { makeExpiredTestToken, makeValidTestToken } from '@/lib/token/test-token';
import { makeSessionUser, renderApp, seedSession, stubFetch } from '@/app/testing/app-test-harness';

const TEACHER_DEFAULTS = ROLE_DEFAULT_PERMISSIONS.TEACHER;
const PARENT_DEFAULTS = ROLE_DEFAULT_PERMISSIONS.PARENT;

/** GET /rbac/permissions/user/{id}/effective as the server answers it (only `permissions` matters here). */
function answerEffective(permissionNames: readonly string[]) {
  const permissions = Object.fromEntries(permissionNames.map((p) => [p, true]));
  const data = { userId: 7, username: 'teacher', role: 'TEACHER', permissions, permissionNames: [...permissionNames], dataScopes: ['school:1'], grants: [], revocations: [] };
  return () => ({ body: { success: true, data } });
}

function sidebarNames(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? link.textContent ?? '');
}

beforeEach(() => {
  stubFetch({
    'GET /api/rbac/permissions/user/7/effective': answerEffective(TEACHER_DEFAULTS),
    'POST /api/auth/logout': () => ({ body: { success: true, message: 'Logged out' } }),
    'GET /api/customers': () => ({ body: { success: true, data: [] } }),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Shell', () => {
  it("lists only a teacher's permitted screens and starts on Visitors", async () => {
    seedSession(makeSessionUser({}, TEACHER_DEFAULTS));
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Visitors' })).toBeInTheDocument();
    expect(sidebarNames()).toEqual(['Visitors', 'Academic', 'Exams', 'Classes', 'Attendance', 'Messaging']);
    expect(window.location.pathname).toBe('/customers');
    expect(screen.getByRole('link', { name: 'Visitors' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Academic' })).not.toHaveAttribute('aria-current');
    // The start screen's own content, loaded lazily into the shell.
    expect(await screen.findByRole('heading', { name: 'Visitor Management' })).toBeInTheDocument();
  });

  it('lists every screen but Parent Portal for a principal', async () => {
    seedSession(makeSessionUser({ username: 'principal' }, ALL_PERMISSIONS));
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Visitors' });
    expect(sidebarNames()).toEqual(['Visitors', 'Academic', 'Finance', 'Exams', 'Classes', 'Attendance', 'Teachers', 'Messaging', 'Settings']);
  });

  it('gives a parent the Parent Portal only, and starts there', async () => {
    stubFetch({ 'GET /api/rbac/permissions/user/9/effective': answerEffective(PARENT_DEFAULTS) });
    seedSession(makeSessionUser({ id: 9, username: 'parent', role: 'PARENT', firstName: 'Karim', lastName: 'Rahimi' }, PARENT_DEFAULTS));
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Parent Portal' })).toBeInTheDocument();
    expect(sidebarNames()).toEqual(['Parent Portal']);
    expect(window.location.pathname).toBe('/parent-portal');
  });

  it('moves between screens through the sidebar and the address, and back with the browser', async () => {
    seedSession(makeSessionUser({}, TEACHER_DEFAULTS));
    renderApp();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Visitors' });

    await user.click(screen.getByRole('link', { name: 'Exams' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Exams' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/exams');
    expect(screen.getByRole('link', { name: 'Exams' })).toHaveAttribute('aria-current', 'page');

    act(() => {
      window.history.back();
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Visitors' })).toBeInTheDocument());
  });

  it('opens the screen of the address on reload', async () => {
    window.history.replaceState(null, '', '/attendance');
    seedSession(makeSessionUser({}, TEACHER_DEFAULTS));
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Attendance' })).toBeInTheDocument();
  });

  it('shows the footer with full name, upper-case role and initials; collapsed keeps only the role', async () => {
    seedSession(makeSessionUser({ role: 'teacher' }, TEACHER_DEFAULTS));
    renderApp({ shellRoles: ['TEACHER', 'PARENT'] });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByText('Farida Ahmadzai');
    expect(within(nav).getByText('TEACHER')).toBeInTheDocument();
    expect(within(nav).getByText('FA')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(within(nav).queryByText('Farida Ahmadzai')).not.toBeInTheDocument();
    expect(within(nav).getByText('TEACHER')).toBeInTheDocument();
    // Names leave the sidebar; the links keep them as accessible names.
    expect(within(nav).queryByText('Academic')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Academic' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows "USER" in the footer and "User" on the menu when the user has no names or role', async () => {
    seedSession(makeSessionUser({ username: '', firstName: null, lastName: null, role: '' }, TEACHER_DEFAULTS));
    // The shell also accepts the role claim of a stored token (spec part 1 §6).
    setToken(makeValidTestToken({ sub: '7', role: 'TEACHER' }));
    renderApp();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByText('USER')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /User$/ })).toHaveTextContent('User');
  });

  it('shows the first name on the user button, else the username, and logs out from its menu', async () => {
    const fetchSpy = stubFetch({
      'GET /api/rbac/permissions/user/7/effective': answerEffective(TEACHER_DEFAULTS),
      'POST /api/auth/logout': () => ({ body: { success: true, message: 'Logged out' } }),
    });
    seedSession(makeSessionUser({ firstName: null }, TEACHER_DEFAULTS));
    renderApp();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /teacher/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
    // Other calls (the connection check) may pass a plain address; the logout call is a Request.
    const logoutCall = fetchSpy.mock.calls
      .map(([request]) => request)
      .find((request): request is Request => request instanceof Request && request.url.endsWith('/api/auth/logout'));
    expect(logoutCall?.method).toBe('POST');
  });

  it('returns to Login when the session expires', async () => {
    seedSession(makeSessionUser({}, TEACHER_DEFAULTS));
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Visitors' });
    act(() => {
      fireSessionExpired();
    });
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('shows "Component Not Found" inside the shell for an unknown address', async () => {
    window.history.replaceState(null, '', '/no-such-screen');
    seedSession(makeSessionUser({}, TEACHER_DEFAULTS));
    renderApp();
    expect(await screen.findByText('Component Not Found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows the restricted-access message in Dari, right-to-left, for a screen the user may not open', async () => {
    window.history.replaceState(null, '', '/finance');
    seedSession(makeSessionUser({}, TEACHER_DEFAULTS));
    renderApp();
    const message = await screen.findByText('شما اجازهٔ دسترسی به این بخش را ندارید. لطفاً با مدیر سیستم تماس بگیرید.');
    expect(message).toHaveAttribute('dir', 'rtl');
    expect(message).toHaveAttribute('lang', 'fa');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('ends a session whose stored token has expired, at load', async () => {
    seedSession(makeSessionUser({}, TEACHER_DEFAULTS));
    setToken(makeExpiredTestToken({ sub: '7' }));
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('follows another tab signing out', async () => {
    seedSession(makeSessionUser({}, TEACHER_DEFAULTS));
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Visitors' });
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });
});

describe('Access restricted', () => {
  it("lets a school admin in once the server's system setting includes SCHOOL_ADMIN", async () => {
    stubFetch({
      'GET /api/settings/shell': () => ({ body: { success: true, message: 'Shell roles retrieved successfully', data: { shellRoles: ['TEACHER', 'PARENT', 'SCHOOL_ADMIN'] } } }),
      'GET /api/rbac/permissions/user/3/effective': answerEffective(ROLE_DEFAULT_PERMISSIONS.SCHOOL_ADMIN),
    });
    seedSession(makeSessionUser({ id: 3, username: 'admin', role: 'SCHOOL_ADMIN' }, ROLE_DEFAULT_PERMISSIONS.SCHOOL_ADMIN));
    renderApp();
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByText('Access restricted')).not.toBeInTheDocument();
  });

  it('is what an admin sees, with the roles of the setting, and Logout returns to Login', async () => {
    stubFetch({
      'GET /api/rbac/permissions/user/3/effective': answerEffective(ROLE_DEFAULT_PERMISSIONS.SCHOOL_ADMIN),
      'POST /api/auth/logout': () => ({ body: { success: true, message: 'Logged out' } }),
    });
    seedSession(makeSessionUser({ id: 3, username: 'admin', role: 'SCHOOL_ADMIN' }, ROLE_DEFAULT_PERMISSIONS.SCHOOL_ADMIN));
    renderApp();
    expect(await screen.findByText('Access restricted')).toBeInTheDocument();
    expect(screen.getByText('This layout is available only for users with TEACHER or PARENT role.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('follows the SHELL_ROLES setting, compared case-insensitively', async () => {
    seedSession(makeSessionUser({ id: 3, username: 'admin', role: 'school_admin' }, ROLE_DEFAULT_PERMISSIONS.SCHOOL_ADMIN));
    renderApp({ shellRoles: ['TEACHER', 'PARENT', 'SCHOOL_ADMIN'] });
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});
