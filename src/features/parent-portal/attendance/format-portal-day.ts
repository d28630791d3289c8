const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A stored YYYY-MM-DD day (or an ISO instant's day) as the user reads it, in the UI language;
 * null for a missing or invalid value. Calendar days are read in UTC so no time zone moves them.
 */
export function formatPortalDay(value: string | null | undefined, language: string): string | null {
  const match = value ? ISO_DAY.exec(value) : null;
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** 'HH:MM:SS' (a time column) as HH:MM; null when missing. */
export function formatClockTime(value: string | null | undefined): string | null {
  const match = value ? /^(\d{1,2}):(\d{2})/.exec(value) : null;
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : null;
}
