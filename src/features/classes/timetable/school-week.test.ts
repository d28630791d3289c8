import { describe, expect, it } from 'vitest';
import type { TimetableEntry } from '@/contract/classes';
import { DEFAULT_SCHOOL_GENERAL_SETTINGS, type SchoolWeek } from '@/contract/settings';
import { firstSchoolDay, lessonsByDay, weekDays } from '@/features/classes/timetable/school-week';

const lesson = (id: number, weekday: number, startTime: string): TimetableEntry => ({
  id,
  schoolId: 1,
  classId: 1,
  className: '7A',
  subjectId: 1,
  subject: { id: 1, name: 'Maths', code: 'MATH' },
  teacherId: null,
  teacher: null,
  weekday,
  startTime,
  endTime: '23:00',
  room: null,
  updatedAt: '2026-11-01T08:00:00.000Z',
});

const AFGHAN_WEEK = DEFAULT_SCHOOL_GENERAL_SETTINGS.week;
const MONDAY_WEEK: SchoolWeek = { firstDay: 'MONDAY', weekendDays: ['SATURDAY', 'SUNDAY'] };

describe('lessonsByDay', () => {
  it('lists Saturday to Thursday in school order by default, each day by start time', () => {
    const days = lessonsByDay([lesson(1, 1, '10:00'), lesson(2, 1, '08:00'), lesson(3, 6, '09:00')], AFGHAN_WEEK);
    expect(days.map((day) => day.weekday)).toEqual([6, 7, 1, 2, 3, 4]);
    expect(days[2].lessons.map((entry) => entry.id)).toEqual([2, 1]);
    expect(days[0].lessons.map((entry) => entry.id)).toEqual([3]);
  });

  it('adds a weekend day only when a lesson is on it, in its place in the week', () => {
    expect(lessonsByDay([lesson(1, 5, '08:00')], AFGHAN_WEEK).map((day) => day.weekday)).toEqual([6, 7, 1, 2, 3, 4, 5]);
    expect(lessonsByDay([lesson(1, 6, '08:00')], MONDAY_WEEK).map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("starts at the school's first day and leaves out its weekend days", () => {
    expect(lessonsByDay([], MONDAY_WEEK).map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5]);
    expect(lessonsByDay([], { firstDay: 'SUNDAY', weekendDays: ['FRIDAY', 'SATURDAY'] }).map((day) => day.weekday)).toEqual([7, 1, 2, 3, 4]);
  });
});

describe('weekDays and firstSchoolDay', () => {
  it('give all seven days from the first day, and that first day', () => {
    expect(weekDays(AFGHAN_WEEK)).toEqual([6, 7, 1, 2, 3, 4, 5]);
    expect(weekDays(MONDAY_WEEK)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(firstSchoolDay(AFGHAN_WEEK)).toBe(6);
    expect(firstSchoolDay(MONDAY_WEEK)).toBe(1);
  });
});
