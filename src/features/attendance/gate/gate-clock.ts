/**
 * The gate's "now" on the school's clock (Asia/Kabul). The press sends its own day and time, so a
 * mark queued offline and sent later still records when the student came or left.
 */
import { SCHOOL_TIME_ZONE, schoolDay } from '@/lib/dates/school-day';

const clockFormat = new Intl.DateTimeFormat('en-GB', { timeZone: SCHOOL_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** HH:MM (24-hour) in Kabul at an instant. */
export function schoolClockTime(instant: Date = new Date()): string {
  const parts = Object.fromEntries(clockFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.hour}:${parts.minute}`;
}

/** The day and time a gate press records: the typed time, or now. */
export function gatePressMoment(typedTime: string, instant: Date = new Date()): { date: string; time: string } {
  return { date: schoolDay(instant), time: typedTime.trim() === '' ? schoolClockTime(instant) : typedTime.trim() };
}
