import { describe, expect, it } from 'vitest';
import {
  TOKEN_COUNTER_KEEP_DAYS,
  TOKEN_COUNTER_STORAGE_KEY,
  formatTokenNumber,
  issueNextToken,
  lastIssuedToken,
  tokenDayKey,
} from '@/features/customers/components/token/token-counter';
import { localDatabase } from '@/lib/offline/local-database';

// Asia/Kabul is UTC+4:30 all year: its midnight is 19:30 UTC the evening before.
const BEFORE_KABUL_MIDNIGHT = new Date('2026-05-12T19:29:59Z');
const AFTER_KABUL_MIDNIGHT = new Date('2026-05-12T19:30:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

function storedDays() {
  return localDatabase().tokenCounters.toArray();
}

describe('token counter', () => {
  it('gives 1 to the first visitor of the day, then counts up on each issue', async () => {
    const morning = new Date('2026-05-12T04:00:00Z');
    expect(await issueNextToken(morning)).toEqual({ number: 1, dateKey: '2026-05-12' });
    expect(await issueNextToken(morning)).toEqual({ number: 2, dateKey: '2026-05-12' });
    expect((await issueNextToken(new Date('2026-05-12T10:00:00Z'))).number).toBe(3);
    expect(await lastIssuedToken(morning)).toEqual({ number: 3, dateKey: '2026-05-12' });
  });

  it('starts again at 1 at midnight in Kabul, not at midnight UTC', async () => {
    await issueNextToken(new Date('2026-05-12T06:00:00Z'));
    expect(await issueNextToken(BEFORE_KABUL_MIDNIGHT)).toEqual({ number: 2, dateKey: '2026-05-12' });
    expect(await issueNextToken(AFTER_KABUL_MIDNIGHT)).toEqual({ number: 1, dateKey: '2026-05-13' });
    // Still 12 May in UTC, already 13 May in Kabul: the same day as the token above.
    expect(await issueNextToken(new Date('2026-05-12T23:00:00Z'))).toEqual({ number: 2, dateKey: '2026-05-13' });
  });

  it('has no token for a new day until one is issued', async () => {
    await issueNextToken(BEFORE_KABUL_MIDNIGHT);
    expect(await lastIssuedToken(AFTER_KABUL_MIDNIGHT)).toBeNull();
    expect(await lastIssuedToken(BEFORE_KABUL_MIDNIGHT)).toEqual({ number: 1, dateKey: '2026-05-12' });
  });

  it('never hands out the same number twice when several dialogs issue at once', async () => {
    const issued = await Promise.all(Array.from({ length: 5 }, () => issueNextToken(BEFORE_KABUL_MIDNIGHT)));
    expect(issued.map((token) => token.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(await lastIssuedToken(BEFORE_KABUL_MIDNIGHT)).toEqual({ number: 5, dateKey: '2026-05-12' });
  });

  it('keeps the counter in the local database, one row per school day, and forgets days long past', async () => {
    await issueNextToken(BEFORE_KABUL_MIDNIGHT);
    await issueNextToken(AFTER_KABUL_MIDNIGHT);
    expect(await storedDays()).toEqual([
      { dateKey: '2026-05-12', number: 1 },
      { dateKey: '2026-05-13', number: 1 },
    ]);
    expect(localStorage.getItem(TOKEN_COUNTER_STORAGE_KEY)).toBeNull();

    // The first token more than TOKEN_COUNTER_KEEP_DAYS later drops 12 May, keeps 13 May.
    const later = new Date(BEFORE_KABUL_MIDNIGHT.getTime() + (TOKEN_COUNTER_KEEP_DAYS + 1) * DAY_MS);
    await issueNextToken(later);
    expect((await storedDays()).map((row) => row.dateKey)).toEqual(['2026-05-13', tokenDayKey(later)]);
  });

  it("carries on from an older version's counter in local storage, then removes it", async () => {
    localStorage.setItem(TOKEN_COUNTER_STORAGE_KEY, JSON.stringify({ number: 7, dateKey: '2026-05-12' }));
    expect(await lastIssuedToken(BEFORE_KABUL_MIDNIGHT)).toEqual({ number: 7, dateKey: '2026-05-12' });
    expect(await issueNextToken(BEFORE_KABUL_MIDNIGHT)).toEqual({ number: 8, dateKey: '2026-05-12' });
    expect(localStorage.getItem(TOKEN_COUNTER_STORAGE_KEY)).toBeNull();
    expect(await issueNextToken(BEFORE_KABUL_MIDNIGHT)).toEqual({ number: 9, dateKey: '2026-05-12' });
  });

  it("ignores an older version's counter of another day, and removes it", async () => {
    localStorage.setItem(TOKEN_COUNTER_STORAGE_KEY, JSON.stringify({ number: 7, dateKey: '2026-05-11' }));
    expect(await issueNextToken(BEFORE_KABUL_MIDNIGHT)).toEqual({ number: 1, dateKey: '2026-05-12' });
    expect(localStorage.getItem(TOKEN_COUNTER_STORAGE_KEY)).toBeNull();
  });

  it("starts the day at 1 when an older version's counter is unreadable", async () => {
    localStorage.setItem(TOKEN_COUNTER_STORAGE_KEY, '{not json');
    expect((await issueNextToken(BEFORE_KABUL_MIDNIGHT)).number).toBe(1);
    localStorage.setItem(TOKEN_COUNTER_STORAGE_KEY, JSON.stringify({ number: 'seven', dateKey: '2026-05-12' }));
    expect((await issueNextToken(AFTER_KABUL_MIDNIGHT)).number).toBe(1);
  });

  it('names the day in Asia/Kabul', () => {
    expect(tokenDayKey(BEFORE_KABUL_MIDNIGHT)).toBe('2026-05-12');
    expect(tokenDayKey(AFTER_KABUL_MIDNIGHT)).toBe('2026-05-13');
  });

  it('prints at least three digits, after an optional desk prefix', () => {
    expect(formatTokenNumber(7)).toBe('007');
    expect(formatTokenNumber(42)).toBe('042');
    expect(formatTokenNumber(1234)).toBe('1234');
    expect(formatTokenNumber(7, 'A')).toBe('A-007');
  });
});
