import { describe, expect, it } from 'vitest';
import { hasTrendData, toTrendPoints } from '@/features/students/dashboard/charts/trend-points';
import { formatRelativeTime } from '@/features/students/dashboard/format-relative-time';
import { weekdayLabel } from '@/features/students/dashboard/weekday-label';

const NOW = Date.parse('2025-05-31T10:00:00Z');
const before = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('counts back in the largest whole unit', () => {
    expect(formatRelativeTime(before(20), NOW, 'en')).toBe('now');
    expect(formatRelativeTime(before(5 * 60), NOW, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(before(3 * 3600), NOW, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime(before(26 * 3600), NOW, 'en')).toBe('yesterday');
    expect(formatRelativeTime(before(15 * 24 * 3600), NOW, 'en')).toBe('2 weeks ago');
  });

  it('speaks the UI language, and leaves an unreadable time as given', () => {
    expect(formatRelativeTime(before(5 * 60), NOW, 'fa')).not.toBe('5 minutes ago');
    expect(formatRelativeTime('not a time', NOW, 'en')).toBe('not a time');
  });
});

describe('weekdayLabel', () => {
  it("names the server's weekdays in the UI language", () => {
    expect(['Mon', 'Sat', 'Sun'].map((day) => weekdayLabel(day, 'en'))).toEqual(['Mon', 'Sat', 'Sun']);
    expect(weekdayLabel('Sat', 'fa')).not.toBe('Sat');
    expect(weekdayLabel('Someday', 'en')).toBe('Someday');
  });
});

describe('toTrendPoints', () => {
  it('leaves a gap, not a 0 %, where a point has no grades or no marks', () => {
    const points = toTrendPoints([
      { label: 'W1', averageGrade: 0, attendanceRate: 91, gradeCount: 0, markCount: 40 },
      { label: 'W2', averageGrade: 0, attendanceRate: 0 },
    ]);
    expect(points).toEqual([
      { label: 'W1', averageGrade: null, attendanceRate: 91 },
      { label: 'W2', averageGrade: 0, attendanceRate: 0 },
    ]);
    expect(hasTrendData(points)).toBe(true);
    expect(hasTrendData(toTrendPoints([{ label: 'W1', averageGrade: 0, attendanceRate: 0, gradeCount: 0, markCount: 0 }]))).toBe(false);
  });
});
