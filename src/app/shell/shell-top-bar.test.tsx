import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { ShellTopBar } from '@/app/shell/shell-top-bar';

function renderTopBar(isMobile: boolean) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <ShellTopBar
        title="Parent Portal"
        userLabel="Gul Ahmad Karimi"
        isMobile={isMobile}
        collapsed={false}
        mobileOpened={false}
        onToggleSidebar={() => {}}
        onLogout={() => {}}
      />
    </AppProviders>,
  );
}

describe('ShellTopBar', () => {
  it('keeps the whole title on a phone: a smaller heading that may wrap, and the account menu as an icon', () => {
    renderTopBar(true);
    const title = screen.getByRole('heading', { level: 1, name: 'Parent Portal' });
    // Two lines allowed (not cut to "Pare…" on one line).
    expect(title.style.getPropertyValue('--title-line-clamp')).toBe('2');
    const menu = screen.getByRole('button', { name: 'Account menu for Gul Ahmad Karimi' });
    // The name is the button's label only: it takes no room from the title.
    expect(menu).not.toHaveTextContent('Gul Ahmad Karimi');
  });

  it('shows the name on the account menu and a one-line title on a wide screen', () => {
    renderTopBar(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Parent Portal' }).style.getPropertyValue('--title-line-clamp')).toBe('1');
    expect(screen.getByRole('button', { name: 'Account menu for Gul Ahmad Karimi' })).toHaveTextContent('Gul Ahmad Karimi');
  });
});
