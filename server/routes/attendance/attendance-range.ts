/**
 * The day range a report covers (Kabul calendar days): the range asked for, filled in from
 * today when a bound is left out, and at most MAX_REPORT_DAYS long so one call never reads years.
 */
import { ATTENDANCE_MESSAGES, DEFAULT_REPORT_DAYS, MAX_REPORT_DAYS } from '@/contract/attendance';
import { httpError } from '../../lib/http-error';
import { addDays, kabulDay } from '../../lib/kabul-time';

export type DayRange = { from: string; to: string };

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Every day of the range, oldest first. */
export function eachDay({ from, to }: DayRange): string[] {
  return Array.from({ length: daysBetween(from, to) }, (_, index) => addDays(from, index));
}

function checked(range: DayRange): DayRange {
  if (range.from > range.to) throw httpError(400, ATTENDANCE_MESSAGES.rangeOrder, { from: ATTENDANCE_MESSAGES.rangeOrder });
  if (daysBetween(range.from, range.to) > MAX_REPORT_DAYS) throw httpError(400, ATTENDANCE_MESSAGES.rangeTooLong, { from: ATTENDANCE_MESSAGES.rangeTooLong });
  return range;
}

/** The range asked for; a missing end is today (or the start, if later), a missing start 30 days before the end. */
export function reportRange(query: { from?: string; to?: string }, today: string = kabulDay()): DayRange {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  return checked({ from: query.from ?? addDays(to, -(DEFAULT_REPORT_DAYS - 1)), to });
}

/** One day (`date`, or today) unless a range is given. */
export function dayOrRange(query: { date?: string; from?: string; to?: string }, today: string = kabulDay()): DayRange {
  if (query.from || query.to) return reportRange(query, today);
  const day = query.date ?? today;
  return { from: day, to: day };
}

/** The calendar month of `today` unless a range is given. */
export function monthOrRange(query: { from?: string; to?: string }, today: string = kabulDay()): DayRange {
  if (query.from || query.to) return reportRange(query, today);
  const first = `${today.slice(0, 7)}-01`;
  return { from: first, to: monthEnd(first) };
}

/** The last day of the month that `first` (YYYY-MM-01) starts. */
export function monthEnd(first: string): string {
  const date = new Date(`${first}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return date.toISOString().slice(0, 10);
}
