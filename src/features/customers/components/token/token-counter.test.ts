import { describe, expect, it } from 'vitest';
import {
  TOKEN_COUNTER_STORAGE_KEY,
  formatTokenNumber,
  issueNextToken,
  lastIssuedToken,
  tokenDayKey,
} from '@/features/customers/components/token/token-counter';

// Asia/Kabul is UTC+4:30 all year: its midnight is 19:30 UTC the evening before.
const BEFORE_KABUL_MIDNIGHT = new Date('2026-05-12T19:29:59Z');
const AFTER_KABUL_MIDNIGHT = new Date('2026-05-12T19:30:00Z');

describe('token counter', () => {
  it('gives 1 to the first visitor of the day, then counts up on each issue', () => {
    const morning = new Date('2026-05-12T04:00:00Z');
    expect(issueNextToken(morning)).toEqual({ number: 1, dateKey: '2026-05-12' });
    expect(issueNextToken(morning)).toEqual({ number: 2, dateKey: '2026-05-12' });
    expect(issueNextToken(new Date('2026-05-12T10:00:00Z')).number).toBe(3);
    expect(lastIssuedToken(morning)).toEqual({ number: 3, dateKey: '2026-05-12' });
  });

  it('starts again at 1 at midnight in Kabul, not at midnight UTC', () => {
    issueNextToken(new Date('2026-05-12T06:00:00Z'));
    expect(issueNextToken(BEFORE_KABUL_MIDNIGHT)).toEqual({ number: 2, dateKey: '2026-05-12' });
    expect(issueNextToken(AFTER_KABUL_MIDNIGHT)).toEqual({ number: 1, dateKey: '2026-05-13' });
    // Still 12 May in UTC, already 13 May in Kabul: the same day as the token above.
    expect(issueNextToken(new Date('2026-05-12T23:00:00Z'))).toEqual({ number: 2, dateKey: '2026-05-13' });
  });

  it('has no token for a new day until one is issued', () => {
    issueNextToken(BEFORE_KABUL_MIDNIGHT);
    expect(lastIssuedToken(AFTER_KABUL_MIDNIGHT)).toBeNull();
  });

  it('keeps the counter in local storage', () => {
    issueNextToken(BEFORE_KABUL_MIDNIGHT);
    expect(JSON.parse(localStorage.getItem(TOKEN_COUNTER_STORAGE_KEY) ?? 'null')).toEqual({ number: 1, dateKey: '2026-05-12' });
  });

  it('starts the day again when the stored counter is unreadable', () => {
    localStorage.setItem(TOKEN_COUNTER_STORAGE_KEY, '{not json');
    expect(issueNextToken(BEFORE_KABUL_MIDNIGHT).number).toBe(1);
    localStorage.setItem(TOKEN_COUNTER_STORAGE_KEY, JSON.stringify({ number: 'seven', dateKey: '2026-05-12' }));
    expect(issueNextToken(BEFORE_KABUL_MIDNIGHT).number).toBe(1);
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
