import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import type { IssuedSlip } from '@/features/customers/print/issued-slips';
import { TokenReceipt } from '@/features/customers/print/token-receipt';

function slipFor(customer: Partial<IssuedSlip['customer']>): IssuedSlip {
  return {
    id: 'slip-1',
    tokenNumber: 7,
    tokenLabel: '007',
    dateKey: '2026-05-12',
    issuedAt: '2026-05-12T04:00:00.000Z',
    printedAt: null,
    qrPayload: 'TOKEN:007',
    customer: { id: 'c1', serialNumber: 'V-2026-000001', name: 'Ahmad Karimi', phone: null, mobile: null, type: 'STUDENT', purpose: null, department: null, ...customer },
    school: null,
  };
}

/** The value printed beside the slip's Name label. */
async function printedName(slip: IssuedSlip): Promise<HTMLElement> {
  render(<TokenReceipt slip={slip} shownAt={new Date('2026-05-12T04:00:00.000Z')} />);
  await screen.findByRole('img'); // the QR code: the slip is complete
  const label = screen.getByText(i18n.t('token.fields.name'));
  return label.nextElementSibling as HTMLElement;
}

describe('TokenReceipt name', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('prints the Latin name in English', async () => {
    expect(await printedName(slipFor({ dariName: 'احمد کریمی' }))).toHaveTextContent(/^Ahmad Karimi$/);
  });

  it('prints the Dari name, right to left, in Dari and Pashto', async () => {
    await i18n.changeLanguage('ps');
    const name = await printedName(slipFor({ dariName: 'احمد کریمی' }));
    expect(name).toHaveTextContent(/^احمد کریمی$/);
    expect(within(name).getByText('احمد کریمی')).toHaveAttribute('dir', 'rtl');
  });

  it('prints the Latin name in Dari when there is no Dari name (or the slip predates it)', async () => {
    await i18n.changeLanguage('fa');
    expect(await printedName(slipFor({}))).toHaveTextContent(/^Ahmad Karimi$/);
  });
});

describe('TokenReceipt choices', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  /** The value printed beside a label of the slip. */
  function printedValue(label: string): string | null {
    return screen.getByText(label).nextElementSibling?.textContent ?? null;
  }

  it('prints the visitor type, purpose and department in the slip language, not as stored', async () => {
    await i18n.changeLanguage('fa');
    await printedName(slipFor({ type: 'PARENT', purpose: 'INQUIRY', department: 'FINANCE' }));
    expect(printedValue(i18n.t('token.fields.type'))).toBe(i18n.t('customers.options.type.PARENT'));
    expect(printedValue(i18n.t('token.fields.type'))).not.toMatch(/[A-Z]/);
    expect(printedValue(i18n.t('token.fields.purpose'))).toBe(i18n.t('customers.options.purpose.INQUIRY'));
    expect(printedValue(i18n.t('token.fields.department'))).toBe(i18n.t('customers.options.department.FINANCE'));
  });

  it('prints a value outside the lists as typed', async () => {
    await printedName(slipFor({ type: 'Guest speaker' }));
    expect(printedValue(i18n.t('token.fields.type'))).toBe('Guest speaker');
  });
});
