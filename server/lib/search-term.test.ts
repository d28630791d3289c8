// Tests src/contract/search-term.ts here: src/contract may import nothing but zod (vitest included).
import { describe, expect, it } from 'vitest';
import { customerSearchFields, customerSearchMatcher } from '@/contract/customer-text-search';
import { normalizeSearchTerm, searchSpellings } from '@/contract/search-term';

describe('normalizeSearchTerm', () => {
  it('turns Dari and Arabic digits into ASCII ones and trims', () => {
    expect(normalizeSearchTerm(' ۰۷۹۹ ۱۲۳ ')).toBe('0799 123');
    expect(normalizeSearchTerm('٠٧٩٩')).toBe('0799');
    expect(normalizeSearchTerm('V-۲۰۲۶-۰۰۰۱۲۳')).toBe('V-2026-000123');
  });

  it('writes the Arabic yeh and kaf as the Dari ones', () => {
    expect(normalizeSearchTerm('علي كريمي')).toBe('علی کریمی');
    expect(normalizeSearchTerm('Ahmad')).toBe('Ahmad');
  });
});

describe('searchSpellings', () => {
  it('adds the Arabic-keyboard spelling only when the term has a yeh or kaf', () => {
    expect(searchSpellings('كريم')).toEqual(['کریم', 'كريم']);
    expect(searchSpellings('احمد')).toEqual(['احمد']);
    expect(searchSpellings('ahmad')).toEqual(['ahmad']);
  });
});

describe('the offline visitor search', () => {
  const visitor = customerSearchFields({
    serialNumber: 'V-2026-000123',
    name: 'Karim Ahmadi',
    dariName: 'كريم احمدي', // typed on an Arabic keyboard
    email: null,
    phone: '0799 123 456',
    mobile: null,
  });

  it('finds a visitor by a Dari-digit phone or serial number', () => {
    expect(customerSearchMatcher('۰۷۹۹ ۱۲۳')(visitor)).toBe(true);
    expect(customerSearchMatcher('v-۲۰۲۶-۰۰۰۱۲۳')(visitor)).toBe(true);
  });

  it('finds an Arabic-keyboard name by its Dari spelling and as typed', () => {
    expect(customerSearchMatcher('کریم')(visitor)).toBe(true);
    expect(customerSearchMatcher('كريم')(visitor)).toBe(true);
    expect(customerSearchMatcher('رحیم')(visitor)).toBe(false);
  });
});
