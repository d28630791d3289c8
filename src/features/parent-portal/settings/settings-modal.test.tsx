/**
 * The portal's Settings as a parent meets them: the stored preferences (the spec's defaults when
 * never saved), Save off while nothing changed, a save with its X-Request-ID that a reopening
 * shows, a time left half-filled, the server's field errors, a save queued offline, Cancel, and
 * the loading and error-with-retry states.
 */
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubRoutes } from '@/app/testing/app-test-harness';
import { DEFAULT_PARENT_SETTINGS, PARENT_ACCOUNT_MESSAGES, type ParentSettings } from '@/contract/parent-account';
import { answer } from '@/features/parent-portal/components/testing/portal-fixture';
import { readSentBody, sentRequests } from '@/features/parent-portal/messages/testing/account-fixture';
import { SettingsAction } from '@/features/parent-portal/settings/settings-action';

const SETTINGS_PATH = '/api/parents/41/settings';

function setup(routes: StubRoutes = {}) {
  const spy = stubFetch({ 'GET /api/parents/41/settings': () => answer(DEFAULT_PARENT_SETTINGS), ...routes });
  seedSession(makeSessionUser({ id: 41, role: 'PARENT', username: 'parent' }));
  renderWithProviders(<SettingsAction />);
  return { spy, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function openSettings(user: User) {
  await user.click(screen.getByRole('button', { name: 'Settings' }));
  return screen.findByRole('dialog', { name: 'Settings' });
}

const toggle = (name: string) => screen.getByRole('switch', { name });
const from = () => screen.getByLabelText('From');
const until = () => screen.getByLabelText('Until');
const save = () => screen.getByRole('button', { name: 'Save' });
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Settings' })).not.toBeInTheDocument());

/** SMS on, quiet hours on from 21:30 (until stays 08:00). */
async function chooseSmsAndQuietHours(user: User) {
  await user.click(await screen.findByRole('switch', { name: 'SMS' }));
  await user.click(toggle('Use quiet hours'));
  fireEvent.change(from(), { target: { value: '21:30' } });
}

const CHOSEN: ParentSettings = {
  notifications: { email: true, push: true, sms: true, quietHours: { enabled: true, start: '21:30', end: '08:00' } },
};

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Parent settings', { timeout: 30_000 }, () => {
  it("shows the spec's defaults when never saved, with Save off until something changes", async () => {
    const { user } = setup();
    await openSettings(user);
    expect(await screen.findByRole('switch', { name: 'Email' })).toBeChecked();
    expect(toggle('Push notifications')).toBeChecked();
    expect(toggle('SMS')).not.toBeChecked();
    expect(toggle('Use quiet hours')).not.toBeChecked();
    expect(from()).toHaveValue('22:00');
    expect(until()).toHaveValue('08:00');
    expect(from()).toBeDisabled();
    expect(save()).toBeDisabled();

    await user.click(toggle('SMS'));
    expect(save()).toBeEnabled();
    await user.click(toggle('SMS'));
    expect(save()).toBeDisabled();

    await user.click(toggle('Use quiet hours'));
    expect(from()).toBeEnabled();
    expect(until()).toBeEnabled();
  });

  it('saves every setting with an X-Request-ID, says so, closes, and reopens with what was saved', async () => {
    const { spy, user } = setup({ 'PUT /api/parents/41/settings': () => ({ body: { success: true, data: CHOSEN, message: PARENT_ACCOUNT_MESSAGES.settingsSaved } }) });
    await openSettings(user);
    await chooseSmsAndQuietHours(user);
    await user.click(save());

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    await dialogGone();
    const [sent] = sentRequests(spy.mock.calls, 'PUT', SETTINGS_PATH);
    expect(sent.headers.get('X-Request-ID')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await readSentBody(sent)).toEqual(CHOSEN);

    await openSettings(user);
    expect(await screen.findByRole('switch', { name: 'SMS' })).toBeChecked();
    expect(toggle('Use quiet hours')).toBeChecked();
    expect(from()).toHaveValue('21:30');
    expect(save()).toBeDisabled();
  });

  it('asks for HH:MM when a time is left half-filled, and sends nothing', async () => {
    const { spy, user } = setup();
    await openSettings(user);
    await user.click(await screen.findByRole('switch', { name: 'Use quiet hours' }));
    fireEvent.change(until(), { target: { value: '' } });
    await user.click(save());
    expect(await screen.findByText('Enter a time as HH:MM')).toBeInTheDocument();
    await waitFor(() => expect(until()).toHaveFocus());
    expect(sentRequests(spy.mock.calls, 'PUT', SETTINGS_PATH)).toHaveLength(0);
  });

  it("keeps the form with the reason and the server's field errors; the same settings sent again keep their X-Request-ID", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const { spy, user } = setup({
      'PUT /api/parents/41/settings': () => {
        calls += 1;
        if (calls === 1) return { status: 400, body: { success: false, message: 'Validation failed', errors: { 'notifications.quietHours.start': 'Use HH:MM' } } };
        return { body: { success: true, data: CHOSEN, message: PARENT_ACCOUNT_MESSAGES.settingsSaved } };
      },
    });
    await openSettings(user);
    await chooseSmsAndQuietHours(user);
    await user.click(save());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save your settings');
    expect(alert).toHaveTextContent('Validation failed');
    expect(screen.getByText('Enter a time as HH:MM')).toBeInTheDocument();
    await waitFor(() => expect(from()).toHaveFocus());
    expect(toggle('SMS')).toBeChecked();

    await user.click(save());
    await screen.findByText('Settings saved');
    const [first, second] = sentRequests(spy.mock.calls, 'PUT', SETTINGS_PATH);
    expect(second.headers.get('X-Request-ID')).toBe(first.headers.get('X-Request-ID'));
  });

  it('closes with "saved on this device" when the save was queued offline, and reopens with the choice', async () => {
    const { user } = setup({ 'PUT /api/parents/41/settings': () => ({ status: 202, body: { success: true, queued: true } }) });
    await openSettings(user);
    await chooseSmsAndQuietHours(user);
    await user.click(save());
    expect(await screen.findByText('Settings saved on this device. They will be sent when the server can be reached.')).toBeInTheDocument();
    await dialogGone();

    await openSettings(user);
    expect(await screen.findByRole('switch', { name: 'SMS' })).toBeChecked();
    expect(from()).toHaveValue('21:30');
  });

  it('Cancel closes without saving, and the next opening starts from the stored settings', async () => {
    const { spy, user } = setup();
    await openSettings(user);
    await user.click(await screen.findByRole('switch', { name: 'SMS' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await dialogGone();
    expect(sentRequests(spy.mock.calls, 'PUT', SETTINGS_PATH)).toHaveLength(0);
    await openSettings(user);
    expect(await screen.findByRole('switch', { name: 'SMS' })).not.toBeChecked();
  });

  it('shows the loading state, then a failed read with Try Again, which reads again', async () => {
    let calls = 0;
    let release: () => void = () => {};
    const { user } = setup({
      'GET /api/parents/41/settings': async () => {
        calls += 1;
        if (calls === 1) {
          await new Promise<void>((resolve) => (release = resolve));
          return { status: 404, body: { success: false, message: PARENT_ACCOUNT_MESSAGES.parentNotFound } };
        }
        return answer(DEFAULT_PARENT_SETTINGS);
      },
    });
    await openSettings(user);
    expect(await screen.findByText('Loading your settings...')).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your settings');
    expect(alert).toHaveTextContent(PARENT_ACCOUNT_MESSAGES.parentNotFound);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('switch', { name: 'Email' })).toBeChecked();
  });
});
