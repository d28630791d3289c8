import type { TimetableEntry } from '@/contract/classes';

/** The Afghan school week as ISO weekdays (1 Monday … 7 Sunday): Saturday to Thursday. */
export const SCHOOL_WEEK = [6, 7, 1, 2, 3, 4] as const;
/** Friday, the weekend: shown only when a lesson was put on it. */
export const FRIDAY = 5;

/** The days to show (Friday added when it has lessons) with their lessons by start time. */
export function lessonsByDay(lessons: readonly TimetableEntry[]): { weekday: number; lessons: TimetableEntry[] }[] {
  const days: number[] = [...SCHOOL_WEEK];
  if (lessons.some((lesson) => lesson.weekday === FRIDAY)) days.push(FRIDAY);
  return days.map((weekday) => ({
    weekday,
    lessons: lessons.filter((lesson) => lesson.weekday === weekday).sort((a, b) => a.startTime.localeCompare(b.startTime)),
  }));
}
