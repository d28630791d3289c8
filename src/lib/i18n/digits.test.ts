import { describe, expect, it } from 'vitest';
import { hasLocalDigits, toAsciiDigits } from '@/lib/i18n/digits';

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
