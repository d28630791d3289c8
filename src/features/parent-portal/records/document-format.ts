/** How a document's file is described: its type ("PDF") and size in the reader's number format ("12.5 kB"). */

const KNOWN_TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'text/plain': 'TXT',
};

/** The short type of a file: a known MIME type's name, else the file name's extension, else the MIME subtype. */
export function fileTypeLabel(mimeType: string, fileName: string): string {
  const known = KNOWN_TYPES[mimeType.toLowerCase()];
  if (known) return known;
  const extension = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1];
  if (extension) return extension.toUpperCase();
  return (mimeType.split('/')[1] ?? mimeType).toUpperCase();
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** Bytes in the largest unit that keeps the number at 1 or more (decimal units, as file managers show them). */
export function fileSizeText(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}
