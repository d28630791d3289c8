/**
 * The calendar buckets of figures over time: Kabul days, weeks from Saturday, Gregorian months
 * and years (server/lib/kabul-time.ts does the arithmetic). The visitors' analytics offer them.
 */
export const CALENDAR_PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type CalendarPeriod = (typeof CALENDAR_PERIODS)[number];
