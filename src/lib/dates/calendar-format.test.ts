import { describe, expect, it } from 'vitest';
import { dateFormat, formatCalendarDay, intlLocale } from '@/lib/dates/calendar-format';

describe('calendar formats', () => {
  it('builds the Afghan locales with the calendar', () => {
    expect(intlLocale('fa', 'solarHijri')).toBe('fa-AF-u-ca-persian');
    expect(intlLocale('ps', 'gregorian')).toBe('ps-AF-u-ca-gregory');
    expect(intlLocale('en', 'solarHijri')).toBe('en-u-ca-persian');
  });

  it('writes Solar Hijri days with Afghan month names and Dari digits', () => {
    expect(formatCalendarDay('2026-11-22', 'fa-AF-u-ca-persian', { year: 'numeric', month: '2-digit', day: '2-digit' })).toBe('۱۴۰۵/۰۹/۰۱');
    expect(formatCalendarDay('2026-11-22', 'fa-AF-u-ca-persian', { dateStyle: 'long' })).toBe('۱ قوس ۱۴۰۵');
    expect(formatCalendarDay('2026-11-22', 'fa-AF-u-ca-gregory', { dateStyle: 'long' })).toContain('۲۰۲۶');
  });

  it('leaves out the era ICU adds to Persian-calendar dates', () => {
    const pashto = formatCalendarDay('2026-11-22', 'ps-AF-u-ca-persian', { dateStyle: 'long' });
    expect(pashto).toContain('۱۴۰۵');
    expect(pashto).not.toMatch(/AP/);
    expect(formatCalendarDay('2026-11-22', 'en-u-ca-persian', { dateStyle: 'medium' })).toBe('Azar 1, 1405');
  });

  it("writes Pashto with Dari's data and Pashto names where the browser has no Pashto (Chromium)", () => {
    const standIn = 'fa-AF-u-ca-persian-x-ps';
    expect(formatCalendarDay('2026-11-22', standIn, { dateStyle: 'long' })).toBe('۱ لیندۍ ۱۴۰۵');
    expect(formatCalendarDay('2026-11-24', standIn, { weekday: 'long' })).toBe('درېشنبه');
    expect(formatCalendarDay('2026-12-22', 'fa-AF-u-ca-gregory-x-ps', { month: 'long' })).toBe('ډسمبر');
  });

  it('shows instants in Kabul time unless told otherwise', () => {
    const instant = new Date('2026-11-22T03:30:00Z'); // 08:00 in Kabul (UTC+4:30)
    expect(dateFormat('en-u-ca-gregory', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant)).toBe('08:00');
    expect(dateFormat('fa-AF-u-ca-persian', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant)).toBe('۰۸:۰۰');
  });
});
