/**
 * Dates travel as YYYY-MM-DD (spec part 2 §5). A timestamp keeps the calendar date it was written
 * with (no time-zone shift: "2012-03-04T22:00:00Z" is 4 March); other readable forms
 * ("2012/3/4", "March 4, 2012") are read on the device's calendar. Empty or unreadable: null.
 */
const ISO_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T\s])/;
const SLASHED_YMD = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/;

function isoOf(year: number, month: number, day: number): string | null {
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function normaliseDate(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : isoOf(value.getFullYear(), value.getMonth() + 1, value.getDate());
  }
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const iso = ISO_PREFIX.exec(trimmed) ?? SLASHED_YMD.exec(trimmed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parsed = new Date(trimmed);
  return Number.isNaN(parsed.getTime()) ? null : isoOf(parsed.getFullYear(), parsed.getMonth() + 1, parsed.getDate());
}
