import { schoolDay } from '@/lib/dates/school-day';

export type SchoolMonth = { month: number; year: number };

/** The month of today's school day (Kabul). */
export function currentSchoolMonth(today: string = schoolDay()): SchoolMonth {
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

/** The month's first and last days, YYYY-MM-DD. */
export function monthBounds({ month, year }: SchoolMonth): { from: string; to: string } {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  return { from: `${prefix}-01`, to: `${prefix}-${String(lastDay).padStart(2, '0')}` };
}
