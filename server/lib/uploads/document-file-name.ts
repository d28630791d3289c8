/**
 * The file name an uploaded document keeps (in its row only, never in a path) and the
 * Content-Disposition a download sends it back with. Shared by every area that stores documents.
 */

/** The client's file name without folders or control characters, at most 200 characters. */
export function cleanDocumentFileName(fileName: string | undefined, extension: string): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(-200);
  return cleaned === '' ? `document.${extension}` : cleaned;
}

/** Content-Disposition for a download: an ASCII name for old clients and the UTF-8 one (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
