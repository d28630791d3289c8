/**
 * The Intl locale of a UI language and calendar. Kept apart from the date formats
 * (calendar-format.ts) because the first load needs only this (numbers in texts).
 */
import type { CalendarSystem } from '@/lib/i18n/display-preferences';

const REGIONAL_LOCALE: Record<string, string> = { fa: 'fa-AF', ps: 'ps-AF' };
/** Marks a Dari-data locale that stands in for Pashto (a private-use subtag Intl accepts and ignores). */
export const PASHTO_STAND_IN = '-x-ps';

let pashtoSupported: boolean | undefined;
function hasPashtoData(): boolean {
  pashtoSupported ??= Intl.DateTimeFormat.supportedLocalesOf(['ps-AF']).length > 0;
  return pashtoSupported;
}

/**
 * The BCP 47 locale for Intl: language, Afghan region and calendar ("fa-AF-u-ca-persian"). Where
 * the browser has no Pashto data (Chromium), Pashto formats with Dari's (same digits, same
 * calendar) and `dateFormat` puts the Pashto month and weekday names in.
 */
export function intlLocale(language: string, calendar: CalendarSystem): string {
  const calendarTag = `-u-ca-${calendar === 'solarHijri' ? 'persian' : 'gregory'}`;
  if (language === 'ps' && !hasPashtoData()) return `fa-AF${calendarTag}${PASHTO_STAND_IN}`;
  return `${REGIONAL_LOCALE[language] ?? language}${calendarTag}`;
}

