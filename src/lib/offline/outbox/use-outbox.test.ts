import { describe, expect, it } from 'vitest';
import { markTokenRefused, writeDeviceSession } from '@/lib/offline/device-session';
import type { OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { addToOutbox } from '@/lib/offline/outbox/outbox-store';
import { readOutboxCounts, readOutboxView } from '@/lib/offline/outbox/use-outbox';
import { makeExpiredTestToken, makeValidTestToken } from '@/lib/token/test-token';
import { makeOutboxWrite } from '@/lib/offline/outbox/testing/outbox-fixture';

const NOW = Date.UTC(2026, 10, 3, 9, 30);
const KARIM = makeValidTestToken({ sub: '7', jti: 'karim' }, NOW);
const ZAHRA = makeValidTestToken({ sub: '8', jti: 'zahra' }, NOW);

const write = makeOutboxWrite;

const ids = (items: readonly OutboxItem[]) => items.map((item) => item.requestId);

/** Karim signed in; two writes of his waiting and one refused, between two of Zahra's. */
async function karimAndZahrasWrites(): Promise<void> {
  await writeDeviceSession(KARIM, 'Karim');
  await addToOutbox(write('mine-1'));
  await addToOutbox(write('zahra-1', { userId: '8', userName: 'Zahra' }));
  await addToOutbox(write('mine-refused', { state: 'attention', problem: { status: 422, message: 'Invalid' } }));
  await addToOutbox(write('mine-2'));
  await addToOutbox(write('zahra-refused', { userId: '8', state: 'attention' }));
}

describe('readOutboxView', () => {
  it("splits the user's writes into queued and refused, in order, and lists other users' writes apart", async () => {
    await karimAndZahrasWrites();

    const view = await readOutboxView('7', NOW);
    expect(ids(view.queued)).toEqual(['mine-1', 'mine-2']);
    expect(ids(view.attention)).toEqual(['mine-refused']);
    expect(ids(view.otherUsers)).toEqual(['zahra-1', 'zahra-refused']);
    expect(view.waitingForLogin).toBe(false);

    const zahrasView = await readOutboxView('8', NOW);
    expect(ids(zahrasView.queued)).toEqual(['zahra-1']);
    expect(ids(zahrasView.attention)).toEqual(['zahra-refused']);
    expect(ids(zahrasView.otherUsers)).toEqual(['mine-1', 'mine-refused', 'mine-2']);
  });

  it('agrees with the counts the top bar reads from the index, for every user and for nobody', async () => {
    await karimAndZahrasWrites();
    for (const userId of ['7', '8', '9', null]) {
      const view = await readOutboxView(userId, NOW);
      expect(await readOutboxCounts(userId)).toEqual({ queued: view.queued.length, attention: view.attention.length, otherUsers: view.otherUsers.length });
    }
    expect(await readOutboxCounts('7')).toEqual({ queued: 2, attention: 1, otherUsers: 2 });
  });

  it('is empty with an empty outbox', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    expect(await readOutboxView('7', NOW)).toEqual({ queued: [], attention: [], otherUsers: [], waitingForLogin: false });
  });

  it('shows every write as another user\'s when nobody is signed in on the page', async () => {
    await addToOutbox(write('mine-1'));
    const view = await readOutboxView(null, NOW);
    expect(ids(view.otherUsers)).toEqual(['mine-1']);
    expect(view.queued).toEqual([]);
  });

  it('waits for a login when the device session has no token', async () => {
    expect((await readOutboxView('7', NOW)).waitingForLogin).toBe(true);
    await writeDeviceSession(KARIM, 'Karim');
    await writeDeviceSession(null, null);
    expect((await readOutboxView('7', NOW)).waitingForLogin).toBe(true);
  });

  it("waits for a login when the device session's token has expired", async () => {
    await writeDeviceSession(makeExpiredTestToken({ sub: '7' }, NOW), 'Karim');
    expect((await readOutboxView('7', NOW)).waitingForLogin).toBe(true);
    // A token with a minute left is good now, and no longer two minutes later.
    await writeDeviceSession(makeValidTestToken({ sub: '7', exp: Math.floor(NOW / 1000) + 60 }, NOW), 'Karim');
    expect((await readOutboxView('7', NOW)).waitingForLogin).toBe(false);
    expect((await readOutboxView('7', NOW + 120_000)).waitingForLogin).toBe(true);
  });

  it('waits for a login when the server refused the token, until a new one is stored', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await markTokenRefused(KARIM);
    expect((await readOutboxView('7', NOW)).waitingForLogin).toBe(true);
    await writeDeviceSession(makeValidTestToken({ sub: '7', jti: 'karim-again' }, NOW), 'Karim');
    expect((await readOutboxView('7', NOW)).waitingForLogin).toBe(false);
  });

  it("waits for a login when the device session is another user's", async () => {
    await writeDeviceSession(ZAHRA, 'Zahra');
    expect((await readOutboxView('7', NOW)).waitingForLogin).toBe(true);
    expect((await readOutboxView('8', NOW)).waitingForLogin).toBe(false);
  });
});
