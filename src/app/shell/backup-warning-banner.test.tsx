/** The staff screens' backup warning: for administrators only, when the last good backup is too old. */
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch } from '@/app/testing/app-test-harness';
import type { BackupStatus } from '@/contract/backups';
import { BackupWarningBanner } from '@/app/shell/backup-warning-banner';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const STATUS: BackupStatus = { backups: [], running: null, lastFailure: null, lastGoodAt: null, stale: true, schedule: { at: '02:00', keep: 14 } };

function setup(role: string, status: BackupStatus, onSettingsScreen = false) {
  const spy = stubFetch({ 'GET /api/backups': () => ({ body: { success: true, data: status } }) });
  seedSession(makeSessionUser({ role }, ['settings:read']));
  renderWithProviders(<BackupWarningBanner onSettingsScreen={onSettingsScreen} />, {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  });
  return { spy, user: userEvent.setup() };
}

const askedForBackups = (spy: ReturnType<typeof stubFetch>) =>
  spy.mock.calls.some(([request]) => new URL((request as Request).url).pathname === '/api/backups');

describe('BackupWarningBanner', () => {
  it('warns an administrator that there has been no backup for three days, and opens Settings → Backups', async () => {
    const { user } = setup('SCHOOL_ADMIN', STATUS);
    expect(await screen.findByText('No recent backup')).toBeInTheDocument();
    expect(screen.getByText('There has been no backup for more than 3 days.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open backups' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/settings?tab=backups');
  });

  it('names the last good backup as too old, without a link on the Settings screen itself', async () => {
    setup('SUPER_ADMIN', { ...STATUS, lastGoodAt: '2026-11-20T21:30:00.000Z' }, true);
    expect(await screen.findByText('The last good backup was made on Nov 21, 2026, 2:00 AM, more than 3 days ago.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open backups' })).not.toBeInTheDocument();
  });

  it('says nothing while backups are recent, and never asks for a role below the administrators', async () => {
    const recent = setup('SCHOOL_ADMIN', { ...STATUS, stale: false, lastGoodAt: '2026-11-30T21:30:00.000Z' });
    await waitFor(() => expect(askedForBackups(recent.spy)).toBe(true));
    expect(screen.queryByText('No recent backup')).not.toBeInTheDocument();
    vi.unstubAllGlobals();

    const teacher = setup('TEACHER', STATUS);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(askedForBackups(teacher.spy)).toBe(false);
    expect(screen.queryByText('No recent backup')).not.toBeInTheDocument();
  });
});
