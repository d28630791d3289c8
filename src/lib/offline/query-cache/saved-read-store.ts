/**
 * Saved reads at rest: the last answer of each opted-in query, per signed-in user, in the device
 * database (tables savedReads and savedReadKeys). Invariants:
 * - every answer is encrypted (AES-GCM, a fresh IV per write) under its user's own key, made on
 *   first use and never extractable; the row id hides the query key behind a SHA-256;
 * - a user only ever reads rows written for that user id (the id is part of the row id and of
 *   the authenticated data, so even a row moved by hand fails to open);
 * - `clearSavedReads` deletes every row AND every key, and a save that began before it (a fetch
 *   still in flight at logout) is dropped, so nothing of the old session is written afterwards;
 * - answers older than SAVED_READ_MAX_AGE_MS are never shown and are pruned;
 * - a user's answers take at most SAVED_READ_BUDGET_BYTES on the device: a save that goes over
 *   drops that user's oldest answers first.
 * Operations run one at a time in this page, so a clear never interleaves with a write.
 */
import { localDatabase } from '@/lib/offline/local-database';
import { createSavedReadKey, openAnswer, sealAnswer, sha256Hex } from '@/lib/offline/query-cache/saved-read-crypto';

/** How long a saved answer may be shown offline: a week. */
export const SAVED_READ_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The most one user's saved answers may take on the device (issue 24): 50 MB. */
export const SAVED_READ_BUDGET_BYTES = 50 * 1024 * 1024;

export type SavedRead = { data: unknown; savedAt: number };

let queue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

// Bumped by every clear; a save carries the value it saw when its fetch began.
let generation = 0;

/** The current clear generation (read when a fetch starts, passed to `saveRead`). */
export function savedReadGeneration(): number {
  return generation;
}

async function rowIdOf(userId: number, queryHash: string): Promise<string> {
  return `${userId}:${await sha256Hex(queryHash)}`;
}

/**
 * The format of saved answers: bump it when a saved shape would no longer fit the screens that
 * read it (an app update), and every older row fails to open and is deleted instead of shown.
 */
const SAVED_READ_FORMAT = 1;

/** Binds a ciphertext to its format, user and query. */
export function savedReadContext(userId: number, queryHash: string): string {
  return `${SAVED_READ_FORMAT}\n${userId}\n${queryHash}`;
}

async function existingKey(userId: number): Promise<CryptoKey | null> {
  return (await localDatabase().savedReadKeys.get(userId))?.key ?? null;
}

async function keyForWriting(userId: number, now: number): Promise<CryptoKey> {
  const existing = await existingKey(userId);
  if (existing) return existing;
  // Made outside the transaction (WebCrypto's promises would end an IndexedDB transaction);
  // another tab may have stored one meanwhile, and then that one wins.
  const fresh = await createSavedReadKey();
  const db = localDatabase();
  return db.transaction('rw', db.savedReadKeys, async () => {
    const raced = await db.savedReadKeys.get(userId);
    if (raced) return raced.key;
    await db.savedReadKeys.add({ userId, key: fresh, createdAt: now });
    return fresh;
  });
}

export type SaveReadOptions = { generation?: number; now?: number; budgetBytes?: number };

/** Stores `data` as the user's last answer to the query (replacing the previous one). */
export function saveRead(userId: number, queryHash: string, data: unknown, options: SaveReadOptions = {}): Promise<void> {
  const startedIn = options.generation ?? generation;
  return oneAtATime(async () => {
    if (startedIn !== generation) return; // the session ended while the answer was on its way
    const now = options.now ?? Date.now();
    const key = await keyForWriting(userId, now);
    const sealed = await sealAnswer(key, data, savedReadContext(userId, queryHash));
    const bytes = sealed.iv.byteLength + sealed.ciphertext.byteLength;
    await localDatabase().savedReads.put({ id: await rowIdOf(userId, queryHash), userId, savedAt: now, bytes, ...sealed });
    await keepWithinBudget(userId, options.budgetBytes ?? SAVED_READ_BUDGET_BYTES);
  });
}

/** A user's saved answers, oldest first, with their sizes: read from the index alone. */
async function savedSizes(userId: number): Promise<{ id: string; bytes: number }[]> {
  const sizes: { id: string; bytes: number }[] = [];
  await localDatabase()
    .savedReads.where('[userId+savedAt+bytes]')
    .between([userId, -Infinity, -Infinity], [userId, Infinity, Infinity], true, true)
    .eachKey((key, cursor) => {
      sizes.push({ id: String(cursor.primaryKey), bytes: (key as [number, number, number])[2] });
    });
  return sizes;
}

/** Drops the user's oldest answers until the rest fit in `budgetBytes`. */
async function keepWithinBudget(userId: number, budgetBytes: number): Promise<void> {
  const sizes = await savedSizes(userId);
  let total = sizes.reduce((sum, row) => sum + row.bytes, 0);
  const dropped: string[] = [];
  for (const row of sizes) {
    if (total <= budgetBytes) break;
    dropped.push(row.id);
    total -= row.bytes;
  }
  if (dropped.length > 0) await localDatabase().savedReads.bulkDelete(dropped);
}

/** How much the user's saved answers take on the device, in bytes (the budget's measure). */
export function savedReadBytes(userId: number): Promise<number> {
  return oneAtATime(async () => (await savedSizes(userId)).reduce((sum, row) => sum + row.bytes, 0));
}

/** The user's saved answer to the query and when it arrived, or null (none, too old, or unreadable). */
export function readSaved(userId: number, queryHash: string, now = Date.now()): Promise<SavedRead | null> {
  return oneAtATime(async () => {
    const id = await rowIdOf(userId, queryHash);
    const row = await localDatabase().savedReads.get(id);
    if (!row) return null;
    if (now - row.savedAt > SAVED_READ_MAX_AGE_MS) {
      await localDatabase().savedReads.delete(id);
      return null;
    }
    const key = await existingKey(userId);
    if (!key) return null;
    try {
      return { data: await openAnswer(key, row, savedReadContext(userId, queryHash)), savedAt: row.savedAt };
    } catch (error) {
      // Tampered with, or written under a key since replaced: useless, so gone.
      console.warn('A saved answer could not be decrypted; deleting it', error);
      await localDatabase().savedReads.delete(id);
      return null;
    }
  });
}

/** Deletes the user's saved answer to the query, if any. */
export function forgetSaved(userId: number, queryHash: string): Promise<void> {
  return oneAtATime(async () => {
    await localDatabase().savedReads.delete(await rowIdOf(userId, queryHash));
  });
}

/** Deletes every saved answer and every user's key (logout, an ended session, another user signing in). */
export function clearSavedReads(): Promise<void> {
  generation += 1;
  return oneAtATime(async () => {
    const db = localDatabase();
    await db.transaction('rw', db.savedReads, db.savedReadKeys, async () => {
      await db.savedReads.clear();
      await db.savedReadKeys.clear();
    });
  });
}

/** Deletes answers older than the maximum age; resolves with how many went. */
export function pruneSavedReads(now = Date.now()): Promise<number> {
  return oneAtATime(() => localDatabase().savedReads.where('savedAt').below(now - SAVED_READ_MAX_AGE_MS).delete());
}
