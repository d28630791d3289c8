import { describe, expect, it } from 'vitest';
import { hasLocalDigits, toAsciiDigits, toLocaleDigits } from '@/lib/i18n/digits';

describe('toAsciiDigits', () => {
  it('reads Dari/Pashto and Arabic digits as ASCII and leaves other text alone', () => {
    expect(toAsciiDigits('۱۴۰۵/۰۹/۰۱')).toBe('1405/09/01');
    expect(toAsciiDigits('٠٧٩٩١٢٣٤٥٦')).toBe('0799123456');
    expect(toAsciiDigits('۱۲٬۳۴۵٫۵۰ ؋')).toBe('12345.50 ؋');
    expect(toAsciiDigits('احمد 12')).toBe('احمد 12');
  });

  it('tells text with local digits from text without', () => {
    expect(hasLocalDigits('۰۷۹')).toBe(true);
    expect(hasLocalDigits('079')).toBe(false);
  });
});

describe('toLocaleDigits', () => {
  it('writes numbers in Dari and Pashto digits and leaves English alone', () => {
    expect(toLocaleDigits('12.5', 'fa-AF-u-ca-gregory')).toBe('۱۲٫۵');
    expect(toLocaleDigits('2026', 'ps-AF-u-ca-gregory')).toBe('۲۰۲۶');
    expect(toLocaleDigits('12.5', 'en-u-ca-gregory')).toBe('12.5');
  });
});
