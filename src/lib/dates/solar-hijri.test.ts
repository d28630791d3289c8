import { describe, expect, it } from 'vitest';
import { formatSolarHijriNumeric, isoToSolarHijri, parseSolarHijri, solarHijriMonthLength, solarHijriToIso } from '@/lib/dates/solar-hijri';

describe('Solar Hijri calendar', () => {
  it('converts both ways on known days', () => {
    expect(isoToSolarHijri('2026-11-22')).toEqual({ year: 1405, month: 9, day: 1 });
    expect(isoToSolarHijri('2025-03-21')).toEqual({ year: 1404, month: 1, day: 1 }); // Nowruz
    expect(solarHijriToIso({ year: 1405, month: 9, day: 1 })).toBe('2026-11-22');
    expect(solarHijriToIso({ year: 1404, month: 1, day: 1 })).toBe('2025-03-21');
  });

  it('round-trips every day of a leap cycle', () => {
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2029, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      const solar = isoToSolarHijri(iso);
      expect(solar && solarHijriToIso(solar)).toBe(iso);
    }
  });

  it('reads typed days in either digit set and refuses days that do not exist', () => {
    expect(parseSolarHijri('۱۴۰۵/۰۹/۰۱')).toEqual({ year: 1405, month: 9, day: 1 });
    expect(parseSolarHijri(' 1405-9-1 ')).toEqual({ year: 1405, month: 9, day: 1 });
    expect(parseSolarHijri('1405/12/31')).toBeNull(); // 1405 is not a leap year
    expect(parseSolarHijri('1405/13/01')).toBeNull();
    expect(parseSolarHijri('22/11/2026')).toBeNull();
    expect(isoToSolarHijri('2026-02-30')).toBeNull();
  });

  it('writes the numeric form users expect and knows month lengths', () => {
    expect(formatSolarHijriNumeric({ year: 1405, month: 9, day: 1 })).toBe('1405/09/01');
    expect(solarHijriMonthLength(1405, 1)).toBe(31);
    expect(solarHijriMonthLength(1405, 7)).toBe(30);
    expect(solarHijriMonthLength(1403, 12)).toBe(30); // a leap year
  });
});
