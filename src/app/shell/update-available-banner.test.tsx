import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { UpdateAvailableBanner } from '@/app/shell/update-available-banner';

// The worker's side (registration, skip waiting, reload) runs in Chromium: test/e2e/pwa.spec.ts.
const updates = vi.hoisted(() => ({ waiting: true, applyUpdate: vi.fn() }));
vi.mock('@/lib/pwa/service-worker-updates', () => ({
  useUpdateWaiting: () => updates.waiting,
  applyUpdate: updates.applyUpdate,
}));

function renderBanner() {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <UpdateAvailableBanner />
    </AppProviders>,
  );
}

beforeEach(() => {
  updates.waiting = true;
  updates.applyUpdate.mockClear();
});

describe('UpdateAvailableBanner', () => {
  it('says nothing while no new version waits', () => {
    updates.waiting = false;
    renderBanner();
    expect(screen.queryByText('Update available')).toBeNull();
  });

  it('applies the waiting version on Reload', async () => {
    renderBanner();
    expect(screen.getByRole('status')).toHaveTextContent('Update available');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(updates.applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('hides on Later without updating', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('Update available')).toBeNull();
    expect(updates.applyUpdate).not.toHaveBeenCalled();
  });
});
