/**
 * Brute-force protection of POST /api/users/login (OWASP authentication cheat sheet): failures
 * slow down one (username, address) pair with growing waits, an address that fails across many
 * usernames is capped, and the right password from an address that has not been failing always
 * gets in. Time is a fake clock (Date only), so no test sleeps or depends on timing.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@/contract/auth';
import { DEMO_PASSWORD } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { LOGIN_RATE_LIMIT } from './login-route';
import { LOGIN_THROTTLE, LOGIN_THROTTLE_MESSAGE } from './login-throttle';

let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  // Each test starts a day later, so nothing one test counted reaches the next.
  clock += 24 * 60 * 60 * 1000 + 60_000;
  vi.useFakeTimers({ toFake: ['Date'], now: clock });
});
afterEach(() => {
  clock = Date.now();
  vi.useRealTimers();
});

const advanceSeconds = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', remoteAddress, payload: { username, password } });

/** The wait the pair must keep after its n-th failure in a row: 0, then 1 s, 2 s, 4 s … capped. */
const expectedWait = (failures: number) =>
  failures < LOGIN_THROTTLE.delayFromFailure
    ? 0
    : Math.min(2 ** (failures - LOGIN_THROTTLE.delayFromFailure), LOGIN_THROTTLE.maxDelaySeconds);

function expectThrottled(response: LightMyRequestResponse, message: string, retryAfterSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ success: false, message });
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
}

/** Fails `count` times on the pair, waiting out each delay, and answers the wait after the last. */
async function failOnPair(username: string, address: string, count: number): Promise<number> {
  for (let failure = 1; failure <= count; failure += 1) {
    expect((await login(username, `wrong-${failure}`, address)).statusCode).toBe(401);
    if (failure < count) advanceSeconds(expectedWait(failure));
  }
  return expectedWait(count);
}

describe('login throttle per (username, address)', () => {
  it('lets the owner in from a fresh address while an attacker\'s address is throttled on that username', async () => {
    const attacker = '203.0.113.7';
    // Well past the old "five failures lock the account".
    const wait = await failOnPair('owner', attacker, LOGIN_THROTTLE.delayFromFailure + 5);
    expect(wait).toBeGreaterThan(1);

    // The attacker's address waits, even with the right password (no guess is checked while waiting).
    expectThrottled(await login('owner', 'another-guess', attacker), LOGIN_THROTTLE_MESSAGE, wait);
    expectThrottled(await login('owner', DEMO_PASSWORD, attacker), LOGIN_THROTTLE_MESSAGE, wait);

    // The real owner, on another device or network, signs in at once.
    const owner = await login('owner', DEMO_PASSWORD, '198.51.100.20');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.user.username).toBe('owner');
    // Another user behind the attacker's address is not affected either.
    expect((await login('teacher', DEMO_PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('makes the pair wait 1 s, 2 s, 4 s … after each further failure, up to the cap, the same for unknown usernames', async () => {
    const address = '203.0.113.8';
    // A known and an unknown username, each from its own address (the pairs are independent).
    const pairs = [
      { username: 'cashier', address },
      { username: 'no-such-user', address: '203.0.113.18' },
    ];
    const tryAll = (password: string) => Promise.all(pairs.map((pair) => login(pair.username, password, pair.address)));
    for (let failure = 1; expectedWait(failure - 1) < LOGIN_THROTTLE.maxDelaySeconds; failure += 1) {
      for (const answer of await tryAll(`wrong-${failure}`)) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual({ success: false, message: AUTH_MESSAGES.invalidCredentials });
      }
      const wait = expectedWait(failure);
      if (wait === 0) continue;
      // Known and unknown usernames get the same answer, with the wait in Retry-After.
      for (const answer of await tryAll('x')) expectThrottled(answer, LOGIN_THROTTLE_MESSAGE, wait);
      const half = Math.floor(wait / 2);
      if (half > 0) {
        // Halfway through, Retry-After tells what is left.
        advanceSeconds(half);
        for (const answer of await tryAll('x')) expectThrottled(answer, LOGIN_THROTTLE_MESSAGE, wait - half);
      }
      advanceSeconds(wait - half);
    }
    // The cap holds however many failures follow.
    expect((await login('cashier', 'wrong-again', address)).statusCode).toBe(401);
    expectThrottled(await login('cashier', DEMO_PASSWORD, address), LOGIN_THROTTLE_MESSAGE, LOGIN_THROTTLE.maxDelaySeconds);

    // Once the wait is over, the right password gets in and the pair starts afresh.
    advanceSeconds(LOGIN_THROTTLE.maxDelaySeconds);
    expect((await login('cashier', DEMO_PASSWORD, address)).statusCode).toBe(200);
    for (let failure = 1; failure < LOGIN_THROTTLE.delayFromFailure; failure += 1) {
      expect((await login('cashier', 'wrong', address)).statusCode).toBe(401);
    }
    expect((await login('cashier', DEMO_PASSWORD, address)).statusCode).toBe(200);
  });

  it('forgets a pair\'s failures a day after the first one', async () => {
    const address = '203.0.113.9';
    const wait = await failOnPair('parent', address, LOGIN_THROTTLE.delayFromFailure + 2);
    expectThrottled(await login('parent', DEMO_PASSWORD, address), LOGIN_THROTTLE_MESSAGE, wait);
    advanceSeconds(LOGIN_THROTTLE.pairWindowHours * 3600);
    // A fresh start: the first failures are free again.
    expect((await login('parent', 'wrong', address)).statusCode).toBe(401);
    expect((await login('parent', DEMO_PASSWORD, address)).statusCode).toBe(200);
  });
});

describe('login throttle per address', () => {
  it('caps failures per address across usernames with 429 and Retry-After, not other addresses', { timeout: 120_000 }, async () => {
    // The sprayer moves through its IPv6 network: a /64 is one address (its owner holds all of it).
    const sprayer = (n: number) => `2001:db8:1:2::${n.toString(16)}`;
    // Spread out so that the per-minute cap on login calls never answers first.
    const stepSeconds = Math.ceil(120 / LOGIN_RATE_LIMIT.max);
    const windowSeconds = LOGIN_THROTTLE.addressWindowMinutes * 60;
    expect(LOGIN_THROTTLE.maxAddressFailures * stepSeconds).toBeLessThan(windowSeconds);

    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxAddressFailures; attempt += 1) {
      if (attempt > 0) advanceSeconds(stepSeconds);
      const response = await login(`guess-${attempt}`, 'Password1', sprayer(attempt + 1));
      expect(response.statusCode, `attempt ${attempt + 1}`).toBe(401);
    }
    const elapsed = (LOGIN_THROTTLE.maxAddressFailures - 1) * stepSeconds;
    // Past the cap, every username is refused from there, the right password included.
    expectThrottled(await login('admin', DEMO_PASSWORD, sprayer(0xffff)), AUTH_MESSAGES.tooManyAttempts, windowSeconds - elapsed);
    expectThrottled(await login('guess-new', 'Password1', sprayer(1)), AUTH_MESSAGES.tooManyAttempts, windowSeconds - elapsed);

    // Other addresses are not affected.
    expect((await login('admin', DEMO_PASSWORD, '2001:db8:1:3::1')).statusCode).toBe(200);
    expect((await login('admin', DEMO_PASSWORD, '192.0.2.51')).statusCode).toBe(200);

    // Once the window has passed, the address signs in again.
    advanceSeconds(windowSeconds - elapsed);
    expect((await login('admin', DEMO_PASSWORD, sprayer(1))).statusCode).toBe(200);
  });
});

describe('login call cap', () => {
  it('caps login calls per address and minute, with Retry-After', async () => {
    const address = '198.51.100.77';
    const statuses: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let call = 0; call <= LOGIN_RATE_LIMIT.max; call += 1) {
      // Empty bodies: refused by validation, but still counted (the cap runs first).
      last = await t.app.inject({ method: 'POST', url: '/api/users/login', remoteAddress: address, payload: {} });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, LOGIN_RATE_LIMIT.max).every((status) => status === 400)).toBe(true);
    expectThrottled(last!, AUTH_MESSAGES.tooManyAttempts, 60);
  });
});

describe('a successful login', () => {
  it('clears the pair\'s failures', async () => {
    const address = '198.51.100.88';
    const free = LOGIN_THROTTLE.delayFromFailure - 1;
    for (let attempt = 0; attempt < free; attempt += 1) expect((await login('principal', 'wrong', address)).statusCode).toBe(401);
    expect((await login('principal', DEMO_PASSWORD, address)).statusCode).toBe(200);
    for (let attempt = 0; attempt < free; attempt += 1) expect((await login('principal', 'wrong', address)).statusCode).toBe(401);
    expect((await login('principal', DEMO_PASSWORD, address)).statusCode).toBe(200);
  });

  it('does not count against the address', { timeout: 120_000 }, async () => {
    const address = '198.51.100.99';
    const stepSeconds = Math.ceil(120 / LOGIN_RATE_LIMIT.max);
    // One address short of its cap in failures, then many sign-ins that succeed.
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxAddressFailures - 1; attempt += 1) {
      if (attempt > 0) advanceSeconds(stepSeconds);
      expect((await login(`typo-${attempt}`, 'wrong', address)).statusCode).toBe(401);
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      advanceSeconds(stepSeconds);
      expect((await login('frontdesk', DEMO_PASSWORD, address)).statusCode).toBe(200);
    }
    // The last failure the address may make is still answered as a failure, not a lock.
    advanceSeconds(stepSeconds);
    expect((await login('typo-last', 'wrong', address)).statusCode).toBe(401);
  });
});
