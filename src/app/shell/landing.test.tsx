import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_DEFAULT_PERMISSIONS } from '@/contract/permissions';
import { makeValidTestToken } from '@/lib/token/test-token';
import { makeSessionUser, renderApp, stubFetch } from '@/app/testing/app-test-harness';

const teacher = makeSessionUser({}, ROLE_DEFAULT_PERMISSIONS.TEACHER);

function stubTeacherLogin() {
  stubFetch({
    'POST /api/users/login': () => ({
      body: { success: true, data: { token: makeValidTestToken({ sub: '7', role: 'TEACHER' }), user: teacher } },
    }),
    'GET /api/rbac/permissions/user/7/effective': () => ({
      body: {
        success: true,
        data: { userId: 7, username: 'teacher', role: 'TEACHER', permissions: teacher.permissions, permissionNames: Object.keys(teacher.permissions), dataScopes: ['school:1'], grants: [], revocations: [] },
      },
    }),
  });
}

async function logIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'teacher');
  await user.type(screen.getByLabelText('Password'), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Landing after login', () => {
  it("opens the address's screen when the user may open it", async () => {
    window.history.replaceState(null, '', '/exams');
    stubTeacherLogin();
    renderApp();
    await logIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Exams' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/exams');
  });

  it('goes to the start screen when the address is a screen the user may not open', async () => {
    window.history.replaceState(null, '', '/finance');
    stubTeacherLogin();
    renderApp();
    await logIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Visitors' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/customers');
  });

  it('goes to the start screen from the root address', async () => {
    stubTeacherLogin();
    renderApp();
    await logIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Visitors' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/customers');
  });
});
