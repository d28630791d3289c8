/**
 * Setup file of both Vitest projects, which run without isolation: one worker runs file after
 * file, so a timer a file leaves behind (a screen's connection monitor checks the server every
 * 30 s; a retry's back-off) would fire during a later file, into that file's fetch spies and
 * mocks. With isolation the worker's end killed such timers; here every file's timers are
 * tracked and cleared once its tests are done.
 *
 * Timers belong to the file that set them: the wrapper is installed once per worker, and the
 * sweep after each file clears whatever is still pending. Vitest's own timers are unaffected (it
 * keeps the originals), and so are fake timers (vi.useFakeTimers swaps these globals while on).
 */
import { afterAll } from 'vitest';

type Handle = ReturnType<typeof setTimeout>;

const TRACKER = Symbol.for('school-mis.file-timers');

type Tracker = { pending: Set<Handle>; clearTimeout: typeof clearTimeout; clearInterval: typeof clearInterval };

function installTracker(): Tracker {
  const pending = new Set<Handle>();
  const realSetTimeout = globalThis.setTimeout;
  const realSetInterval = globalThis.setInterval;
  const realClearTimeout = globalThis.clearTimeout;
  const realClearInterval = globalThis.clearInterval;

  const trackedSetTimeout = (callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const handle = realSetTimeout(
      (...callbackArgs: unknown[]) => {
        pending.delete(handle);
        callback(...callbackArgs);
      },
      delay,
      ...args,
    );
    pending.add(handle);
    return handle;
  };
  const trackedSetInterval = (callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const handle = realSetInterval(callback, delay, ...args);
    pending.add(handle);
    return handle;
  };
  const forget = (handle: unknown) => {
    if (pending.delete(handle as Handle) || typeof handle !== 'number') return;
    // Node also clears by a timer's numeric id (`+timer`).
    for (const tracked of pending) if (Number(tracked) === handle) pending.delete(tracked);
  };

  globalThis.setTimeout = Object.assign(trackedSetTimeout, realSetTimeout) as unknown as typeof setTimeout;
  globalThis.setInterval = Object.assign(trackedSetInterval, realSetInterval) as unknown as typeof setInterval;
  globalThis.clearTimeout = ((handle?: Handle | string | number) => {
    forget(handle);
    realClearTimeout(handle);
  }) as typeof clearTimeout;
  globalThis.clearInterval = ((handle?: Handle | string | number) => {
    forget(handle);
    realClearInterval(handle);
  }) as typeof clearInterval;

  return { pending, clearTimeout: realClearTimeout, clearInterval: realClearInterval };
}

const holder = globalThis as typeof globalThis & { [TRACKER]?: Tracker };
const tracker = (holder[TRACKER] ??= installTracker());

afterAll(() => {
  for (const handle of tracker.pending) {
    // clearTimeout and clearInterval are interchangeable in Node; both are called for clarity.
    tracker.clearTimeout(handle);
    tracker.clearInterval(handle);
  }
  tracker.pending.clear();
});
