/**
 * The comparison names a reference by the name the record gives it: a task's `assignedTo` sent as
 * an id and answered as the user shows both sides by name, not as an id beside "3, ali, Ali Sadat".
 */
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RecordConflictModal } from '@/lib/conflicts/record-conflict-modal';

const renderModal = (ui: ReactElement) => render(<MantineProvider env="test">{ui}</MantineProvider>);

const current = {
  id: 9,
  title: 'Call back',
  assignedTo: { id: 3, username: 'ali', name: 'Ali Sadat' },
  updatedAt: '2026-11-30T09:00:00.000Z',
};

describe('RecordConflictModal', () => {
  it('takes the same person on both sides as no difference', async () => {
    renderModal(<RecordConflictModal mine={{ assignedTo: 3, title: 'Call back today' }} current={current} onResolve={vi.fn()} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    // The same person on both sides is not a difference.
    expect(within(dialog).queryByText('Assigned to')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Title')).toBeInTheDocument();
  });

  it('names both people: mine by the form\'s choice, the saved one by the record', async () => {
    renderModal(
      <RecordConflictModal mine={{ assignedTo: 4 }} current={current} describe={(field, value) => (field === 'assignedTo' && value === 4 ? 'Zahra Karimi' : null)} onResolve={vi.fn()} onClose={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Assigned to')).toBeInTheDocument();
    expect(within(dialog).getByText('Zahra Karimi')).toBeInTheDocument();
    expect(within(dialog).getByText('Ali Sadat')).toBeInTheDocument();
  });
});
