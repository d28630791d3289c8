import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { ScreenView } from '@/app/screens/screen-view';
import type { ScreenDefinition } from '@/app/screens/screen-registry';

let shouldCrash = true;

function CrashingScreen() {
  if (shouldCrash) throw new Error('boom');
  return <p>Recovered screen</p>;
}

const crashing: ScreenDefinition = {
  name: 'Customers',
  titleKey: 'screens.titles.Customers',
  path: '/customers',
  requires: [],
  icon: 'customers',
  component: lazy(async () => ({ default: CrashingScreen })),
};

function ShellStandIn() {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setClicks((value) => value + 1)}>
        Sidebar item clicked {clicks}
      </button>
      <ScreenView screen={crashing} access={{ role: 'TEACHER', permissions: {} }} />
    </>
  );
}

describe('ScreenView', () => {
  it('contains a crashing screen: the rest keeps working and the screen can be retried', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppProviders queryClient={createQueryClient()}>
        <ShellStandIn />
      </AppProviders>,
    );
    expect(await screen.findByText('This screen stopped working')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sidebar item clicked 0' }));
    expect(screen.getByRole('button', { name: 'Sidebar item clicked 1' })).toBeInTheDocument();

    shouldCrash = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Recovered screen')).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('shows "Component Not Found" for a name the registry does not have', () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <ScreenView screen={undefined} access={{ role: 'TEACHER', permissions: {} }} />
      </AppProviders>,
    );
    expect(screen.getByText('Component Not Found')).toBeInTheDocument();
  });
});
