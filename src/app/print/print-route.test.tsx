import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { localDatabase } from '@/lib/offline/local-database';
import { ISSUED_SLIPS_STORAGE_KEY, saveIssuedSlip, tokenSlipPrintPath, type IssuedSlip } from '@/features/customers/print/issued-slips';
import { isPrintPath, tokenSlipIdFromPath } from '@/app/print/print-path';
import { PrintRoute } from '@/app/print/print-route';

const slip: IssuedSlip = {
  id: '6c7e2a8e-1d3b-4b8e-9d0a-3f2b1c4d5e6f',
  tokenNumber: 7,
  tokenLabel: '007',
  dateKey: '2026-05-12',
  issuedAt: '2026-05-12T05:00:00.000Z',
  printedAt: '2026-05-12T05:00:30.000Z',
  qrPayload: 'TOKEN:007|V-2026-000123',
  customer: {
    id: 'c1',
    serialNumber: 'V-2026-000123',
    name: 'Mariam Sadat',
    phone: null,
    mobile: '+93700987654',
    type: 'PARENT',
    purpose: null,
    department: 'FINANCE',
  },
  school: {
    id: 1,
    name: 'Noor High School',
    dariName: null,
    complexName: 'Noor Educational Complex',
    address: 'Street 4, Karte Char, Kabul',
    phone: '+93700111222',
    email: null,
    socialLinks: { website: 'https://noor.edu.af' },
    managerName: null,
    pashtoName: null,
    dariAddress: null,
    pashtoAddress: null,
  },
};

function renderRoute(pathname: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <PrintRoute pathname={pathname} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

const originals = { print: window.print, close: window.close };

/** happy-dom has no print(): put a spy in place of the browser's print and close. */
function stubWindow(name: 'print' | 'close') {
  const spy = vi.fn();
  Object.defineProperty(window, name, { value: spy, configurable: true, writable: true });
  return spy;
}

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'print', { value: originals.print, configurable: true, writable: true });
  Object.defineProperty(window, 'close', { value: originals.close, configurable: true, writable: true });
});

describe('print route', () => {
  it('recognises print addresses', () => {
    expect(isPrintPath('/print/token/abc')).toBe(true);
    expect(isPrintPath('/customers')).toBe(false);
    expect(tokenSlipIdFromPath(tokenSlipPrintPath('a b'))).toBe('a b');
    expect(tokenSlipIdFromPath('/print/other/abc')).toBeNull();
  });

  it('renders a stored slip at 80 mm, prints once the QR code is on the page, and closes after printing', async () => {
    const print = stubWindow('print');
    const close = stubWindow('close');
    // happy-dom has no layout: give the slip the height a browser would (370 px = 97.9 mm).
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return new DOMRect(0, 0, 302, this.classList.contains('token-receipt') ? 370 : 0);
    });
    await saveIssuedSlip(slip);
    const { container } = renderRoute(tokenSlipPrintPath(slip.id));

    // Read from the local database: a moment of loading first, and no print before the slip shows.
    expect(screen.getByLabelText('Loading token slip...')).toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
    const receipt = await screen.findByRole('article', { name: 'Token slip 007' });
    expect(screen.queryByLabelText('Loading token slip...')).not.toBeInTheDocument();
    expect(screen.getByTestId('token-counter')).toHaveTextContent('007');
    expect(receipt).toHaveTextContent('Noor Educational Complex');
    expect(receipt).toHaveTextContent('Mariam Sadat');
    expect(receipt).toHaveTextContent('Phone+93700987654');
    expect(receipt).toHaveTextContent('PurposeN/A');
    expect(receipt).toHaveTextContent('DepartmentFinance'); // the stored FINANCE in the slip's words
    expect(receipt).toHaveTextContent('website: noor.edu.af');
    expect(receipt).toHaveTextContent(/9:30:30/); // printed at 05:00:30 UTC = 09:30:30 Kabul
    const pageStyle = () => Array.from(container.querySelectorAll('style'), (style) => style.textContent).join('\n');
    expect(pageStyle()).toMatch(/@page {\s*margin: 0; }/);

    // Not before the QR image is on the page (it is made asynchronously).
    expect(screen.queryByRole('img', { name: 'QR code of token 007' })).not.toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
    const qr = await screen.findByRole('img', { name: 'QR code of token 007' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    // Set by an effect of the slip's render: checked once later renders have committed.
    expect(document.title).toBe('Token 007');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    // The page is the slip: 80 mm wide, as tall as the slip (rounded up, plus 2 mm slack).
    expect(pageStyle()).toMatch(/@page { size: 80mm 100mm; margin: 0; }/);
    expect(pageStyle()).toMatch(/html, body { inline-size: 80mm;/);
    fireEvent.load(qr);
    expect(print).toHaveBeenCalledTimes(1);

    expect(close).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('afterprint'));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('says so when the slip is not stored on this device, and prints nothing', async () => {
    const print = stubWindow('print');
    renderRoute('/print/token/unknown-id');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Token slip not found');
    expect(alert).toHaveTextContent('This token slip is not stored on this device.');
    expect(print).not.toHaveBeenCalled();
  });

  it('shows a slip an older version left in local storage, not yet moved to the database', async () => {
    stubWindow('print');
    localStorage.setItem(ISSUED_SLIPS_STORAGE_KEY, JSON.stringify([slip]));
    renderRoute(tokenSlipPrintPath(slip.id));
    expect(await screen.findByRole('article', { name: 'Token slip 007' })).toHaveTextContent('Mariam Sadat');
  });

  it('treats a local database it cannot read as a missing slip, and logs why', async () => {
    const print = stubWindow('print');
    const failure = new Error('UnknownError: the database cannot be opened');
    vi.spyOn(localDatabase().issuedSlips, 'get').mockRejectedValue(failure);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(tokenSlipPrintPath(slip.id));
    expect(await screen.findByRole('alert')).toHaveTextContent('Token slip not found');
    expect(consoleError).toHaveBeenCalledWith('Reading the token slip failed', failure);
    expect(print).not.toHaveBeenCalled();
  });
});
