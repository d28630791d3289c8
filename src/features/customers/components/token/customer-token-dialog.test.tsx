import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '@/contract/customers';
import type { SchoolProfile } from '@/contract/school-settings';
import { i18n } from '@/lib/i18n/i18n';
import { localDatabase } from '@/lib/offline/local-database';
import { AUTO_PRINT_STORAGE_KEY } from '@/features/customers/components/token/auto-print-preference';
import { AUTO_PRINT_DELAY_MS, CustomerTokenDialog } from '@/features/customers/components/token/customer-token-dialog';
import { DESK_PREFIX_STORAGE_KEY } from '@/features/customers/components/token/desk-prefix-preference';
import { lastIssuedToken } from '@/features/customers/components/token/token-counter';
import { SCHOOL_PROFILE_STORAGE_KEY } from '@/lib/school/school-profile';
import { listIssuedSlips } from '@/features/customers/print/issued-slips';
import { makeCustomer as makeCustomerFixture } from '@/lib/testing/customer-fixture';

const school: SchoolProfile = {
  id: 1,
  name: 'Noor High School',
  dariName: null,
  complexName: 'Noor Educational Complex',
  address: 'Street 4, Karte Char, Kabul',
  phone: '+93700111222',
  email: null,
  socialLinks: { facebook: 'https://facebook.com/noorschool' },
  managerName: null,
  pashtoName: null,
  dariAddress: null,
  pashtoAddress: null,
};

/** The visitor of these tests: fixed id, serial number and phone, so the slip's texts are known. */
function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return makeCustomerFixture({
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    serialNumber: 'V-2026-000123',
    name: 'Ahmad Karimi',
    phone: '+93700123456',
    mobile: null,
    createdBy: 1,
    createdAt: '2026-05-12T04:00:00.000Z',
    updatedAt: '2026-05-12T04:00:00.000Z',
    ...overrides,
  });
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{children}</MantineProvider>
    </I18nextProvider>
  );
}

function renderDialog(customer: Customer | null = makeCustomer(), opened = true, { strict = false } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  const ui = (props: { customer: Customer | null; opened: boolean }) => {
    const dialog = (
      <QueryClientProvider client={queryClient}>
        <Providers>
          <CustomerTokenDialog customer={props.customer} opened={props.opened} onClose={onClose} />
        </Providers>
      </QueryClientProvider>
    );
    return strict ? <StrictMode>{dialog}</StrictMode> : dialog;
  };
  const result = render(ui({ customer, opened }));
  return { ...result, onClose, rerenderWith: (props: { customer: Customer | null; opened: boolean }) => result.rerender(ui(props)) };
}

/** The school settings call answers `answer`; everything else is a 404. */
function stubSchoolProfile(answer: { status: number; body: unknown } = { status: 200, body: { success: true, message: 'School profile retrieved successfully', data: school } }) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    const isProfile = request.method === 'GET' && new URL(request.url).pathname === '/api/settings/school';
    const { status, body } = isProfile ? answer : { status: 404, body: { success: false, message: 'Not found' } };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

function receipt() {
  return screen.getByRole('article', { name: /^Token slip/ });
}

/** Lets the local database answer: it runs on real setImmediate ticks, which no test here fakes. */
function databaseTick() {
  return act(() => new Promise<void>((resolve) => setImmediate(resolve)));
}

/**
 * The token counter once the number is issued. Waits on database ticks rather than Testing
 * Library's findBy, which hangs while setTimeout is faked (the auto-print and clock tests).
 */
async function issuedCounter(): Promise<HTMLElement> {
  for (let tick = 0; tick < 200; tick += 1) {
    const counter = screen.queryByTestId('token-counter');
    if (counter) return counter;
    await databaseTick();
  }
  throw new Error('The dialog never showed an issued token');
}

/** Timers the dialog uses (clock, auto-print), faked; setImmediate stays real for the database. */
function useFakeDialogTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}

beforeEach(() => {
  stubSchoolProfile();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Customer Token dialog', () => {
  it('shows the token number and date in the header and the visitor on the slip', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-12T05:00:00Z'));
    renderDialog();

    const dialog = screen.getByRole('dialog');
    // The number comes from the local database: a moment of "Issuing token..." first.
    expect(within(dialog).getByLabelText('Issuing token...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print Token' })).toBeDisabled();
    expect(await issuedCounter()).toHaveTextContent('001');
    expect(within(dialog).queryByLabelText('Issuing token...')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: /Token 001/ })).toHaveTextContent('May 12, 2026');
    const slip = receipt();
    expect(slip).toHaveTextContent('Ahmad Karimi');
    expect(slip).toHaveTextContent('+93700123456');
    expect(slip).toHaveTextContent('TypeStudent');
    expect(slip).toHaveTextContent('PurposeEnrollment');
    expect(slip).toHaveTextContent('DepartmentAcademic'); // the stored ACADEMIC in the slip's words
    expect(screen.getByRole('button', { name: 'Print Token' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
    // The school's details arrive from GET /settings/school.
    await waitFor(() => expect(slip).toHaveTextContent('Noor Educational Complex'));
    expect(slip).toHaveTextContent('+93700111222');
    expect(slip).toHaveTextContent('Street 4, Karte Char, Kabul');
    expect(slip).toHaveTextContent('facebook: facebook.com/noorschool');
  });

  it('takes the next number on each open', async () => {
    const { rerenderWith } = renderDialog();
    expect(await issuedCounter()).toHaveTextContent('001');
    rerenderWith({ customer: makeCustomer(), opened: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerenderWith({ customer: makeCustomer(), opened: true });
    expect(await issuedCounter()).toHaveTextContent('002');
    expect(screen.getByRole('heading', { name: /Token 002/ })).toBeInTheDocument();
    expect((await listIssuedSlips()).map((slip) => slip.tokenLabel)).toEqual(['001', '002']);
  });

  it('issues one number per open under StrictMode, whose effects run twice', async () => {
    renderDialog(makeCustomer(), true, { strict: true });
    expect(await issuedCounter()).toHaveTextContent('001');
    for (let tick = 0; tick < 10; tick += 1) await databaseTick();
    expect(await lastIssuedToken()).toMatchObject({ number: 1 });
    expect(await listIssuedSlips()).toHaveLength(1);
    expect(screen.getByTestId('token-counter')).toHaveTextContent('001');
  });

  it('issues nothing while closed or without a customer', async () => {
    renderDialog(makeCustomer(), false);
    renderDialog(null, true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    for (let tick = 0; tick < 10; tick += 1) await databaseTick();
    expect(await lastIssuedToken()).toBeNull();
    expect(await listIssuedSlips()).toEqual([]);
  });

  it('says so when the token cannot be issued on this device', async () => {
    vi.spyOn(localDatabase().tokenCounters, 'put').mockRejectedValue(new Error('QuotaExceededError'));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDialog();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Token not issued');
    expect(alert).toHaveTextContent('This device could not store the next token number.');
    expect(screen.queryByLabelText('Issuing token...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print Token' })).toBeDisabled();
    expect(consoleError).toHaveBeenCalledWith('Issuing a token failed', expect.any(Error));
    expect(await listIssuedSlips()).toEqual([]);
  });

  it('shows "N/A" for a missing phone, type or purpose, the mobile when there is no phone, and no department row without one', async () => {
    renderDialog(makeCustomer({ phone: null, mobile: null, purpose: null, type: '', department: null }));
    await issuedCounter();
    const slip = receipt();
    expect(slip).toHaveTextContent('PhoneN/A');
    expect(slip).toHaveTextContent('TypeN/A');
    expect(slip).toHaveTextContent('PurposeN/A');
    expect(within(slip).queryByText('Department')).not.toBeInTheDocument();
    cleanup();
    renderDialog(makeCustomer({ phone: '  ', mobile: '+93799000111' }));
    await issuedCounter();
    expect(receipt()).toHaveTextContent('Phone+93799000111');
  });

  it('draws a real QR code of the token and the serial number', async () => {
    const toString = vi.spyOn(QRCode, 'toString');
    renderDialog();
    const image = await screen.findByRole('img', { name: 'QR code of token 001' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(image.getAttribute('src') ?? '')).toContain('<svg');
    expect(toString).toHaveBeenCalledWith('TOKEN:001|V-2026-000123', expect.objectContaining({ type: 'svg' }));
  });

  it('ticks the clock every second while open', async () => {
    useFakeDialogTimers();
    vi.setSystemTime(new Date('2026-05-12T05:00:00Z')); // 09:30:00 in Kabul
    renderDialog();
    await issuedCounter();
    expect(receipt()).toHaveTextContent(/9:30:00/);
    act(() => vi.advanceTimersByTime(1000));
    expect(receipt()).toHaveTextContent(/9:30:01/);
    act(() => vi.advanceTimersByTime(2000));
    expect(receipt()).toHaveTextContent(/9:30:03/);
  });

  it('opens the 80 mm print window of the stored slip on Print Token', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    renderDialog();
    await issuedCounter();
    fireEvent.click(screen.getByRole('button', { name: 'Print Token' }));
    // At once, inside the click: a window opened after waiting is a blocked pop-up.
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(async () => expect((await listIssuedSlips())[0].printedAt).not.toBeNull());
    const [slip] = await listIssuedSlips();
    expect(open.mock.calls[0][0]).toBe(`/print/token/${slip.id}`);
    expect(slip.customer.name).toBe('Ahmad Karimi');
  });

  it("waits for the school's name before printing on a device that has not read it yet", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    let answerProfile: () => void = () => {};
    const profileRead = new Promise<void>((resolve) => (answerProfile = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await profileRead;
        return new Response(JSON.stringify({ success: true, message: 'School profile retrieved successfully', data: school }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    renderDialog();
    await issuedCounter();
    const print = screen.getByRole('button', { name: 'Print Token' });
    expect(print).toBeDisabled();
    fireEvent.click(print);
    expect(open).not.toHaveBeenCalled();

    answerProfile();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Print Token' })).toBeEnabled());
    expect(receipt()).toHaveTextContent('Noor Educational Complex');
    fireEvent.click(screen.getByRole('button', { name: 'Print Token' }));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(async () => expect((await listIssuedSlips())[0].school?.complexName).toBe('Noor Educational Complex'));
  });

  it('prints without the school when its details cannot be read at all', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    stubSchoolProfile({ status: 503, body: { success: false, message: 'Unavailable' } });
    renderDialog();
    await issuedCounter();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Print Token' })).toBeEnabled(), { timeout: 8000 });
    fireEvent.click(screen.getByRole('button', { name: 'Print Token' }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('prints through a hidden frame when the browser blocks the print window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderDialog();
    await screen.findByRole('img', { name: 'QR code of token 001' });
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Print Token' }));
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    // happy-dom's frames cannot print: give this one a print() and wait for the call, so the
    // print does not fire later, during another test.
    const framePrint = vi.fn();
    Object.defineProperty(document.querySelector('iframe')?.contentWindow ?? {}, 'print', { value: framePrint, configurable: true });
    await waitFor(() => expect(framePrint).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('prints 500 ms after the token shows when auto-print is on, and remembers the option', async () => {
    useFakeDialogTimers();
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    localStorage.setItem(AUTO_PRINT_STORAGE_KEY, 'true');
    renderDialog();
    expect(screen.getByRole('checkbox', { name: 'Print automatically when opened' })).toBeChecked();
    await issuedCounter();
    act(() => vi.advanceTimersByTime(AUTO_PRINT_DELAY_MS - 1));
    expect(open).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0][0]).toMatch(/^\/print\/token\//);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Print automatically when opened' }));
    expect(localStorage.getItem(AUTO_PRINT_STORAGE_KEY)).toBe('false');
  });

  it('does not print by itself when auto-print is off', async () => {
    useFakeDialogTimers();
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    renderDialog();
    await issuedCounter();
    expect(screen.getByRole('checkbox', { name: 'Print automatically when opened' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Print automatically when opened' }));
    expect(localStorage.getItem(AUTO_PRINT_STORAGE_KEY)).toBe('true');
    // Ticking the option applies from the next open, not to the token already shown.
    act(() => vi.advanceTimersByTime(2000));
    expect(open).not.toHaveBeenCalled();
  });

  it('prints the school details from the last stored answer when the server cannot be reached', async () => {
    localStorage.setItem(SCHOOL_PROFILE_STORAGE_KEY, JSON.stringify({ savedAt: Date.now(), profile: school }));
    const fetchSpy = stubSchoolProfile({ status: 503, body: { success: false, message: 'Unavailable' } });
    renderDialog();
    await issuedCounter();
    expect(receipt()).toHaveTextContent('Noor Educational Complex');
    expect((await listIssuedSlips())[0].school?.complexName).toBe('Noor Educational Complex');
    expect(fetchSpy).not.toHaveBeenCalled(); // fresh enough: no call at all
  });

  it('keeps the school answer on the device for the next offline slip', async () => {
    renderDialog();
    await issuedCounter();
    await waitFor(() => expect(localStorage.getItem(SCHOOL_PROFILE_STORAGE_KEY)).toContain('Noor Educational Complex'));
  });

  it("puts this desk's prefix before the number, on screen, on the stored slip and in the QR code", async () => {
    const toString = vi.spyOn(QRCode, 'toString');
    localStorage.setItem(DESK_PREFIX_STORAGE_KEY, 'A');
    renderDialog();
    expect(await issuedCounter()).toHaveTextContent('A-001');
    expect(screen.getByRole('heading', { name: /Token A-001/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Desk' })).toHaveValue('A');
    expect(await screen.findByRole('img', { name: 'QR code of token A-001' })).toBeInTheDocument();
    expect(toString).toHaveBeenCalledWith('TOKEN:A-001|V-2026-000123', expect.anything());
    expect((await listIssuedSlips()).map((slip) => [slip.tokenNumber, slip.tokenLabel])).toEqual([[1, 'A-001']]);
  });

  it('saves a valid desk prefix as it is typed, and applies it from the next token', async () => {
    const { rerenderWith } = renderDialog();
    expect(await issuedCounter()).toHaveTextContent('001');
    const desk = screen.getByRole('textbox', { name: 'Desk' });
    expect(desk).toHaveValue('');
    expect(desk).toHaveAccessibleDescription(
      'Letter printed before token numbers, e.g. A-007, so two desks never hand out the same token. Applies from the next token.',
    );

    fireEvent.change(desk, { target: { value: 'b' } });
    expect(desk).toHaveValue('B');
    expect(localStorage.getItem(DESK_PREFIX_STORAGE_KEY)).toBe('B');
    // The number on screen was issued before: it keeps its label.
    expect(screen.getByTestId('token-counter')).toHaveTextContent(/^001$/);

    rerenderWith({ customer: makeCustomer(), opened: false });
    rerenderWith({ customer: makeCustomer(), opened: true });
    expect(await issuedCounter()).toHaveTextContent('B-002');
  });

  it('refuses a desk prefix other than one or two letters or digits, and keeps the saved one', async () => {
    localStorage.setItem(DESK_PREFIX_STORAGE_KEY, 'A');
    renderDialog();
    await issuedCounter();
    const desk = screen.getByRole('textbox', { name: 'Desk' });
    for (const value of ['A-', 'ABC', 'Ä', '#']) {
      fireEvent.change(desk, { target: { value } });
      expect(desk).toBeInvalid();
      expect(desk).toHaveAccessibleDescription(expect.stringContaining('Use one or two letters (A–Z) or digits, or leave it empty.'));
      expect(localStorage.getItem(DESK_PREFIX_STORAGE_KEY)).toBe('A');
    }
    fireEvent.change(desk, { target: { value: '2' } });
    expect(desk).toBeValid();
    expect(localStorage.getItem(DESK_PREFIX_STORAGE_KEY)).toBe('2');
    // Empty is valid: no prefix.
    fireEvent.change(desk, { target: { value: '' } });
    expect(desk).toBeValid();
    expect(localStorage.getItem(DESK_PREFIX_STORAGE_KEY)).toBeNull();
  });
});

