/**
 * The front desk's daily token counter (spec part 1 §2, §9: "kept in local storage, resets each
 * new day and increments on each open"). The school's day is the Asia/Kabul calendar day, so a
 * tablet whose clock is set to another zone still starts at 1 at the school's midnight.
 *
 * This module is the ONLY place that reads or writes the counter: the offline issue moves it to
 * IndexedDB behind the same `issueNextToken` call.
 */
export const TOKEN_COUNTER_STORAGE_KEY = 'visitorTokenCounter';
export const TOKEN_TIME_ZONE = 'Asia/Kabul';

export type IssuedToken = {
  /** 1 for the day's first visitor. */
  number: number;
  /** The school's calendar day the number belongs to, YYYY-MM-DD (Asia/Kabul). */
  dateKey: string;
};

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TOKEN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Asia/Kabul calendar day of an instant, as YYYY-MM-DD. */
export function tokenDayKey(now: Date): string {
  const parts = Object.fromEntries(dayKeyFormat.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function readCounter(storage: Storage): IssuedToken | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(TOKEN_COUNTER_STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { number, dateKey } = value as Record<string, unknown>;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 0) return null;
    if (typeof dateKey !== 'string') return null;
    return { number, dateKey };
  } catch {
    return null; // unreadable: start the day again rather than block the desk
  }
}

/** The last number issued today, or null when none was issued yet today. */
export function lastIssuedToken(now: Date = new Date(), storage: Storage = localStorage): IssuedToken | null {
  const stored = readCounter(storage);
  return stored && stored.dateKey === tokenDayKey(now) ? stored : null;
}

/** Takes the next number of the school's day (1 after midnight Asia/Kabul) and remembers it. */
export function issueNextToken(now: Date = new Date(), storage: Storage = localStorage): IssuedToken {
  const dateKey = tokenDayKey(now);
  const previous = lastIssuedToken(now, storage);
  const issued = { number: (previous?.number ?? 0) + 1, dateKey };
  storage.setItem(TOKEN_COUNTER_STORAGE_KEY, JSON.stringify(issued));
  return issued;
}

/** The number as the slip shows it: at least three digits ("007"), after an optional desk prefix ("A-007"). */
export function formatTokenNumber(number: number, prefix = ''): string {
  const digits = String(number).padStart(3, '0');
  return prefix ? `${prefix}-${digits}` : digits;
}
