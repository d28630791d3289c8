/** How the inbox shows a time: on the school's clock (Asia/Kabul), in the screen's language. */
import { SCHOOL_TIME_ZONE, schoolDay } from '@/lib/dates/school-day';

/** Only the time for a message of today (school day), the date and time otherwise. */
export function formatInboxTime(iso: string, language: string, now: Date = new Date()): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const today = schoolDay(now) === schoolDay(instant);
  return new Intl.DateTimeFormat(language, {
    timeZone: SCHOOL_TIME_ZONE,
    ...(today ? {} : { year: 'numeric', month: 'short', day: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);
}

/** The full date and time, for the open message and a row's tooltip. */
export function formatInboxFullTime(iso: string, language: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  return new Intl.DateTimeFormat(language, { timeZone: SCHOOL_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(instant);
}

