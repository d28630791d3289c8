/** How a document's file is described: its type ("PDF"); its size is lib/i18n/format-file-size.ts. */

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
