import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from '@/lib/ui/stat-card';

function renderCard(ui: React.ReactElement) {
  return render(<MantineProvider env="test">{ui}</MantineProvider>);
}

describe('StatCard', () => {
  it('is a group named by its label, showing the figure and what sits under it', () => {
    renderCard(
      <StatCard label="Avg Grade" value="86.5%" icon={<svg data-testid="icon" />} describedBy="hint">
        <span id="hint">From 12 grades</span>
      </StatCard>,
    );
    const card = screen.getByRole('group', { name: 'Avg Grade' });
    expect(card).toHaveTextContent('86.5%');
    expect(card).toHaveAccessibleDescription('From 12 grades');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
  });

  it('draws no icon when given none, and takes an element for the figure', () => {
    renderCard(<StatCard label="Absent" value={<strong>3</strong>} compact />);
    const card = screen.getByRole('group', { name: 'Absent' });
    expect(card.querySelector('strong')).toHaveTextContent('3');
    expect(card.querySelector('.mantine-ThemeIcon-root')).toBeNull();
  });
});
