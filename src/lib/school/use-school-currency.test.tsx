/**
 * The school's currency for money displays: the server's answer, remembered per school for a
 * visit without the server; USD when nothing else is known, without errors in the console.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/contract/auth';
import { SCHOOL_CURRENCY_STORAGE_KEY, useSchoolCurrency } from '@/lib/school/use-school-currency';
import { setStoredUser, setToken } from '@/lib/session/session-storage';
import { makeValidTestToken } from '@/lib/token/test-token';

const user: SessionUser = {
  id: 7,
  username: 'teacher',
  email: null,
  firstName: 'Farida',
  lastName: 'Ahmadzai',
  dariName: null,
  role: 'TEACHER',
  permissions: {},
  dataScopes: ['school:1'],
  schoolId: 1,
  department: null,
  lastLogin: null,
  isActive: true,
};

function answerWith(status: number, body: unknown) {
  const spy = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', spy);
  return spy;
}

function renderCurrency() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useSchoolCurrency(), { wrapper });
}

beforeEach(() => {
  setToken(makeValidTestToken());
  setStoredUser(user);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useSchoolCurrency', () => {
  it("answers the school's currency and remembers it for this school", async () => {
    const spy = answerWith(200, { success: true, message: 'School currency retrieved successfully', data: { currency: 'AFN' } });
    const { result } = renderCurrency();
    expect(result.current).toBe('USD');
    await waitFor(() => expect(result.current).toBe('AFN'));
    const request = spy.mock.calls[0] as unknown as [RequestInfo | URL];
    expect(String(request[0] instanceof Request ? request[0].url : request[0])).toContain('/api/settings/currency');
    expect(JSON.parse(localStorage.getItem(SCHOOL_CURRENCY_STORAGE_KEY) ?? 'null')).toEqual({ schoolId: 1, currency: 'AFN' });
  });

  it('stays USD when the server has no such call (quietly) or answers something else', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const spy = answerWith(404, { success: false, message: 'Not found' });
    const { result } = renderCurrency();
    await waitFor(() => expect(spy).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe('USD');
    expect(logged).not.toHaveBeenCalled();

    // An answer outside the contract (a server of another version) is logged by send(), as every
    // call's is; the money still shows in USD.
    answerWith(200, { success: true, message: 'School currency retrieved successfully', data: { currency: 'EUR' } });
    const second = renderCurrency();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(second.result.current).toBe('USD');
  });

  it("shows the currency last read for the user's school until the server answers, never another school's", () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    localStorage.setItem(SCHOOL_CURRENCY_STORAGE_KEY, JSON.stringify({ schoolId: 1, currency: 'AFN' }));
    expect(renderCurrency().result.current).toBe('AFN');

    localStorage.setItem(SCHOOL_CURRENCY_STORAGE_KEY, JSON.stringify({ schoolId: 2, currency: 'AFN' }));
    expect(renderCurrency().result.current).toBe('USD');
  });
});
