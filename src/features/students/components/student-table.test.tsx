import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { StudentTable } from '@/features/students/components/student-table';
import { makeStudent } from '@/features/students/components/testing/student-fixture';

const ahmad = makeStudent({ user: { firstName: 'Ahmad', middleName: null, lastName: 'Rahimi', dariName: 'احمد رحیمی', avatar: null } });
const karim = makeStudent({ user: { firstName: 'Karim', middleName: null, lastName: 'Noori', dariName: null, avatar: null } });

function renderTable() {
  const noop = () => {};
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider env="test">
        <StudentTable students={[ahmad, karim]} onView={noop} onPrintCard={noop} printingId={null} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

/** The texts of a row's name cell, in document order. */
function nameLines(row: HTMLElement): (string | null)[] {
  const cell = within(row).getAllByRole('cell')[0];
  return [...cell.querySelectorAll('span[lang]')].map((span) => span.textContent);
}

describe('StudentTable names', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the Latin name first in English, the Dari name under it', () => {
    renderTable();
    const row = screen.getByRole('row', { name: 'Ahmad Rahimi' });
    expect(nameLines(row)).toEqual(['Ahmad Rahimi', 'احمد رحیمی']);
    expect(within(row).getByText('احمد رحیمی')).toHaveAttribute('dir', 'rtl');
  });

  it('shows the Dari name first in Dari, marked right to left, with the Latin name under it', async () => {
    await i18n.changeLanguage('fa');
    renderTable();
    const row = screen.getByRole('row', { name: 'احمد رحیمی' });
    expect(nameLines(row)).toEqual(['احمد رحیمی', 'Ahmad Rahimi']);
    const dari = within(row).getByText('احمد رحیمی');
    expect(dari).toHaveAttribute('lang', 'fa');
    expect(dari).toHaveAttribute('dir', 'rtl');
    expect(within(row).getByText('Ahmad Rahimi')).toHaveAttribute('dir', 'ltr');
    // Without a Dari name the Latin name stays the main one.
    expect(nameLines(screen.getByRole('row', { name: 'Karim Noori' }))).toEqual(['Karim Noori']);
  });
});
