/**
 * Once the server has been quiet for a moment after work (no request began or ended for
 * QUIET_STEPS_MS[0]), it gives back the memory that work left behind
 * (server/lib/memory/release-memory.ts): a busy spell grows V8's heap to two or three times what it
 * keeps, and the server would otherwise hold that through the idle hours, on a PC that also runs
 * the receptionist's browser. Quiet for longer (QUIET_STEPS_MS[1]), it releases once more: V8
 * shrinks the rest of its heap by itself some seconds after the first collection, and what that
 * frees is trimmed then. At most once per MIN_INTERVAL_MS, so a desk sending a request every few
 * seconds costs one collection (tens of milliseconds while nothing waits) a half minute. The start
 * counts as work. Only the running server turns it on (server/main.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** How long the server must have been quiet for its first and its second release after work. */
export const QUIET_STEPS_MS = [2000, 30_000] as const;
export const MIN_INTERVAL_MS = 30_000;
const CHECK_EVERY_MS = 1000;

export type IdleMemoryOptions = {
  /** What a release does (server/lib/memory/release-memory.ts; tests count calls). */
  release: () => Promise<unknown>;
};

const idleMemory: FastifyPluginAsync<IdleMemoryOptions> = async (app, options) => {
  const { release } = options;
  let lastActivity = Date.now();
  let lastRelease = -Infinity;
  /** Releases since the last work (the start counts as work). */
  let releasesSinceWork = 0;
  let releasing = false;

  const noteActivity = async () => {
    lastActivity = Date.now();
    releasesSinceWork = 0;
  };
  app.addHook('onRequest', noteActivity);
  app.addHook('onResponse', noteActivity);

  const check = () => {
    const now = Date.now();
    const quietNeeded = QUIET_STEPS_MS[releasesSinceWork];
    if (releasing || quietNeeded === undefined || now - lastActivity < quietNeeded || now - lastRelease < MIN_INTERVAL_MS) return;
    releasesSinceWork += 1;
    releasing = true;
    lastRelease = now;
    release()
      .catch((error: unknown) => app.log.warn({ err: error }, 'Could not release idle memory'))
      .finally(() => {
        releasing = false;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(check, CHECK_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};

export const idleMemoryPlugin = fp(idleMemory, { name: 'idle-memory', fastify: '5.x' });
