import { DEFAULT_THEME } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writeDeviceSession } from '@/lib/offline/device-session';
import type { OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { addToOutbox } from '@/lib/offline/outbox/outbox-store';
import { readOutboxCounts, type OutboxCounts } from '@/lib/offline/outbox/use-outbox';
import { makeValidTestToken } from '@/lib/token/test-token';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { OutboxIndicator } from '@/app/shell/outbox/outbox-indicator';
import { makeOutboxWrite } from '@/lib/offline/outbox/testing/outbox-fixture';

const write = (requestId: string, overrides: Partial<Omit<OutboxItem, 'seq'>> = {}) =>
  makeOutboxWrite(requestId, { url: '/api/tokens', ...overrides });

const refused = { state: 'attention' as const, problem: { status: 422, message: 'Invalid' } };

async function countsOf(...items: Omit<OutboxItem, 'seq'>[]): Promise<OutboxCounts> {
  await writeDeviceSession(makeValidTestToken({ sub: '7' }), 'Karim');
  for (const item of items) await addToOutbox(item);
  return readOutboxCounts('7');
}

function renderIndicator(counts: OutboxCounts | undefined, compact = false) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <OutboxIndicator counts={counts} userId="7" compact={compact} />
    </AppProviders>,
  );
}

const indicator = () => screen.getByRole('button', { name: /^Changes saved on this device: / });

describe('OutboxIndicator', { timeout: 20_000 }, () => {
  it('is hidden while nothing waits, and before the outbox was read', async () => {
    const { unmount } = renderIndicator(await countsOf());
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderIndicator(undefined);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('counts the writes to sync, other users\' included', async () => {
    renderIndicator(await countsOf(write('a'), write('b'), write('zahra', { userId: '8', userName: 'Zahra' })));
    expect(indicator()).toHaveAccessibleName('Changes saved on this device: 3 to sync. Show them');
    expect(within(indicator()).getByRole('status')).toHaveTextContent('3 to sync');
  });

  it('says how many need attention, before those to sync', async () => {
    renderIndicator(await countsOf(write('a', refused)));
    expect(indicator()).toHaveAccessibleName('Changes saved on this device: 1 needs attention. Show them');
  });

  it('gives both counts, in words in the name and as one number when compact', async () => {
    renderIndicator(await countsOf(write('a', refused), write('b', refused), write('c')), true);
    expect(indicator()).toHaveAccessibleName('Changes saved on this device: 2 need attention, 1 to sync. Show them');
    expect(within(indicator()).getByRole('status')).toHaveTextContent(/^3$/);
  });

  it('reads at WCAG AA contrast: filled, dark text on yellow while waiting, white on dark red when refused', async () => {
    const themeColor = (variable: string) => {
      const match = /^var\(--mantine-color-([a-z]+)(?:-(\d))?\)$/.exec(variable.trim());
      if (!match) throw new Error(`not a theme colour: ${variable}`);
      const [, name, shade] = match;
      if (name === 'white') return DEFAULT_THEME.white;
      if (name === 'black') return DEFAULT_THEME.black;
      return DEFAULT_THEME.colors[name][Number(shade)];
    };
    const luminance = (given: string) => {
      const hex = given.length === 4 ? `#${[...given.slice(1)].map((digit) => digit + digit).join('')}` : given;
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (left: string, right: string) => {
      const [light, dark] = [luminance(left), luminance(right)].sort((a, b) => b - a);
      return (light + 0.05) / (dark + 0.05);
    };
    const colours = () => {
      const style = indicator().style;
      return { background: themeColor(style.getPropertyValue('--button-bg')), text: themeColor(style.getPropertyValue('color')) };
    };

    const { unmount } = renderIndicator(await countsOf(write('a')));
    const waiting = colours();
    expect(contrast(waiting.background, waiting.text)).toBeGreaterThanOrEqual(4.5);
    unmount();
    renderIndicator(await countsOf(write('b', refused)));
    const refusedTone = colours();
    expect(contrast(refusedTone.background, refusedTone.text)).toBeGreaterThanOrEqual(4.5);
  });

  it('opens the panel that lists the writes', async () => {
    renderIndicator(await countsOf(write('a', refused), write('b')));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.setup().click(indicator());
    const drawer = await screen.findByRole('dialog', { name: 'Changes saved on this device' });
    // The panel reads its lists once open.
    expect(await within(drawer).findByRole('button', { name: 'Sync now' })).toBeInTheDocument();
    expect(within(drawer).getByRole('region', { name: 'Needs attention (1)' })).toBeInTheDocument();
    expect(within(drawer).getByRole('region', { name: 'Waiting to sync (1)' })).toBeInTheDocument();
    expect(await within(drawer).findAllByRole('listitem', { name: 'POST /tokens' })).toHaveLength(2);
  });
});
