/**
 * The Holidays tab as a school admin meets it: the school's holidays by date in the reader's
 * calendar, one added (a repeated date refused before sending), one removed only after the
 * confirmation, and the calendar saved as its own section of PUT /settings.
 */
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch } from '@/app/testing/app-test-harness';
import { DEFAULT_SCHOOL_GENERAL_SETTINGS, type SchoolGeneralSettings } from '@/contract/settings';
import { HolidaysTab } from '@/features/settings/components/holidays-tab';
import { decryptPayload, DEFAULT_PAYLOAD_KEY } from '@/lib/payload-crypto';

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const ok = (data: unknown) => ({ body: { success: true, message: 'OK', data } });

function setup() {
  let general: SchoolGeneralSettings = {
    ...DEFAULT_SCHOOL_GENERAL_SETTINGS,
    holidays: [
      { date: '2026-08-19', name: 'Independence Day', nameFa: 'روز استقلال' },
      { date: '2026-02-15', name: 'Liberation Day' },
    ],
  };
  const puts: Record<string, unknown>[] = [];
  stubFetch({
    'GET /api/settings': () => ok(general),
    'PUT /api/settings': async (request) => {
      const envelope = (await request.clone().json()) as { encryptedData: string };
      const body = decryptPayload(envelope.encryptedData, DEFAULT_PAYLOAD_KEY) as Record<string, unknown>;
      puts.push(body);
      general = { ...general, ...body };
      return ok(general);
    },
  });
  seedSession(makeSessionUser({ role: 'SCHOOL_ADMIN' }, ['settings:read', 'settings:update']));
  renderWithProviders(<HolidaysTab canUpdate />, { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) });
  return { puts, user: userEvent.setup() };
}

describe('HolidaysTab', { timeout: 30_000 }, () => {
  it('lists, adds and (after confirming) removes holidays, then saves the calendar as its own section', async () => {
    const { puts, user } = setup();
    const table = await screen.findByRole('table', { name: '2 holidays' });
    const rows = within(table).getAllByRole('row').slice(1);
    // By date, the oldest first.
    expect(rows[0]).toHaveTextContent('Liberation Day');
    expect(rows[1]).toHaveTextContent('Independence Day');
    expect(rows[0]).toHaveTextContent(/2026/);

    // A date already in the calendar is refused before anything is sent.
    await user.type(screen.getByLabelText('Date'), '2026-02-15');
    await user.type(screen.getByLabelText('Name (English)'), 'Again');
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findByText('This date is already in the calendar')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-12-20');
    await user.clear(screen.getByLabelText('Name (English)'));
    await user.type(screen.getByLabelText('Name (English)'), 'Founding Day');
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findByRole('table', { name: '3 holidays' })).toBeInTheDocument();

    // Removing asks first; cancelling keeps it.
    await user.click(screen.getByRole('button', { name: 'Remove: Liberation Day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this holiday?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('table', { name: '3 holidays' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove: Liberation Day' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove this holiday?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('table', { name: '2 holidays' })).toBeInTheDocument();
    expect(puts).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Holiday calendar saved')).toBeInTheDocument();
    expect(puts).toEqual([
      {
        holidays: [
          { date: '2026-08-19', name: 'Independence Day', nameFa: 'روز استقلال' },
          { date: '2026-12-20', name: 'Founding Day' },
        ],
      },
    ]);
  });
});
