/**
 * The Settings screen as a school admin and an owner meet it: the School profile's fields and
 * link rows, Save only once something changed, the saved profile going into the token slip's
 * cache; read-only without settings:update; the school's desk and week settings and the
 * notification defaults sent as sections; the System tab for SUPER_ADMIN/OWNER only.
 */
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch } from '@/app/testing/app-test-harness';
import type { SchoolProfile } from '@/contract/school-settings';
import { DEFAULT_SCHOOL_GENERAL_SETTINGS, DEFAULT_SYSTEM_SETTINGS, type SchoolGeneralSettings } from '@/contract/settings';
import { schoolProfileQueryKey } from '@/features/settings/api/settings-api';
import SettingsScreen from '@/features/settings/components/settings-screen';
import { decryptPayload, DEFAULT_PAYLOAD_KEY } from '@/lib/payload-crypto';

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const PROFILE: SchoolProfile = {
  id: 1,
  name: 'Noor Academy High School',
  dariName: 'لیسه عالی نور',
  complexName: 'Noor Educational Complex',
  address: 'Street 4, Karte Char, Kabul',
  phone: '+93202501234',
  email: null,
  socialLinks: { facebook: 'https://www.facebook.com/noor', website: 'https://nooracademy.edu.af' },
  managerName: null,
  pashtoName: null,
  dariAddress: null,
  pashtoAddress: null,
};

const ok = (data: unknown) => ({ body: { success: true, message: 'OK', data } });

async function sentBody(request: Request): Promise<Record<string, unknown>> {
  const envelope = (await request.clone().json()) as { encryptedData: string };
  return decryptPayload(envelope.encryptedData, DEFAULT_PAYLOAD_KEY) as Record<string, unknown>;
}

function sent(spy: ReturnType<typeof stubFetch>, method: string, path: string): Request[] {
  return spy.mock.calls.map(([request]) => request as Request).filter((request) => request.method === method && new URL(request.url).pathname === path);
}

function setup({ permissions = ['settings:read', 'settings:update'], role = 'SCHOOL_ADMIN' } = {}) {
  let profile = PROFILE;
  let general: SchoolGeneralSettings = DEFAULT_SCHOOL_GENERAL_SETTINGS;
  const spy = stubFetch({
    'GET /api/settings/school': () => ok(profile),
    'PUT /api/settings/school': async (request) => {
      profile = { ...profile, ...(await sentBody(request)) } as SchoolProfile;
      return ok(profile);
    },
    'GET /api/settings': () => ok(general),
    'PUT /api/settings': async (request) => {
      general = { ...general, ...(await sentBody(request)) };
      return ok(general);
    },
    'GET /api/settings/system': () => ok(DEFAULT_SYSTEM_SETTINGS),
    'PUT /api/settings/system': async (request) => ({
      status: 400,
      body: { success: false, message: 'Validation failed', errors: { sessionIdleMinutes: `Refused ${String((await sentBody(request)).sessionIdleMinutes)}` } },
    }),
  });
  seedSession(makeSessionUser({ role }, permissions));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(<SettingsScreen />, { queryClient });
  return { spy, queryClient, user: userEvent.setup() };
}

describe('SettingsScreen', { timeout: 30_000 }, () => {
  it('edits the school profile: Save only once changed, links as rows, the slip cache updated', async () => {
    const { spy, queryClient, user } = setup();
    const form = await screen.findByRole('form', { name: 'School profile' });
    const name = within(form).getByLabelText(/^School name\s*\*?$/);
    expect(name).toHaveValue('Noor Academy High School');
    expect(within(form).getByLabelText('Link 2 address')).toHaveValue('https://nooracademy.edu.af');
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.clear(name);
    await user.type(name, 'Noor Academy');
    await user.click(within(form).getByRole('button', { name: 'Remove link 1' }));
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    await user.type(within(form).getByLabelText('Link 2 name'), 'instagram');
    await user.type(within(form).getByLabelText('Link 2 address'), 'https://instagram.com/noor');
    await user.clear(within(form).getByLabelText('Address'));
    await user.type(within(form).getByLabelText('Address in Dari'), 'کارته چهار، کابل');
    await user.type(within(form).getByLabelText('Manager'), 'Abdul Qadir Noori');
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText('School profile saved')).toBeInTheDocument();
    const [put] = sent(spy, 'PUT', '/api/settings/school');
    expect(await sentBody(put)).toEqual({
      name: 'Noor Academy',
      dariName: 'لیسه عالی نور',
      complexName: 'Noor Educational Complex',
      address: null,
      pashtoName: null,
      dariAddress: 'کارته چهار، کابل',
      pashtoAddress: null,
      phone: '+93202501234',
      email: null,
      managerName: 'Abdul Qadir Noori',
      socialLinks: { website: 'https://nooracademy.edu.af', instagram: 'https://instagram.com/noor' },
    });
    expect(put.headers.get('X-Request-ID')).toBeTruthy();
    expect(queryClient.getQueryData<SchoolProfile>(schoolProfileQueryKey)?.name).toBe('Noor Academy');
    // The slip's stored copy (read after a reload or offline) has it too.
    expect(JSON.parse(localStorage.getItem('schoolProfile') ?? 'null')?.profile?.name).toBe('Noor Academy');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(within(form).getByLabelText(/^School name\s*\*?$/)).toHaveValue('Noor Academy');
  });

  it('checks the profile before sending: a blank name and a nameless link are refused by field', async () => {
    const { spy, user } = setup();
    const form = await screen.findByRole('form', { name: 'School profile' });
    await user.clear(within(form).getByLabelText(/^School name\s*\*?$/));
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    await user.type(within(form).getByLabelText('Link 3 address'), 'https://x.com/noor');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('School name is required')).toBeInTheDocument();
    expect(within(form).getByText('Give the link a name')).toBeInTheDocument();
    expect(sent(spy, 'PUT', '/api/settings/school')).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Discard changes' }));
    expect(within(form).getByLabelText(/^School name\s*\*?$/)).toHaveValue('Noor Academy High School');
  });

  it('shows everything read-only without settings:update, and no System tab for a school admin (Backups instead)', async () => {
    setup({ permissions: ['settings:read'] });
    const form = await screen.findByRole('form', { name: 'School profile' });
    expect(within(form).getByLabelText(/^School name\s*\*?$/)).toHaveAttribute('readonly');
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Add link' })).not.toBeInTheDocument();
    expect(within(form).getByText(/You can view these settings but not change them/)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['School profile', 'Front desk & school', 'Holidays', 'Notifications', 'Backups']);
  });

  it('saves the desk prefixes, currency, week and late-after time as their own sections', async () => {
    const { spy, user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Front desk & school' }));
    const form = await screen.findByRole('form', { name: 'Front desk & school' });
    const prefixes = within(form).getByLabelText('Token desk prefixes');
    await user.type(prefixes, 'b{Enter}');
    await user.selectOptions(within(form).getByLabelText('Currency'), 'AFN');
    await user.click(within(form).getByLabelText('Thursday'));
    const limit = within(form).getByLabelText('Largest amount per payment, expense or salary line');
    expect(limit).toHaveValue('10,000,000');
    await user.clear(limit);
    await user.type(limit, '50000.5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(await sentBody(sent(spy, 'PUT', '/api/settings')[0])).toEqual({
      deskPrefixes: ['A', 'B'],
      currency: 'AFN',
      week: { firstDay: 'SATURDAY', weekendDays: ['THURSDAY', 'FRIDAY'] },
      lateAfter: '08:00',
      moneyLimits: { maxAmountCents: 50_000_50 },
    });

    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    const notificationsForm = await screen.findByRole('form', { name: 'Notifications' });
    await user.click(within(notificationsForm).getByLabelText('SMS notifications'));
    await user.click(within(notificationsForm).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notification defaults saved')).toBeInTheDocument();
    expect(await sentBody(sent(spy, 'PUT', '/api/settings')[1])).toEqual({
      defaultNotificationPreferences: { ...DEFAULT_SCHOOL_GENERAL_SETTINGS.defaultNotificationPreferences, sms: true },
    });
  });

  it('refuses a limit per amount outside its bounds before sending', async () => {
    const { spy, user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Front desk & school' }));
    const form = await screen.findByRole('form', { name: 'Front desk & school' });
    const limit = within(form).getByLabelText('Largest amount per payment, expense or salary line');
    await user.clear(limit);
    await user.type(limit, '99');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The limit per amount must be from 100.00 to 20,000,000.00')).toBeInTheDocument();
    expect(sent(spy, 'PUT', '/api/settings')).toHaveLength(0);
  });

  it("refuses a duplicate desk prefix before sending", async () => {
    const { spy, user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Front desk & school' }));
    const form = await screen.findByRole('form', { name: 'Front desk & school' });
    await user.type(within(form).getByLabelText('Token desk prefixes'), 'a{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Each desk prefix may appear only once')).toBeInTheDocument();
    expect(sent(spy, 'PUT', '/api/settings')).toHaveLength(0);
  });

  it("gives an owner the System tab and shows the server's refusal by field", async () => {
    const { user } = setup({ permissions: ['*'], role: 'OWNER' });
    await user.click(await screen.findByRole('tab', { name: 'System' }));
    const form = await screen.findByRole('form', { name: 'System' });
    expect(within(form).getByLabelText('Teacher')).toBeChecked();
    expect(within(form).getByLabelText('Owner')).not.toBeChecked();
    const minutes = within(form).getByLabelText('Session idle time (minutes)');
    await user.clear(minutes);
    await user.type(minutes, '60');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Refused 60')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Validation failed');
  });
});
