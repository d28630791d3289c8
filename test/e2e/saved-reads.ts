/**
 * Reads kept on the device for offline use (src/lib/offline/query-cache), as end-to-end tests see
 * them: the notice a screen shows with them, and the tables as IndexedDB holds them.
 */
import type { Page } from '@playwright/test';
import { expect, topBar } from './fixtures';

/** The notice of a screen showing saved answers (offlineData.notice). */
export const NOTICE = /^Offline — showing data saved at /;

export type SavedReadDump = { count: number; keys: number; text: string };

/** Waits until a service worker controls the page (`ready` can resolve while it still activates). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

/** The saved-read tables as the device holds them: row counts and every stored byte read as text. */
export function dumpSavedReads(page: Page): Promise<SavedReadDump> {
  return page.evaluate(
    () =>
      new Promise<SavedReadDump>((resolve, reject) => {
        const opening = indexedDB.open('school-mis');
        opening.onerror = () => reject(opening.error ?? new Error('could not open school-mis'));
        opening.onsuccess = () => {
          const db = opening.result;
          const tx = db.transaction(['savedReads', 'savedReadKeys'], 'readonly');
          const rows = tx.objectStore('savedReads').getAll();
          const keys = tx.objectStore('savedReadKeys').count();
          tx.oncomplete = () => {
            const decoder = new TextDecoder('utf-8');
            const text = (rows.result as { id: string; iv: Uint8Array; ciphertext: ArrayBuffer }[])
              .map((row) => `${row.id} ${decoder.decode(row.iv)} ${decoder.decode(row.ciphertext)}`)
              .join('\n');
            db.close();
            resolve({ count: rows.result.length, keys: keys.result, text });
          };
          tx.onerror = () => reject(tx.error ?? new Error('could not read the saved reads'));
        };
      }),
  );
}

/** Logs out through the account menu (offline too) and expects every saved answer and key gone. */
export async function logOutAndExpectNothingSaved(page: Page): Promise<void> {
  await topBar(page).getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Welcome Back', { exact: true })).toBeVisible();
  await expect.poll(async () => dumpSavedReads(page)).toEqual({ count: 0, keys: 0, text: '' });
}
