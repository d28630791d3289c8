import { describe, expect, it } from 'vitest';
import { localDatabase } from '@/lib/offline/local-database';
import { outboxApiPath, outboxBodyText, type OutboxItem } from '@/lib/offline/outbox/outbox-item';
import {
  addToOutbox,
  discardOutboxItem,
  hasQueuedWrites,
  nextQueuedItem,
  postponeOutboxItem,
  readOutbox,
  removeFromOutbox,
  retryOutboxItem,
  setAside,
} from '@/lib/offline/outbox/outbox-store';
import { makeOutboxWrite, textBytes } from '@/lib/offline/outbox/testing/outbox-fixture';

const bytes = textBytes;

const write = (requestId: string, overrides: Partial<Omit<OutboxItem, 'seq'>> = {}) =>
  makeOutboxWrite(requestId, { body: bytes(JSON.stringify({ name: requestId })), ...overrides });

const requestIds = async () => (await readOutbox()).map((item) => item.requestId);

async function seqOf(requestId: string): Promise<number> {
  const item = (await readOutbox()).find((candidate) => candidate.requestId === requestId);
  if (item?.seq === undefined) throw new Error(`${requestId} is not in the outbox`);
  return item.seq;
}

describe('addToOutbox', () => {
  it('keeps the writes in the order they were made', async () => {
    const ids = Array.from({ length: 25 }, (_, i) => `req-${String(25 - i).padStart(2, '0')}`);
    for (const id of ids) await addToOutbox(write(id));

    const items = await readOutbox();
    expect(items.map((item) => item.requestId)).toEqual(ids);
    const seqs = items.map((item) => item.seq ?? 0);
    expect(seqs.every((seq, i) => i === 0 || seq > (seqs[i - 1] ?? 0))).toBe(true);
  });

  it('stores a retry of the same X-Request-ID once, keeping the first copy in its place', async () => {
    await addToOutbox(write('req-a'));
    await addToOutbox(write('req-b'));
    await addToOutbox(write('req-a', { body: bytes('{"name":"second copy"}'), url: '/api/other' }));

    expect(await requestIds()).toEqual(['req-a', 'req-b']);
    const [first] = await readOutbox();
    expect(first?.url).toBe('/api/customers');
    expect(outboxBodyText(first!)).toBe('{"name":"req-a"}');
  });

  it('keeps the body bytes and every field as given', async () => {
    const body = bytes('{"encryptedData":"U2FsdGVkX1+abc/def=="}');
    await addToOutbox(write('req-a', { method: 'PATCH', url: '/api/customers/9?x=1', userName: null, body }));
    const [stored] = await readOutbox();
    expect(stored).toMatchObject({ ...write('req-a', { method: 'PATCH', url: '/api/customers/9?x=1', userName: null }), body: expect.any(ArrayBuffer) });
    expect(new Uint8Array(stored!.body!)).toEqual(new Uint8Array(body));
  });
});

describe('nextQueuedItem', () => {
  it("gives the user's first queued write, past the ones set aside and other users' writes", async () => {
    await addToOutbox(write('other-1', { userId: '8' }));
    await addToOutbox(write('mine-refused', { state: 'attention', problem: { status: 422, message: 'Invalid' } }));
    await addToOutbox(write('other-2', { userId: '8' }));
    await addToOutbox(write('mine-1'));
    await addToOutbox(write('mine-2'));

    expect((await nextQueuedItem('7'))?.requestId).toBe('mine-1');
    expect((await nextQueuedItem('8'))?.requestId).toBe('other-1');
    expect(await nextQueuedItem('9')).toBeUndefined();
  });

  it('hasQueuedWrites: only writes that wait for their turn count', async () => {
    expect(await hasQueuedWrites('7')).toBe(false);
    await addToOutbox(write('refused', { state: 'attention', problem: { status: 400, message: 'Bad' } }));
    await addToOutbox(write('other', { userId: '8' }));
    expect(await hasQueuedWrites('7')).toBe(false);
    await addToOutbox(write('postponed', { attempts: 3, nextAttemptAt: Date.now() + 60_000 }));
    expect(await hasQueuedWrites('7')).toBe(true);
  });
});

describe('postponeOutboxItem', () => {
  it('counts the attempt, sets the next try and keeps the problem', async () => {
    await addToOutbox(write('req-a', { attempts: 2 }));
    const seq = await seqOf('req-a');
    await postponeOutboxItem(seq, 1_000_000, 8_000, { status: 503, message: 'Server error: 503' });

    const [item] = await readOutbox();
    expect(item).toMatchObject({ state: 'queued', attempts: 3, nextAttemptAt: 1_008_000, problem: { status: 503, message: 'Server error: 503' } });
  });

  it('does nothing for a write that left meanwhile', async () => {
    await postponeOutboxItem(41, 0, 2_000, { status: 0, message: 'gone' });
    expect(await localDatabase().outbox.count()).toBe(0);
  });
});

describe('setAside', () => {
  it('moves the write to "Needs attention" with the problem, in its place', async () => {
    await addToOutbox(write('req-a'));
    await addToOutbox(write('req-b'));
    const problem = { status: 422, message: 'Phone is taken', fieldErrors: { phone: 'Phone is taken' } };
    await setAside(await seqOf('req-a'), problem);

    const [first, second] = await readOutbox();
    expect(first).toMatchObject({ requestId: 'req-a', state: 'attention', problem, attempts: 0 });
    expect(second).toMatchObject({ requestId: 'req-b', state: 'queued', problem: null });
    expect((await nextQueuedItem('7'))?.requestId).toBe('req-b');
  });
});

describe('retryOutboxItem', () => {
  it('puts a set-aside write back in its place, with a clean slate', async () => {
    await addToOutbox(write('req-a'));
    await addToOutbox(write('req-b'));
    const seq = await seqOf('req-a');
    await postponeOutboxItem(seq, 0, 4_000, { status: 503, message: 'Server error: 503' });
    await setAside(seq, { status: 422, message: 'Invalid' });

    await retryOutboxItem(seq);

    const [item] = await readOutbox();
    expect(item).toMatchObject({ seq, requestId: 'req-a', state: 'queued', attempts: 0, nextAttemptAt: 0, problem: null });
    expect(outboxBodyText(item!)).toBe('{"name":"req-a"}');
    expect((await nextQueuedItem('7'))?.requestId).toBe('req-a');
  });

  it('a fixed write brings its new body and a new X-Request-ID, other headers kept', async () => {
    await addToOutbox(write('req-a', { headers: { 'content-type': 'application/json', 'x-request-id': 'req-a', 'x-device-type': 'tablet' } }));
    await addToOutbox(write('req-b'));
    const seq = await seqOf('req-a');
    await setAside(seq, { status: 422, message: 'Invalid' });

    await retryOutboxItem(seq, { body: bytes('{"name":"fixed"}'), requestId: 'req-a-2' });

    expect(await requestIds()).toEqual(['req-a-2', 'req-b']);
    const [item] = await readOutbox();
    expect(item).toMatchObject({ seq, state: 'queued', problem: null });
    expect(item?.headers).toEqual({ 'content-type': 'application/json', 'x-request-id': 'req-a-2', 'x-device-type': 'tablet' });
    expect(outboxBodyText(item!)).toBe('{"name":"fixed"}');
    // The old id is free again: the server may have kept its answer, the device does not.
    expect(await localDatabase().outbox.where('requestId').equals('req-a').count()).toBe(0);
  });
});

describe('removing', () => {
  it('removeFromOutbox and discardOutboxItem take only that write', async () => {
    for (const id of ['req-a', 'req-b', 'req-c']) await addToOutbox(write(id));
    await removeFromOutbox([await seqOf('req-b')]);
    expect(await requestIds()).toEqual(['req-a', 'req-c']);
    await discardOutboxItem(await seqOf('req-a'));
    expect(await requestIds()).toEqual(['req-c']);
  });

  it('a discarded request id can be stored again (a new attempt of the same call)', async () => {
    await addToOutbox(write('req-a'));
    await discardOutboxItem(await seqOf('req-a'));
    await addToOutbox(write('req-a'));
    expect(await requestIds()).toEqual(['req-a']);
  });
});

describe('outbox-item helpers', () => {
  it('outboxBodyText decodes the stored bytes as UTF-8, or gives null', () => {
    expect(outboxBodyText({ body: null })).toBeNull();
    expect(outboxBodyText({ body: bytes('{"dariName":"کریم کریمی"}') })).toBe('{"dariName":"کریم کریمی"}');
    expect(outboxBodyText({ body: new ArrayBuffer(0) })).toBe('');
  });

  it('outboxApiPath names the API path without /api and query', () => {
    expect(outboxApiPath({ url: '/api/customers' })).toBe('/customers');
    expect(outboxApiPath({ url: '/api/customers/3f1c-77?include=guardian' })).toBe('/customers/3f1c-77');
    expect(outboxApiPath({ url: '/api/customers/' })).toBe('/customers/');
    expect(outboxApiPath({ url: '/other/path?x=1' })).toBe('/other/path');
    expect(outboxApiPath({ url: '/apix/customers' })).toBe('/apix/customers');
  });
});
