import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStoredUser, getToken } from '@/lib/session/session-storage';
import { makeValidTestToken } from '@/lib/token/test-token';
import { makeSessionUser, renderApp, stubFetch, heldAnswer } from '@/app/testing/app-test-harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillIn(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('Login screen', () => {
  it('shows the texts of the spec', () => {
    renderApp();
    expect(screen.getByText('School Management System')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to your account')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter your username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByPlaceholderText('Enter your password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('asks for both fields, and the message clears when the user types', async () => {
    const fetchSpy = stubFetch({});
    renderApp();
    const user = await fillIn('teacher', '');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both username and password');
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByText('Please enter both username and password')).not.toBeInTheDocument();
  });

  it('submits with Enter, shows "Logging in..." while busy, then the server message, and stores no user', async () => {
    const answerLogin = heldAnswer();
    stubFetch({
      'POST /api/users/login': answerLogin.route,
    });
    renderApp();
    const user = await fillIn('teacher', 'wrong-password');
    await user.keyboard('{Enter}');

    const busyButton = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busyButton).toBeDisabled();

    answerLogin.release({ status: 401, body: { success: false, message: 'Invalid username or password' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(getStoredUser()).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('sends the credentials as a plain body and opens the shell on success', async () => {
    const teacher = makeSessionUser({}, ['customer:read', 'student:read']);
    const token = makeValidTestToken({ sub: '7', role: 'TEACHER' });
    const fetchSpy = stubFetch({
      'POST /api/users/login': () => ({ body: { success: true, message: 'Login successful', data: { token, user: teacher } } }),
      'GET /api/rbac/permissions/user/7/effective': () => ({
        body: {
          success: true,
          data: { userId: 7, username: 'teacher', role: 'TEACHER', permissions: teacher.permissions, permissionNames: Object.keys(teacher.permissions), dataScopes: ['school:1'], grants: [], revocations: [] },
        },
      }),
    });
    renderApp();
    const user = await fillIn('teacher', 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Visitors' })).toBeInTheDocument();
    expect(getToken()).toBe(token);
    expect(getStoredUser()?.username).toBe('teacher');
    const loginRequest = fetchSpy.mock.calls[0][0] as Request;
    expect(await loginRequest.clone().json()).toEqual({ username: 'teacher', password: 'demo1234' });
  });

  it('says "Login failed" when the server refuses without a message', async () => {
    stubFetch({ 'POST /api/users/login': () => ({ status: 400, body: {} }) });
    renderApp();
    const user = await fillIn('teacher', 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it('falls back to "Login failed. Please try again." on an unexpected error', async () => {
    stubFetch({ 'POST /api/users/login': () => ({ status: 500, body: { success: false } }) });
    renderApp();
    const user = await fillIn('teacher', 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please try again.'));
  });
});
