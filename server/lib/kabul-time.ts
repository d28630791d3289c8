/**
 * Calendar arithmetic in the school's time zone (Asia/Kabul) for analytics buckets. Days are
 * 'YYYY-MM-DD' keys; a bucket's start is a day key. Weeks start on Saturday, as the Afghan week
 * does (Friday is the weekend); months and years are Gregorian (docs/decisions.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CalendarPeriod } from '@/contract/calendar-periods';

export const KABUL_TIME_ZONE = 'Asia/Kabul';
// Afghanistan has kept UTC+04:30 without daylight saving since 1945, so a fixed offset is exact.
const KABUL_OFFSET = '+04:30';
/** The same offset in minutes (a schedule's arithmetic). */
export const KABUL_OFFSET_MINUTES = 4 * 60 + 30;

/** A calendar bucket (the contract's CALENDAR_PERIODS). */
export type Period = CalendarPeriod;

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: KABUL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Kabul calendar day of an instant. */
export function kabulDay(instant: Date = new Date()): string {
  return dayFormatter.format(instant);
}

/** The instant a Kabul day begins. */
export function kabulMidnight(day: string): Date {
  return new Date(`${day}T00:00:00${KABUL_OFFSET}`);
}

function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = parseDay(day);
  date.setUTCDate(date.getUTCDate() + days);
  return formatDay(date);
}

/** The Saturday that starts the week of `day`. */
export function startOfWeek(day: string): string {
  const weekday = parseDay(day).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 1) % 7));
}

/** The first day of the period `day` lies in. */
export function startOfPeriod(period: Period, day: string): string {
  switch (period) {
    case 'daily':
      return day;
    case 'weekly':
      return startOfWeek(day);
    case 'monthly':
      return `${day.slice(0, 7)}-01`;
    case 'yearly':
      return `${day.slice(0, 4)}-01-01`;
  }
}

/** The start of the period `steps` periods after (or before, when negative) the one starting at `start`. */
export function shiftPeriod(period: Period, start: string, steps: number): string {
  switch (period) {
    case 'daily':
      return addDays(start, steps);
    case 'weekly':
      return addDays(start, steps * 7);
    case 'monthly': {
      const date = parseDay(start);
      date.setUTCMonth(date.getUTCMonth() + steps, 1);
      return formatDay(date);
    }
    case 'yearly':
      return `${Number(start.slice(0, 4)) + steps}-01-01`;
  }
}

/** The starts of the last `count` periods, oldest first, the current (partial) one last. */
export function recentPeriodStarts(period: Period, count: number, today: string = kabulDay()): string[] {
  const current = startOfPeriod(period, today);
  return Array.from({ length: count }, (_, index) => shiftPeriod(period, current, index - count + 1));
}

/** SQL: the start day ('YYYY-MM-DD') of the Kabul period a timestamp column falls in. */
export function periodStartSql(period: Period, column: PgColumn): SQL<string> {
  const local = sql`(${column} at time zone ${sql.raw(`'${KABUL_TIME_ZONE}'`)})`;
  switch (period) {
    case 'daily':
      return sql<string>`to_char(${local}, 'YYYY-MM-DD')`;
    case 'weekly':
      // date_trunc's weeks start on Monday; shifting by two days makes them start on Saturday.
      return sql<string>`to_char(date_trunc('week', ${local} + interval '2 days') - interval '2 days', 'YYYY-MM-DD')`;
    case 'monthly':
      return sql<string>`to_char(date_trunc('month', ${local}), 'YYYY-MM-DD')`;
    case 'yearly':
      return sql<string>`to_char(date_trunc('year', ${local}), 'YYYY-MM-DD')`;
  }
}

/** A period's label: its first day for days and weeks (2026-11-21), 2026-11 for months, 2026 for years. */
export function periodLabel(period: Period, start: string): string {
  if (period === 'monthly') return start.slice(0, 7);
  if (period === 'yearly') return start.slice(0, 4);
  return start;
}
