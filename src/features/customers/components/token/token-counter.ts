/**
 * The front desk's daily token counter (spec part 1 §2, §9: resets each new day and increments on
 * each open). The school's day is the Asia/Kabul calendar day, so a tablet whose clock is set to
 * another zone still starts at 1 at the school's midnight.
 *
 * This module is the ONLY place that reads or writes the counter. It lives in the local database
 * (`tokenCounters`, one row per school day), so it works offline, and each number is taken inside
 * one read-write transaction: IndexedDB runs those one after another, even across tabs, so two
 * dialogs opened at once never get the same number. Two desks tell their numbers apart by their
 * desk prefix (desk-prefix-preference.ts), not by this counter.
 */
import { schoolDay } from '@/lib/dates/school-day';
import { localDatabase } from '@/lib/offline/local-database';

/** Where versions before the local database kept the counter; folded in by the next issue. */
export const TOKEN_COUNTER_STORAGE_KEY = 'visitorTokenCounter';
/** Rows of older days are deleted: nothing reads them, and they would pile up for years. */
export const TOKEN_COUNTER_KEEP_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export type IssuedToken = {
  /** 1 for the day's first visitor. */
  number: number;
  /** The school's calendar day the number belongs to, YYYY-MM-DD (Asia/Kabul). */
  dateKey: string;
};

/** The day a token number belongs to: the school's calendar day (Asia/Kabul), YYYY-MM-DD. */
export const tokenDayKey = (now: Date): string => schoolDay(now);

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** The number an older version stored in local storage for `dateKey`, or 0 (none, another day, unreadable). */
function legacyNumberFor(dateKey: string): number {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(TOKEN_COUNTER_STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return 0;
    const stored = value as Record<string, unknown>;
    return stored.dateKey === dateKey && isCount(stored.number) ? stored.number : 0;
  } catch {
    return 0; // unreadable or no storage: the local database is the counter now
  }
}

function forgetLegacyCounter(): void {
  try {
    localStorage.removeItem(TOKEN_COUNTER_STORAGE_KEY);
  } catch {
    // No storage: there is nothing to forget either.
  }
}

/** The last number issued on `dateKey`, from the database or an older version's local storage. */
async function lastNumberOn(dateKey: string): Promise<number> {
  const row = await localDatabase().tokenCounters.get(dateKey);
  // The larger of the two: an update in the middle of the day carries on from the old counter.
  return Math.max(isCount(row?.number) ? row.number : 0, legacyNumberFor(dateKey));
}

/** The last number issued today, or null when none was issued yet today. */
export async function lastIssuedToken(now: Date = new Date()): Promise<IssuedToken | null> {
  const dateKey = tokenDayKey(now);
  const number = await lastNumberOn(dateKey);
  return number > 0 ? { number, dateKey } : null;
}

/** Takes the next number of the school's day (1 after midnight Asia/Kabul) and remembers it. */
export async function issueNextToken(now: Date = new Date()): Promise<IssuedToken> {
  const database = localDatabase();
  const dateKey = tokenDayKey(now);
  const oldestKeptDay = tokenDayKey(new Date(now.getTime() - TOKEN_COUNTER_KEEP_DAYS * DAY_MS));
  const issued = await database.transaction('rw', database.tokenCounters, async () => {
    const token = { dateKey, number: (await lastNumberOn(dateKey)) + 1 };
    await database.tokenCounters.put(token);
    await database.tokenCounters.where('dateKey').below(oldestKeptDay).delete();
    return token;
  });
  // Only once the new number is stored: an aborted transaction must not lose the old counter.
  forgetLegacyCounter();
  return issued;
}

/** The number as the slip shows it: at least three digits ("007"), after an optional desk prefix ("A-007"). */
export function formatTokenNumber(number: number, prefix = ''): string {
  const digits = String(number).padStart(3, '0');
  return prefix ? `${prefix}-${digits}` : digits;
}
