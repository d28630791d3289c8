/**
 * THE periods of attendance figures, defined once: this month (the portal's dashboard, and its
 * Attendance tab by default), a chosen month or year, the last N days (staff reports default to
 * the last 30) and all time. Each is `{ name, from, to }` (the contract's attendancePeriodSchema),
 * and the answer that carries a figure carries its period, so the screen can label it.
 */
import type { AttendancePeriod } from '@/contract/attendance-periods';
import { addDays, kabulDay } from '../kabul-time';

const pad = (value: number) => String(value).padStart(2, '0');

function monthEndDay(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The whole of a calendar month; named THIS_MONTH when it holds today. */
export function monthPeriod(year: number, month: number, today: string = kabulDay()): AttendancePeriod {
  const from = `${year}-${pad(month)}-01`;
  const to = `${year}-${pad(month)}-${pad(monthEndDay(year, month))}`;
  return { name: today >= from && today <= to ? 'THIS_MONTH' : 'MONTH', from, to };
}

/** The month that holds today. */
export function thisMonth(today: string = kabulDay()): AttendancePeriod {
  return monthPeriod(Number(today.slice(0, 4)), Number(today.slice(5, 7)), today);
}

export function yearPeriod(year: number): AttendancePeriod {
  return { name: 'YEAR', from: `${year}-01-01`, to: `${year}-12-31` };
}

const LAST_DAYS = { 7: 'LAST_7_DAYS', 30: 'LAST_30_DAYS', 90: 'LAST_90_DAYS', 365: 'LAST_365_DAYS' } as const;

/** The last `days` days, today included. */
export function lastDays(days: keyof typeof LAST_DAYS, today: string = kabulDay()): AttendancePeriod {
  return { name: LAST_DAYS[days], from: addDays(today, -(days - 1)), to: today };
}

/**
 * A range the user chose; named as one of the periods above when it is one. A whole calendar
 * month is named as the month first: on the last day of a 30-day month it is also the last 30
 * days, and the portal asked for the month.
 */
export function rangePeriod(from: string, to: string, today: string = kabulDay()): AttendancePeriod {
  const month = monthPeriod(Number(from.slice(0, 4)), Number(from.slice(5, 7)), today);
  if (month.from === from && month.to === to) return month;
  if (to === today) {
    for (const days of [7, 30, 90, 365] as const) if (from === addDays(today, -(days - 1))) return lastDays(days, today);
  }
  return { name: 'RANGE', from, to };
}

export const ALL_TIME: AttendancePeriod = { name: 'ALL_TIME', from: null, to: null };

/** A period from optional bounds (the portal's month/year, the staff filters). */
export function boundsPeriod(from: string | undefined, to: string | undefined, today: string = kabulDay()): AttendancePeriod {
  if (from === undefined && to === undefined) return ALL_TIME;
  if (from !== undefined && to !== undefined) {
    if (from.endsWith('-01-01') && to === `${from.slice(0, 4)}-12-31`) return yearPeriod(Number(from.slice(0, 4)));
    return rangePeriod(from, to, today);
  }
  return { name: 'RANGE', from: from ?? null, to: to ?? null };
}
