/**
 * THE definition of a school day: a day that is neither a weekend day of the school's week
 * (settings `week.weekendDays`) nor one of its holidays (settings `holidays`). A register is
 * expected only on a school day (the Summary's "not marked yet"), taking one on another day needs
 * an explicit override, and no attendance figure counts a mark made on a day that is not one
 * (attendance-rate.ts). The calendar is read once per request (settings' readSchoolCalendar) and
 * handed to the TS check or the SQL condition here, so both say the same.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Holiday } from '@/contract/school-holidays';
import { ISO_WEEKDAY, isoWeekdayOf, type SchoolGeneralSettings } from '@/contract/settings';

export type SchoolCalendar = {
  /** ISO weekdays (1 Monday … 7 Sunday) of the school's weekend. */
  weekendIsoDays: readonly number[];
  /** The holidays by date (YYYY-MM-DD). */
  holidays: ReadonlyMap<string, Holiday>;
};

export function schoolCalendarOf(settings: Pick<SchoolGeneralSettings, 'week' | 'holidays'>): SchoolCalendar {
  return {
    weekendIsoDays: settings.week.weekendDays.map((day) => ISO_WEEKDAY[day]),
    holidays: new Map(settings.holidays.map((holiday) => [holiday.date, holiday])),
  };
}

/** Why a day is not a school day, or null when it is one. */
export function notSchoolDayReason(day: string, calendar: SchoolCalendar): { kind: 'weekend' } | { kind: 'holiday'; holiday: Holiday } | null {
  const holiday = calendar.holidays.get(day);
  if (holiday !== undefined) return { kind: 'holiday', holiday };
  return calendar.weekendIsoDays.includes(isoWeekdayOf(day)) ? { kind: 'weekend' } : null;
}

export function isSchoolDay(day: string, calendar: SchoolCalendar): boolean {
  return notSchoolDayReason(day, calendar) === null;
}

/** SQL: true when a `date` column's day is a school day of `calendar`. */
export function schoolDaySql(column: PgColumn | SQL, calendar: SchoolCalendar): SQL {
  const conditions: SQL[] = [];
  if (calendar.weekendIsoDays.length > 0) {
    conditions.push(sql`extract(isodow from ${column})::int not in (${sql.join(calendar.weekendIsoDays.map((day) => sql`${day}`), sql`, `)})`);
  }
  if (calendar.holidays.size > 0) {
    conditions.push(sql`${column} not in (${sql.join([...calendar.holidays.keys()].map((day) => sql`${day}::date`), sql`, `)})`);
  }
  return conditions.length > 0 ? sql`(${sql.join(conditions, sql` and `)})` : sql`true`;
}

/** The calendars of several schools: by school id, with the one a school without saved settings uses. */
export type SchoolCalendars = { bySchool: ReadonlyMap<number, SchoolCalendar>; fallback: SchoolCalendar };

/** SQL: true when a `date` column's day is a school day of the row's own school (`school` column). */
export function schoolDayOfSchoolSql(school: PgColumn | SQL, column: PgColumn | SQL, calendars: SchoolCalendars): SQL {
  if (calendars.bySchool.size === 0) return schoolDaySql(column, calendars.fallback);
  const cases = [...calendars.bySchool].map(([schoolId, calendar]) => sql`when ${school} = ${schoolId} then ${schoolDaySql(column, calendar)}`);
  return sql`(case ${sql.join(cases, sql` `)} else ${schoolDaySql(column, calendars.fallback)} end)`;
}
