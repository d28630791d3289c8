import { describe, expect, it } from 'vitest';
import { makeLesson } from '@/features/parent-portal/records/testing/records-fixture';
import { dateOfWeekday, firstSchoolDay, isoWeekday, lessonsOn, SCHOOL_DAYS } from '@/features/parent-portal/records/school-week';

describe('school week', () => {
  it('runs Saturday to Thursday without Friday', () => {
    expect(SCHOOL_DAYS).toEqual([6, 7, 1, 2, 3, 4]);
  });

  it("opens on Kabul's day, not the device's: Saturday 20:00 UTC is Sunday in Kabul", () => {
    expect(firstSchoolDay(new Date('2026-11-21T20:00:00Z'))).toBe(7);
    expect(firstSchoolDay(new Date('2026-11-21T19:00:00Z'))).toBe(6);
  });

  it('opens on Saturday on a Kabul Friday', () => {
    expect(firstSchoolDay(new Date('2026-11-20T12:00:00Z'))).toBe(6);
    // Thursday 21:00 UTC is already Friday 01:30 in Kabul.
    expect(firstSchoolDay(new Date('2026-11-19T21:00:00Z'))).toBe(6);
  });

  it('reads ISO weekdays of calendar days, and names each weekday with a date on it', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
    for (const weekday of [1, 2, 3, 4, 5, 6, 7]) expect(isoWeekday(dateOfWeekday(weekday).toISOString().slice(0, 10))).toBe(weekday);
  });

  it("keeps one day's lessons in start-time order", () => {
    const lessons = [makeLesson({ id: 1, startTime: '10:00:00' }), makeLesson({ id: 2, weekday: 7 }), makeLesson({ id: 3, startTime: '08:00:00' })];
    expect(lessonsOn(lessons, 6).map((lesson) => lesson.id)).toEqual([3, 1]);
    expect(lessonsOn(lessons, 1)).toEqual([]);
  });
});
