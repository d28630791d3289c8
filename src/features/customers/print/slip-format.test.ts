/** The token slip's date and time: the reader's language and calendar, on the school's clock (Kabul). */
import { describe, expect, it } from 'vitest';
import { formatSlipDate, formatSlipDateTime } from '@/features/customers/print/slip-format';

// 08:30 in Kabul on 12 May 2026 (22 Sawr 1405).
const issuedAt = new Date('2026-05-12T04:00:00.000Z');

describe('slip dates', () => {
  it('prints the Gregorian date and time for an English reader', () => {
    expect(formatSlipDate(issuedAt, 'en-u-ca-gregory')).toBe('May 12, 2026');
    expect(formatSlipDateTime(issuedAt, 'en-u-ca-gregory')).toBe('May 12, 2026, 8:30:00 AM');
  });

  it('prints the Solar Hijri date in Dari digits, with no era, for a Solar Hijri reader', () => {
    expect(formatSlipDate(issuedAt, 'fa-AF-u-ca-persian')).toBe('۲۲ ثور ۱۴۰۵');
    const dateTime = formatSlipDateTime(issuedAt, 'fa-AF-u-ca-persian');
    expect(dateTime).toContain('۲۲ ثور ۱۴۰۵');
    expect(dateTime).toContain('۸:۳۰:۰۰');
    expect(formatSlipDate(issuedAt, 'ps-AF-u-ca-persian')).not.toMatch(/AP/);
    expect(formatSlipDate(issuedAt, 'ps-AF-u-ca-persian')).toContain('۱۴۰۵');
  });

  it('still prints with a locale the browser cannot read', () => {
    expect(formatSlipDate(issuedAt, 'not a locale!')).toBe('May 12, 2026');
  });
});
