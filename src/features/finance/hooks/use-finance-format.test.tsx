/**
 * The finance area's money, counts and days: money in the school's currency (USD, the spec's "$",
 * until the school picks AFN: "؋"), the bill with the currency's code (spec §9: "AFN 1,234.50") in
 * the currency its answer names, days in the reader's calendar.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';

function answerCurrency(currency: string | null) {
  const spy = vi.fn(async () =>
    currency
      ? new Response(JSON.stringify({ success: true, message: 'School currency retrieved successfully', data: { currency } }), { headers: { 'Content-Type': 'application/json' } })
      : new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', spy);
  return spy;
}

function renderFormat() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useFinanceFormat(), { wrapper });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('useFinanceFormat', () => {
  it('shows money in USD with 2 decimals while the school has not picked another currency; the bill in its own currency', async () => {
    const spy = answerCurrency(null);
    const { result } = renderFormat();
    await waitFor(() => expect(spy).toHaveBeenCalled());
    expect(result.current.money(1234.5)).toBe('$1,234.50');
    expect(result.current.billMoney(1234.5, 'USD')).toBe('USD 1,234.50');
    expect(result.current.billMoney(1234.5, 'AFN')).toBe('AFN 1,234.50');
    expect(result.current.day('2026-03-21')).toBe('Mar 21, 2026');
  });

  it('shows money with the afghani sign once the school picks AFN', async () => {
    answerCurrency('AFN');
    const { result } = renderFormat();
    await waitFor(() => expect(result.current.money(1234.5)).toBe('؋1,234.50'));
    expect(result.current.billMoney(1234.5, 'AFN')).toBe('AFN 1,234.50');
  });

  it('writes Dari digits and Solar Hijri days for a Dari reader', async () => {
    answerCurrency('AFN');
    await i18n.changeLanguage('fa');
    const { result } = renderFormat();
    // ICU joins the sign and the figure with a no-break space.
    await waitFor(() => expect(result.current.money(1234.5)).toMatch(/^؋\s۱٬۲۳۴٫۵۰$/u));
    expect(result.current.count(1500)).toBe('۱٬۵۰۰');
    expect(result.current.day('2026-03-21')).toBe('۱ حمل ۱۴۰۵');
  });
});
