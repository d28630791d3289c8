import { describe, expect, it } from 'vitest';
import {
  DESK_PREFIX_STORAGE_KEY,
  isValidDeskPrefix,
  readDeskPrefix,
  writeDeskPrefix,
} from '@/features/customers/components/token/desk-prefix-preference';

describe('desk prefix', () => {
  it('is one or two capital letters or digits, or empty', () => {
    for (const valid of ['', 'A', 'Z', '7', 'AB', 'B2', '10']) expect(isValidDeskPrefix(valid), valid).toBe(true);
    for (const invalid of ['a', 'ABC', 'A-', '-', ' A', 'Ä', 'د', '#', 'A B']) expect(isValidDeskPrefix(invalid), invalid).toBe(false);
  });

  it('is empty on a device that never set one', () => {
    expect(readDeskPrefix()).toBe('');
  });

  it('is remembered on this device, and emptying it removes it', () => {
    writeDeskPrefix('B2');
    expect(localStorage.getItem(DESK_PREFIX_STORAGE_KEY)).toBe('B2');
    expect(readDeskPrefix()).toBe('B2');
    writeDeskPrefix('');
    expect(localStorage.getItem(DESK_PREFIX_STORAGE_KEY)).toBeNull();
    expect(readDeskPrefix()).toBe('');
  });

  it('refuses to save anything else, and reads a hand-edited value as no prefix', () => {
    expect(() => writeDeskPrefix('A-')).toThrow('Not a desk prefix: "A-"');
    expect(localStorage.getItem(DESK_PREFIX_STORAGE_KEY)).toBeNull();
    localStorage.setItem(DESK_PREFIX_STORAGE_KEY, 'desk one');
    expect(readDeskPrefix()).toBe('');
  });
});
