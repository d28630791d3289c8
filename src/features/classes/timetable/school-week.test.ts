import { describe, expect, it } from 'vitest';
import type { TimetableEntry } from '@/contract/classes';
import { lessonsByDay } from '@/features/classes/timetable/school-week';

const lesson = (id: number, weekday: number, startTime: string): TimetableEntry => ({
  id,
  schoolId: 1,
  classId: 1,
  className: '7A',
  subject: { id: 1, name: 'Maths', code: 'MATH' },
  teacher: null,
  weekday,
  startTime,
  endTime: '23:00',
  room: null,
});

describe('lessonsByDay', () => {
  it('lists Saturday to Thursday in school order, each day by start time', () => {
    const days = lessonsByDay([lesson(1, 1, '10:00'), lesson(2, 1, '08:00'), lesson(3, 6, '09:00')]);
    expect(days.map((day) => day.weekday)).toEqual([6, 7, 1, 2, 3, 4]);
    expect(days[2].lessons.map((entry) => entry.id)).toEqual([2, 1]);
    expect(days[0].lessons.map((entry) => entry.id)).toEqual([3]);
  });

  it('adds Friday only when a lesson is on it', () => {
    expect(lessonsByDay([lesson(1, 5, '08:00')]).map((day) => day.weekday)).toEqual([6, 7, 1, 2, 3, 4, 5]);
  });
});
