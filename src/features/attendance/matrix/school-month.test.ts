import { describe, expect, it } from 'vitest';
import { currentSchoolMonth, monthBounds } from '@/features/attendance/matrix/school-month';
import { schoolDay } from '@/lib/dates/school-day';

describe('school month', () => {
  it("starts on Kabul's month, not the device's", () => {
    // 20:00 UTC on 31 March is already 1 April in Kabul (UTC+4:30).
    expect(currentSchoolMonth(schoolDay(new Date('2026-03-31T20:00:00Z')))).toEqual({ year: 2026, month: 4 });
    expect(currentSchoolMonth('2026-12-05')).toEqual({ year: 2026, month: 12 });
  });

  it("bounds a month by its first and last days, leap years included", () => {
    expect(monthBounds({ year: 2026, month: 3 })).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(monthBounds({ year: 2028, month: 2 })).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthBounds({ year: 2026, month: 12 })).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
