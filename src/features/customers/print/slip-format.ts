/** How the token slip writes dates and values: the school's time zone, "N/A" for a missing value. */
import { SCHOOL_TIME_ZONE } from '@/lib/dates/school-day';

/** A text to print, or null when the value is missing or blank (the caller shows "N/A"). */
export function presentText(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

function safeLocale(language: string): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0 ? language : 'en';
  } catch {
    return 'en';
  }
}

/** e.g. "May 12, 2026" (the slip's header). */
export function formatSlipDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(safeLocale(language), { timeZone: SCHOOL_TIME_ZONE, dateStyle: 'medium' }).format(date);
}

/** e.g. "May 12, 2026, 10:15:03 AM": seconds shown, so the dialog's clock visibly ticks. */
export function formatSlipDateTime(date: Date, language: string): string {
  return new Intl.DateTimeFormat(safeLocale(language), {
    timeZone: SCHOOL_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(date);
}
