import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { offlineWritesOf } from '@/contract/endpoint';
import * as expenseEndpoints from '@/contract/endpoints/finance/expenses';
import * as paymentEndpoints from '@/contract/endpoints/finance/payments';
import { writeDeviceSession } from '@/lib/offline/device-session';
import type { OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { addToOutbox } from '@/lib/offline/outbox/outbox-store';
import { foldPendingWrites, NO_PENDING_WRITES, readPendingWrites, useRefreshWhenSent, type PendingWrites } from '@/lib/offline/outbox/pending-writes';
import { envelopeBytes, makeOutboxWrite } from '@/lib/offline/outbox/testing/outbox-fixture';
import { makeValidTestToken } from '@/lib/token/test-token';

const FINANCE_WRITES = [...offlineWritesOf(expenseEndpoints), ...offlineWritesOf(paymentEndpoints)];
const CHALK = { title: 'Chalk', amount: 125, category: 'supplies', date: '2026-11-27' };

const item = (requestId: string, overrides: Partial<OutboxItem> = {}): OutboxItem => ({ ...makeOutboxWrite(requestId), ...overrides });

describe('foldPendingWrites', () => {
  it('keeps new records in outbox order and marks the records a write changes', () => {
    const folded = foldPendingWrites(FINANCE_WRITES, 'expense', [
      { item: item('a', { url: '/api/expenses' }), body: CHALK },
      { item: item('b', { method: 'PUT', url: '/api/expenses/12' }), body: { amount: 130 } },
      { item: item('c', { url: '/api/expenses', state: 'attention' }), body: { ...CHALK, title: 'Paper' } },
      { item: item('d', { url: '/api/expenses/14/restore' }), body: undefined },
    ]);
    expect(folded.created.map((write) => [write.requestId, write.state, write.recordId])).toEqual([
      ['a', 'queued', null],
      ['c', 'attention', null],
    ]);
    expect(folded.created[0]?.body).toEqual(CHALK);
    expect([...folded.changed]).toEqual([
      ['12', 'queued'],
      ['14', 'queued'],
    ]);
    expect(folded.requestIds).toEqual(['a', 'b', 'c', 'd']);
  });

  it('ignores other entities and writes no definition knows; one refused change is enough for attention', () => {
    const folded = foldPendingWrites(FINANCE_WRITES, 'expense', [
      { item: item('p', { url: '/api/payments' }), body: { studentId: 3, amount: 500 } },
      { item: item('x', { url: '/api/somewhere-else' }), body: {} },
      { item: item('e1', { method: 'PUT', url: '/api/expenses/12', state: 'attention' }), body: {} },
      { item: item('e2', { method: 'PUT', url: '/api/expenses/12' }), body: {} },
    ]);
    expect(folded.created).toEqual([]);
    expect([...folded.changed]).toEqual([['12', 'attention']]);
    expect(foldPendingWrites(FINANCE_WRITES, 'expense', [])).toBe(NO_PENDING_WRITES);
  });
});

describe('readPendingWrites', () => {
  it("reads only the signed-in user's writes, with their bodies decoded", async () => {
    await writeDeviceSession(makeValidTestToken({ sub: '7' }), 'Karim');
    const { seq: _a, ...mine } = item('mine', { url: '/api/expenses', body: await envelopeBytes(CHALK) });
    const { seq: _b, ...theirs } = item('theirs', { url: '/api/expenses', userId: '8', body: await envelopeBytes({ ...CHALK, title: 'Ink' }) });
    await addToOutbox(mine);
    await addToOutbox(theirs);

    const pending = await readPendingWrites(FINANCE_WRITES, 'expense');
    expect(pending.created.map((write) => [write.requestId, write.body])).toEqual([['mine', CHALK]]);
    expect(await readPendingWrites(FINANCE_WRITES, 'payment')).toBe(NO_PENDING_WRITES);
  });
});

describe('useRefreshWhenSent', () => {
  it('begins again a read still waiting for its first answer once a write has left the outbox', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let calls = 0;
    // The first read hangs, as one begun while the server was down hangs in its retries.
    const queryFn = () => (++calls === 1 ? new Promise<string>(() => {}) : Promise.resolve('from the server'));
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const waiting: PendingWrites = { ...NO_PENDING_WRITES, requestIds: ['sent-soon'] };
    const { result, rerender } = renderHook(
      ({ pending }: { pending: PendingWrites }) => {
        useRefreshWhenSent(pending, ['thread']);
        return useQuery({ queryKey: ['thread', 1], queryFn });
      },
      { wrapper, initialProps: { pending: waiting } },
    );
    await waitFor(() => expect(calls).toBe(1));
    rerender({ pending: NO_PENDING_WRITES });
    await waitFor(() => expect(result.current.data).toBe('from the server'));
    expect(calls).toBe(2);
  });
});
