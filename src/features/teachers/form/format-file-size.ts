/** A file size for people: "820 kB", "2.4 MB" (in the language's number format). */
export function formatFileSize(bytes: number, language: string): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) {
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(megabytes);
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)));
}
