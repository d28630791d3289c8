import { describe, expect, it } from 'vitest';
import { applicableSearch, isSearchTooShort } from '@/features/students/hooks/search-rule';

describe('the students search rule', () => {
  it('applies an empty box (everyone) and 2 or more characters, trimmed', () => {
    expect(applicableSearch('')).toBe('');
    expect(applicableSearch('   ')).toBe('');
    expect(applicableSearch('Ah')).toBe('Ah');
    expect(applicableSearch('  Ahmad ')).toBe('Ahmad');
  });

  it('keeps the applied search for one character', () => {
    expect(applicableSearch('A')).toBeNull();
    expect(applicableSearch(' A ')).toBeNull();
    expect(isSearchTooShort('A')).toBe(true);
    expect(isSearchTooShort('')).toBe(false);
    expect(isSearchTooShort('Ah')).toBe(false);
  });
});
