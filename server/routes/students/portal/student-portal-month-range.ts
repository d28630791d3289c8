/**
 * The portal's month/year selectors as a date range: a month of a year, a whole year, or a month
 * of the current Kabul year when only the month is given. Combined with the staff filters
 * (startDate/endDate), the narrower bound wins.
 */
import { kabulDay } from '../../../lib/kabul-time';

export type DateRange = { startDate?: string; endDate?: string };
export type MonthYear = { month?: number; year?: number };

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (value: number) => String(value).padStart(2, '0');

export function monthYearRange({ month, year }: MonthYear, today: string = kabulDay()): DateRange {
  if (month === undefined && year === undefined) return {};
  const y = year ?? Number(today.slice(0, 4));
  if (month === undefined) return { startDate: `${y}-01-01`, endDate: `${y}-12-31` };
  return { startDate: `${y}-${pad(month)}-01`, endDate: `${y}-${pad(month)}-${pad(lastDayOfMonth(y, month))}` };
}

/** `range` narrowed by the month/year selectors ('YYYY-MM-DD' strings compare as dates). */
export function narrowByMonthYear<T extends DateRange & MonthYear>(query: T, today?: string): T {
  const selected = monthYearRange(query, today);
  const later = (a?: string, b?: string) => (a === undefined ? b : b === undefined ? a : a > b ? a : b);
  const earlier = (a?: string, b?: string) => (a === undefined ? b : b === undefined ? a : a < b ? a : b);
  return { ...query, startDate: later(query.startDate, selected.startDate), endDate: earlier(query.endDate, selected.endDate) };
}
