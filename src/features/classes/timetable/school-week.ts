import type { TimetableEntry } from '@/contract/classes';
import { ISO_WEEKDAY, schoolWeekOrder, type SchoolWeek } from '@/contract/settings';

/** The seven ISO weekdays (1 Monday … 7 Sunday) in the school's order, its first day first. */
export function weekDays(week: SchoolWeek): number[] {
  return schoolWeekOrder(week.firstDay);
}

/** The day a new lesson starts on: the school week's first day (never a weekend day). */
export function firstSchoolDay(week: SchoolWeek): number {
  return ISO_WEEKDAY[week.firstDay];
}

/**
 * The days to show, from the school's first day, with their lessons by start time: every school
 * day, and a weekend day only when a lesson was put on it.
 */
export function lessonsByDay(lessons: readonly TimetableEntry[], week: SchoolWeek): { weekday: number; lessons: TimetableEntry[] }[] {
  const weekend = new Set(week.weekendDays.map((day) => ISO_WEEKDAY[day]));
  const days = weekDays(week).filter((weekday) => !weekend.has(weekday) || lessons.some((lesson) => lesson.weekday === weekday));
  return days.map((weekday) => ({
    weekday,
    lessons: lessons.filter((lesson) => lesson.weekday === weekday).sort((a, b) => a.startTime.localeCompare(b.startTime)),
  }));
}
