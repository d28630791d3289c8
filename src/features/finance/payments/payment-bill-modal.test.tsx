/**
 * The Payment Bill preview: every field of the bill, money with the currency the bill names (the
 * school's) and 2 decimals, the not-refundable note and the footer with the school's manager; Print Bill prints only the bill on a 7.8 × 10.11 in page
 * (react-to-print is replaced to see what it is given); loading failures offer Retry.
 */
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RefObject } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubAnswer } from '@/app/testing/app-test-harness';
import { PaymentBillModal } from '@/features/finance/payments/payment-bill-modal';
import { BILL_PAGE_STYLE } from '@/features/finance/payments/payment-bill-page-style';
import { makeBill } from '@/features/finance/payments/testing/payment-fixtures';
import { i18n } from '@/lib/i18n/i18n';

type PrintOptions = { contentRef: RefObject<HTMLElement | null>; pageStyle?: string; documentTitle?: string };
const printer = vi.hoisted(() => ({ options: null as PrintOptions | null, print: vi.fn() }));
vi.mock('react-to-print', () => ({
  useReactToPrint: (options: PrintOptions) => {
    printer.options = options;
    return printer.print;
  },
}));

beforeEach(() => {
  printer.options = null;
  printer.print.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(answer: () => StubAnswer = () => ({ body: { success: true, message: 'Payment bill', data: makeBill() } })) {
  const spy = stubFetch({ 'GET /api/payments/31/receipt': answer });
  seedSession(makeSessionUser({ schoolId: 1 }, ['payment:read']));
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(<PaymentBillModal paymentId={31} onClose={onClose} />, { queryClient });
  return { spy, onClose, user: userEvent.setup() };
}

const rowValue = (bill: HTMLElement, label: string) => within(bill).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;

describe('PaymentBillModal', { timeout: 30_000 }, () => {
  it('shows the bill: school, receipt number, date, student, AFN amounts with 2 decimals, the note and the footer', async () => {
    setup();
    const bill = await screen.findByTestId('payment-bill');
    expect(within(bill).getByText('Kabul Model School')).toBeInTheDocument();
    expect(within(bill).getByText('RCP-000031')).toBeInTheDocument();
    expect(bill).toHaveTextContent('Date: Mar 21, 2026');
    expect(rowValue(bill, 'Student ID')).toBe('ADM-2024-005');
    expect(rowValue(bill, 'Student Name')).toBe('Ahmad Karimi');
    expect(rowValue(bill, "Father's Name")).toBe('Rahim Karimi');
    expect(rowValue(bill, 'Class')).toBe('Grade 7 A');
    expect(rowValue(bill, 'Phone')).toBe('+93 70 555 0101');
    expect(rowValue(bill, 'Payment Type')).toBe('Tuition Fee');
    expect(rowValue(bill, 'Total Fees')).toBe('AFN 1,234.50');
    expect(rowValue(bill, 'Paid Amount')).toBe('AFN 1,234.50');
    expect(rowValue(bill, 'Discount')).toBe('AFN 0.00');
    expect(within(bill).getByText('The paid fee is not refundable.')).toBeInTheDocument();
    expect(bill).toHaveTextContent('Received By: Cashier');
    expect(bill).toHaveTextContent('Manager: Abdul Qadir Noori');
  });

  it("shows N/A for a missing father, class or phone; a USD school's amounts in USD; no manager line without a manager", async () => {
    setup(() => ({ body: { success: true, message: 'Payment bill', data: makeBill({ fatherName: null, className: null, phone: null, currency: 'USD', managerName: null }) } }));
    const bill = await screen.findByTestId('payment-bill');
    expect(rowValue(bill, "Father's Name")).toBe('N/A');
    expect(rowValue(bill, 'Class')).toBe('N/A');
    expect(rowValue(bill, 'Phone')).toBe('N/A');
    expect(rowValue(bill, 'Total Fees')).toBe('USD 1,234.50');
    expect(bill).not.toHaveTextContent('Manager');
  });

  it('names the school and the class in Dari on a Dari screen, in English when they have no Dari name', async () => {
    const local = makeBill({ branchDariName: 'لیسه نمونوی کابل', classDariName: 'صنف ۷ الف', classPashtoName: 'ټولګی ۷ الف' });
    try {
      await i18n.changeLanguage('fa');
      setup(() => ({ body: { success: true, message: 'Payment bill', data: local } }));
      let bill = await screen.findByTestId('payment-bill');
      expect(within(bill).getByText('لیسه نمونوی کابل')).toBeInTheDocument();
      expect(bill).toHaveTextContent('صنف ۷ الف');
      expect(bill).not.toHaveTextContent('Grade 7 A');
      cleanup();
      setup(() => ({ body: { success: true, message: 'Payment bill', data: makeBill() } }));
      bill = await screen.findByTestId('payment-bill');
      expect(within(bill).getByText('Kabul Model School')).toBeInTheDocument();
      expect(bill).toHaveTextContent('Grade 7 A');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('prints only the bill, on a 7.8 × 10.11 in page; Close closes', async () => {
    const { user, onClose } = setup();
    const bill = await screen.findByTestId('payment-bill');
    expect(BILL_PAGE_STYLE).toMatch(/@page\s*{\s*size:\s*7\.8in 10\.11in;/);
    expect(printer.options?.pageStyle).toBe(BILL_PAGE_STYLE);
    expect(printer.options?.contentRef.current).toBe(bill);
    expect(printer.options?.documentTitle).toBe('RCP-000031');
    await user.click(screen.getByRole('button', { name: 'Print Bill' }));
    expect(printer.print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says when the bill cannot be loaded and loads it on Retry; Print Bill waits for it', async () => {
    let fail = true;
    const { user } = setup(() =>
      fail ? { status: 404, body: { success: false, message: 'Payment not found' } } : { body: { success: true, message: 'Payment bill', data: makeBill() } },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the payment bill');
    expect(screen.getByRole('alert')).toHaveTextContent('Payment not found');
    expect(screen.getByRole('button', { name: 'Print Bill' })).toBeDisabled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('payment-bill')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Print Bill' })).toBeEnabled());
  });
});
