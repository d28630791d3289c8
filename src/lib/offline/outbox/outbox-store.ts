/**
 * The outbox table's reads and writes (src/lib/offline/local-database.ts). The service worker
 * adds and replays; the page's panel retries and discards. Order is `seq`: the order in which
 * the writes were made on this device.
 */
import { localDatabase } from '@/lib/offline/local-database';
import type { OutboxItem, OutboxProblem } from '@/lib/offline/outbox/outbox-item';

/** Stores a write; a second copy of one X-Request-ID (a retry of the same call) is not added. */
export async function addToOutbox(item: Omit<OutboxItem, 'seq'>): Promise<void> {
  const db = localDatabase();
  await db.transaction('rw', db.outbox, async () => {
    if ((await db.outbox.where('requestId').equals(item.requestId).count()) > 0) return;
    await db.outbox.add(item);
  });
}

/** Every item, in order. */
export async function readOutbox(): Promise<OutboxItem[]> {
  return localDatabase().outbox.orderBy('seq').toArray();
}

/** The user's first queued write (the next to replay), or undefined. */
export async function nextQueuedItem(userId: string, skip: ReadonlySet<number> = new Set()): Promise<OutboxItem | undefined> {
  return (await nextQueuedItems(userId, skip, 1))[0];
}

/**
 * The user's next `limit` queued writes, in order (a replay batch). Walks the table in order and
 * stops after `limit` matches, so a long queue costs the rows read, not the whole queue.
 */
export async function nextQueuedItems(userId: string, skip: ReadonlySet<number>, limit: number): Promise<OutboxItem[]> {
  return localDatabase()
    .outbox.orderBy('seq')
    .filter((item) => item.userId === userId && item.state === 'queued' && !skip.has(item.seq!))
    .limit(limit)
    .toArray();
}

/** Whether the user has writes waiting for their turn (a new write must queue behind them). */
export async function hasQueuedWrites(userId: string): Promise<boolean> {
  return (await nextQueuedItem(userId)) !== undefined;
}

export async function removeFromOutbox(seqs: readonly number[]): Promise<void> {
  await localDatabase().outbox.bulkDelete([...seqs]);
}

/** A try that got no answer: wait `delayMs` before the timer tries again. */
export async function postponeOutboxItem(seq: number, now: number, delayMs: number, problem: OutboxProblem): Promise<void> {
  const db = localDatabase();
  await db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(seq);
    if (!item) return;
    await db.outbox.update(seq, { attempts: item.attempts + 1, nextAttemptAt: now + delayMs, problem });
  });
}

/** The server refused the write: it leaves the queue for "Needs attention". */
export async function setAside(seq: number, problem: OutboxProblem): Promise<void> {
  await localDatabase().outbox.update(seq, { state: 'attention', problem });
}

/**
 * The user asks to send it again, back in its place. A fixed write is a new request: it brings a
 * new body and a new X-Request-ID (the server may have kept the old id's answer), and may change
 * a header (the version it is made from, after comparing versions).
 */
export async function retryOutboxItem(seq: number, fixed?: { body: ArrayBuffer; requestId: string; headers?: Record<string, string> }): Promise<void> {
  const changes: Partial<OutboxItem> = { state: 'queued', attempts: 0, nextAttemptAt: 0, problem: null };
  if (fixed) {
    const item = await localDatabase().outbox.get(seq);
    changes.body = fixed.body;
    changes.requestId = fixed.requestId;
    changes.headers = { ...item?.headers, ...fixed.headers, 'x-request-id': fixed.requestId };
  }
  await localDatabase().outbox.update(seq, changes);
}

/** The user discards the write (after confirming): it is never sent. */
export async function discardOutboxItem(seq: number): Promise<void> {
  await localDatabase().outbox.delete(seq);
}
