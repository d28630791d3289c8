/**
 * The saved-read store as the rest of the app reaches it: loaded on first use, so Dexie stays out
 * of the login screen's first load (issue 4's budget), and never failing its caller: IndexedDB
 * can be missing or full (private windows), and signing out or reading must still work then.
 */
type SavedReadStore = typeof import('@/lib/offline/query-cache/saved-read-store');

/**
 * Logs a failed store operation, except for a closed database: expected when it is deleted or
 * upgraded under the page (another tab, the tests' reset), and nothing the user can act on.
 */
export function warnSavedReadFailure(what: string, error: unknown): void {
  if (error instanceof Error && error.name === 'DatabaseClosedError') return;
  console.warn(what, error);
}

export function loadSavedReadStore(): Promise<SavedReadStore> {
  return import('@/lib/offline/query-cache/saved-read-store');
}

/** Deletes every saved answer and key on this device (logout, an ended session, a new user). */
export async function forgetSavedReads(): Promise<void> {
  try {
    await (await loadSavedReadStore()).clearSavedReads();
  } catch (error) {
    warnSavedReadFailure('Could not clear the saved offline data', error);
  }
}
