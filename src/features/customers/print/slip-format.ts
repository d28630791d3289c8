/**
 * How the token slip writes dates and values: the reader's language and calendar (`locale` from
 * useFormatLocale, so a Solar Hijri user's slip carries the Solar Hijri date), the school's time
 * zone, "N/A" for a missing value.
 */
import { dateFormat } from '@/lib/dates/calendar-format';

/** A text to print, or null when the value is missing or blank (the caller shows "N/A"). */
export function presentText(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

// A slip must print even with a locale this browser does not know.
function safeLocale(locale: string): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 ? locale : 'en';
  } catch {
    return 'en';
  }
}

/** e.g. "May 12, 2026", "۲۲ ثور ۱۴۰۵" (the slip's header). */
export function formatSlipDate(date: Date, locale: string): string {
  return dateFormat(safeLocale(locale), { dateStyle: 'medium' }).format(date);
}

/** e.g. "May 12, 2026, 10:15:03 AM": seconds shown, so the dialog's clock visibly ticks. */
export function formatSlipDateTime(date: Date, locale: string): string {
  return dateFormat(safeLocale(locale), { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}
