const UNITS = ['kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A file size for people: "820 kB", "2.4 MB", "1.2 GB", in the reader's number format (`locale`
 * from useFormatLocale). Steps of 1024, as the upload limits are stated ("5 MB" is 5 × 1024 × 1024
 * bytes), so a file at the limit reads as the limit; at least "1 kB".
 */
export function formatFileSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes) / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? Math.max(1, Math.round(value)) : value;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(shown);
}
