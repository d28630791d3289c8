/**
 * This device's desk prefix, printed before its token numbers ("A-007"). Each device counts its
 * own tokens, so two desks issuing during the same outage tell their numbers apart only by it.
 * Empty by default (one desk needs none); remembered on this device like the auto-print option.
 */
export const DESK_PREFIX_STORAGE_KEY = 'tokenDeskPrefix';

// Short enough for the slip's large counter; letters and digits only, since "-" separates it.
const DESK_PREFIX_PATTERN = /^[A-Z0-9]{0,2}$/;

/** One or two capital letters (A–Z) or digits, or empty for no prefix. */
export function isValidDeskPrefix(value: string): boolean {
  return DESK_PREFIX_PATTERN.test(value);
}

export function readDeskPrefix(storage: Storage = localStorage): string {
  try {
    const stored = storage.getItem(DESK_PREFIX_STORAGE_KEY) ?? '';
    return isValidDeskPrefix(stored) ? stored : ''; // hand-edited storage: no prefix rather than a broken label
  } catch {
    return '';
  }
}

export function writeDeskPrefix(value: string, storage: Storage = localStorage): void {
  if (!isValidDeskPrefix(value)) throw new RangeError(`Not a desk prefix: "${value}" (one or two of A–Z, 0–9, or empty)`);
  try {
    if (value) storage.setItem(DESK_PREFIX_STORAGE_KEY, value);
    else storage.removeItem(DESK_PREFIX_STORAGE_KEY);
  } catch {
    // Storage unavailable: the desk prints without a prefix.
  }
}
