/**
 * Exact money: amounts travel as decimal text or integer cents, never as floating point. Apart
 * from the finance contract (which re-exports them) so a small module such as the money limits
 * setting can use them without loading the whole finance contract (the login screen's first load
 * holds the settings).
 */

/** Up to 13 integer digits: a column holds 12, a sum over many rows may need more. */
const MONEY_PATTERN = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "12.3" / 12.3 → 1230 (integer cents); null when not a decimal with at most 2 places. */
export function decimalToCents(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = MONEY_PATTERN.exec(text);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** 1230 → "12.30" (what a numeric column takes). */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
