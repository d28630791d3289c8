import { dateFormat } from '@/lib/dates/calendar-format';

/**
 * A long date with time, "November 22, 2026 at 10:15 AM" in English (Intl, so other UI
 * languages and the Solar Hijri calendar get their own form; `locale` from useFormatLocale), in
 * the school's time zone. An unreadable value comes back as is.
 */
export function formatLongDateTime(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
