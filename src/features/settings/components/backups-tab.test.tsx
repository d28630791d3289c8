/**
 * Settings → Backups as an administrator meets it: the backups kept with their time and size,
 * "Back up now" with its progress until the new file is listed, and a failed backup's reason.
 */
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch } from '@/app/testing/app-test-harness';
import type { BackupStatus } from '@/contract/backups';
import { BackupsTab } from '@/features/settings/components/backups-tab';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const OLD: BackupStatus['backups'][number] = {
  name: 'school-mis-2026-11-20T21-30-00-000Z.tar.gz',
  bytes: 5 * 1024 * 1024 + 300 * 1024,
  createdAt: '2026-11-20T21:30:00.000Z',
};

const STATUS: BackupStatus = {
  backups: [OLD],
  running: null,
  lastFailure: null,
  lastGoodAt: OLD.createdAt,
  stale: true,
  schedule: { at: '02:00', keep: 14 },
};

const ok = (data: BackupStatus, message = 'OK') => ({ body: { success: true, message, data } });

function setup(answers: { list: () => BackupStatus; start?: () => BackupStatus }) {
  const spy = stubFetch({
    'GET /api/backups': () => ok(answers.list()),
    'POST /api/backups': () => ({ status: 202, ...ok(answers.start?.() ?? answers.list(), 'Backup started') }),
  });
  seedSession(makeSessionUser({ role: 'SCHOOL_ADMIN' }, ['settings:read']));
  renderWithProviders(<BackupsTab />, { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) });
  return { spy, user: userEvent.setup() };
}

describe('BackupsTab', { timeout: 30_000 }, () => {
  it('lists the backups kept and backs up now with progress until the new one is listed', async () => {
    const made: BackupStatus['backups'][number] = { name: 'school-mis-2026-11-30T18-00-00-000Z.tar.gz', bytes: 6 * 1024 * 1024, createdAt: '2026-11-30T18:00:00.000Z' };
    let phase: 'before' | 'running' | 'done' = 'before';
    const { spy, user } = setup({
      list: () =>
        phase === 'before'
          ? STATUS
          : phase === 'running'
            ? ((phase = 'done'), { ...STATUS, running: { trigger: 'manual', startedAt: made.createdAt, progress: { stage: 'database', done: 13, total: 26 } } })
            : { ...STATUS, backups: [made, OLD], lastGoodAt: made.createdAt, stale: false },
      start: () => ((phase = 'running'), { ...STATUS, running: { trigger: 'manual', startedAt: made.createdAt, progress: null } }),
    });

    const table = await screen.findByRole('table', { name: 'Backups kept' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('5.3 MB');
    expect(within(rows[0]!).getByRole('button', { name: /^Download the backup of / })).toBeInTheDocument();
    expect(screen.getByText(/every day at 02:00 \(school time\) and keeps the newest 14\. Download one now and then/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByRole('progressbar', { name: 'Backup progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeDisabled();
    // Followed every second: a quarter done (half the tables read), then the new file listed.
    expect(await screen.findByText('Backing up… 25%', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Backups kept' })).getAllByRole('row')).toHaveLength(3), { timeout: 3000 });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeEnabled();
    expect(spy.mock.calls.filter(([request]) => (request as Request).method === 'POST')).toHaveLength(1);
  });

  it('says when there is no backup yet, and why the last one failed', async () => {
    setup({
      list: () => ({ ...STATUS, backups: [], lastGoodAt: null, lastFailure: { at: '2026-11-30T21:30:00.000Z', message: 'ENOSPC: no space left on device' } }),
    });
    expect(await screen.findByText('No backups yet.')).toBeInTheDocument();
    const failure = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes('The last backup failed'));
    expect(failure).toHaveTextContent('ENOSPC: no space left on device');
  });
});
