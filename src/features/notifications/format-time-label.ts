/**
 * The notification time label (spec part 1 §9): under 1 minute "Just now", then "Nm ago",
 * "Nh ago", else the date. Returned as an i18n key with its values, so the UI translates it:
 * `t(label.key, label.values)`. English texts: "Just now", "{{count}}m ago", "{{count}}h ago",
 * and the date (e.g. "{{date, datetime}}").
 */
export type TimeLabel =
  | { key: 'notifications.justNow'; values: Record<string, never> }
  | { key: 'notifications.minutesAgo'; values: { count: number } }
  | { key: 'notifications.hoursAgo'; values: { count: number } }
  | { key: 'notifications.onDate'; values: { date: Date } };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export function formatTimeLabel(date: Date | string, now: Date = new Date()): TimeLabel {
  const at = typeof date === 'string' ? new Date(date) : date;
  const elapsed = now.getTime() - at.getTime();
  // A time in the future (a clock a little ahead) reads as now.
  if (elapsed < MINUTE_MS) return { key: 'notifications.justNow', values: {} };
  if (elapsed < HOUR_MS) return { key: 'notifications.minutesAgo', values: { count: Math.floor(elapsed / MINUTE_MS) } };
  if (elapsed < DAY_MS) return { key: 'notifications.hoursAgo', values: { count: Math.floor(elapsed / HOUR_MS) } };
  return { key: 'notifications.onDate', values: { date: at } };
}
