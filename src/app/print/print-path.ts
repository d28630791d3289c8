/** Addresses of the app's print windows (kept apart from the print route, which loads lazily). */
export const PRINT_PATH_PREFIX = '/print/';

export function isPrintPath(pathname: string): boolean {
  return pathname.startsWith(PRINT_PATH_PREFIX);
}

/** The slip id of a /print/token/<id> address, or null for any other address. */
export function tokenSlipIdFromPath(pathname: string): string | null {
  const match = /^\/print\/token\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
