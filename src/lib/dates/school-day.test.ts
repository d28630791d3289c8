import { describe, expect, it } from 'vitest';
import { schoolDay } from './school-day';

describe('schoolDay', () => {
  it("gives Kabul's calendar day, not the device's", () => {
    // 20:00 UTC is 00:30 the next day in Kabul (UTC+4:30).
    expect(schoolDay(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
    expect(schoolDay(new Date('2026-11-22T19:29:00Z'))).toBe('2026-11-22');
    expect(schoolDay(new Date('2026-12-31T19:30:00Z'))).toBe('2027-01-01');
  });
});
