import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copySessionToDevice, markTokenRefused, readDeviceSession, tokenUserId, writeDeviceSession } from '@/lib/offline/device-session';
import { localDatabase } from '@/lib/offline/local-database';
import { makeTestToken, makeValidTestToken } from '@/lib/token/test-token';

const tokenA = makeValidTestToken({ sub: '7', jti: 'a' });
const tokenB = makeValidTestToken({ sub: '7', jti: 'b' });
const tokenC = makeValidTestToken({ sub: '8', jti: 'c' });

const noSession = { key: 'current', token: null, userName: null, refusedToken: null };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('tokenUserId', () => {
  it("reads the token's sub, a number as text", () => {
    expect(tokenUserId(makeValidTestToken({ sub: '42' }))).toBe('42');
    expect(tokenUserId(makeValidTestToken({ sub: 42 }))).toBe('42');
    expect(tokenUserId(makeValidTestToken({ sub: 0 }))).toBe('0');
  });

  it('is null for no token, an unreadable one, or one without a usable sub', () => {
    expect(tokenUserId(null)).toBeNull();
    expect(tokenUserId(undefined)).toBeNull();
    expect(tokenUserId('')).toBeNull();
    expect(tokenUserId('not-a-token')).toBeNull();
    expect(tokenUserId('aaa.!!!.bbb')).toBeNull();
    expect(tokenUserId(makeTestToken({ role: 'TEACHER', exp: 9_999_999_999 }))).toBeNull();
    expect(tokenUserId(makeValidTestToken({ sub: '' }))).toBeNull();
    expect(tokenUserId(makeValidTestToken({ sub: { id: 7 } }))).toBeNull();
    expect(tokenUserId(makeValidTestToken({ sub: null }))).toBeNull();
  });

  it('reads the sub of an expired token too (its writes still belong to that user)', () => {
    expect(tokenUserId(makeValidTestToken({ sub: '7', exp: 1 }))).toBe('7');
  });
});

describe('readDeviceSession / writeDeviceSession', () => {
  it('reads "nobody signed in" before anything was written', async () => {
    expect(await readDeviceSession()).toEqual(noSession);
  });

  it('stores the latest session, and a logout', async () => {
    await writeDeviceSession(tokenA, 'Karim');
    expect(await readDeviceSession()).toEqual({ key: 'current', token: tokenA, userName: 'Karim', refusedToken: null });
    await writeDeviceSession(tokenC, 'Zahra');
    expect(await readDeviceSession()).toEqual({ key: 'current', token: tokenC, userName: 'Zahra', refusedToken: null });
    await writeDeviceSession(null, null);
    expect(await readDeviceSession()).toEqual(noSession);
    expect(await localDatabase().deviceSession.count()).toBe(1);
  });

  it('keeps a refused token marked while the same token is written again, even with a new name', async () => {
    await writeDeviceSession(tokenA, 'Karim');
    await markTokenRefused(tokenA);
    await writeDeviceSession(tokenA, 'Karim');
    expect((await readDeviceSession()).refusedToken).toBe(tokenA);
    await writeDeviceSession(tokenA, 'Karim Karimi');
    expect(await readDeviceSession()).toEqual({ key: 'current', token: tokenA, userName: 'Karim Karimi', refusedToken: tokenA });
  });

  it('forgets the refusal when the token changes, and does not bring it back with the old token', async () => {
    await writeDeviceSession(tokenA, 'Karim');
    await markTokenRefused(tokenA);
    await writeDeviceSession(tokenB, 'Karim');
    expect((await readDeviceSession()).refusedToken).toBeNull();
    await writeDeviceSession(tokenA, 'Karim');
    expect((await readDeviceSession()).refusedToken).toBeNull();

    await markTokenRefused(tokenA);
    await writeDeviceSession(null, null);
    expect(await readDeviceSession()).toEqual(noSession);
  });

  it('does not write when nothing changed', async () => {
    await writeDeviceSession(tokenA, 'Karim');
    const put = vi.spyOn(localDatabase().deviceSession, 'put');
    await writeDeviceSession(tokenA, 'Karim');
    expect(put).not.toHaveBeenCalled();
    await writeDeviceSession(tokenA, 'Karim K.');
    expect(put).toHaveBeenCalledTimes(1);
  });
});

describe('markTokenRefused', () => {
  it('marks the current token', async () => {
    await writeDeviceSession(tokenA, 'Karim');
    await markTokenRefused(tokenA);
    expect(await readDeviceSession()).toEqual({ key: 'current', token: tokenA, userName: 'Karim', refusedToken: tokenA });
  });

  it('ignores a token that is no longer current (the user signed in again meanwhile)', async () => {
    await writeDeviceSession(tokenB, 'Karim');
    await markTokenRefused(tokenA);
    expect((await readDeviceSession()).refusedToken).toBeNull();
  });

  it('creates no session when nobody is signed in', async () => {
    await markTokenRefused(tokenA);
    expect(await localDatabase().deviceSession.count()).toBe(0);
  });
});

describe('copySessionToDevice', () => {
  it('writes calls made together once, with the last values', async () => {
    const put = vi.spyOn(localDatabase().deviceSession, 'put');
    const transaction = vi.spyOn(localDatabase(), 'transaction');
    copySessionToDevice(tokenA, null);
    copySessionToDevice(tokenA, 'Karim');
    copySessionToDevice(tokenC, 'Zahra');

    await waitFor(async () => {
      expect(await readDeviceSession()).toEqual({ key: 'current', token: tokenC, userName: 'Zahra', refusedToken: null });
    });
    expect(put).toHaveBeenCalledTimes(1);
    expect(transaction).toHaveBeenCalledTimes(1);
  });

  it('writes again for a later change', async () => {
    copySessionToDevice(tokenA, 'Karim');
    await waitFor(async () => expect((await readDeviceSession()).token).toBe(tokenA));
    copySessionToDevice(null, null);
    await waitFor(async () => expect(await readDeviceSession()).toEqual(noSession));
    copySessionToDevice(tokenB, 'Karim');
    await waitFor(async () => expect((await readDeviceSession()).token).toBe(tokenB));
  });

  it('never throws: a failed write is logged and the next one goes through', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(localDatabase().deviceSession, 'put').mockRejectedValueOnce(new Error('QuotaExceededError'));

    expect(() => copySessionToDevice(tokenA, 'Karim')).not.toThrow();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Could not copy the session for offline replay', expect.any(Error)));
    expect(await readDeviceSession()).toEqual(noSession);

    copySessionToDevice(tokenA, 'Karim');
    await waitFor(async () => expect((await readDeviceSession()).token).toBe(tokenA));
  });
});
