/** The finance error boundary (spec part 2 §2.4): its texts, the collapsible details, and Try Again. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/app/testing/app-test-harness';
import { FinanceErrorBoundary } from '@/features/finance/components/finance-error-boundary';

let failing = true;

function Ledger() {
  if (failing) throw new Error('totals.map is not a function');
  return <p>Ledger shown</p>;
}

beforeEach(() => {
  failing = true;
  // React and the boundary log the caught error: expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Finance error boundary', () => {
  it('shows the texts, hides the details until asked, and Try Again renders the content afresh', async () => {
    renderWithProviders(
      <FinanceErrorBoundary>
        <Ledger />
      </FinanceErrorBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Finance Interface Error');
    expect(alert).toHaveTextContent('Something went wrong with the finance interface.');

    const user = userEvent.setup();
    const toggle = within(alert).getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(alert).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(alert).getByText(/totals\.map is not a function/)).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Hide details' }));
    expect(within(alert).getByRole('button', { name: 'Show details' })).toHaveAttribute('aria-expanded', 'false');

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Ledger shown')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error again when Try Again fails once more', async () => {
    renderWithProviders(
      <FinanceErrorBoundary>
        <Ledger />
      </FinanceErrorBoundary>,
    );
    await userEvent.setup().click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Finance Interface Error');
  });
});
