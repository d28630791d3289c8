/** The Afghan school week as the timetable shows it: Saturday to Thursday, today's Kabul day first chosen. */
import { SCHOOL_WEEK_ORDER, type TimetableLesson } from '@/contract/parent-child-records';
import { schoolDay } from '@/lib/dates/school-day';

/** ISO weekdays Saturday (6) … Thursday (4); Friday is no school day. */
export const SCHOOL_DAYS: readonly number[] = SCHOOL_WEEK_ORDER.filter((weekday) => weekday !== 5);

/** The ISO weekday (1 Monday … 7 Sunday) of a YYYY-MM-DD day. */
export function isoWeekday(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The school day to open first: today in Kabul, or Saturday on a Friday (the next week's first day). */
export function firstSchoolDay(instant: Date = new Date()): number {
  const today = isoWeekday(schoolDay(instant));
  return SCHOOL_DAYS.includes(today) ? today : SCHOOL_DAYS[0];
}

export function lessonsOn(lessons: readonly TimetableLesson[], weekday: number): TimetableLesson[] {
  return lessons.filter((lesson) => lesson.weekday === weekday).sort((a, b) => a.startTime.localeCompare(b.startTime));
}

/** A date that falls on the ISO weekday (a fixed week: 2024-01-01 was a Monday), to name the day with Intl. */
export function dateOfWeekday(weekday: number): Date {
  return new Date(Date.UTC(2024, 0, weekday));
}
