/**
 * Stopping under load (issue 25, SIGTERM): `app.drain()` lets the requests already running finish
 * while any request that arrives meanwhile gets 503 with Retry-After, in the API's own shape, so a
 * device's outbox or a proxy tries again later (this server restarted, or another one) instead
 * of failing. server/main.ts drains before it closes the server and then the database, so no
 * request is cut off half-way and the database closes with nothing running. The items of a replay
 * batch already running (server/routes/outbox) belong to that request and go on.
 *
 * Fastify's own close refuses the batch's items (`inject` after close) and answers newcomers 503
 * without Retry-After; draining first avoids both.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isReplayItem } from '../lib/replay-item-mark';

export const DRAINING_MESSAGES = {
  restarting: 'The server is restarting. Try again in a moment.',
} as const;

/** Seconds a refused client waits before asking again: a restart takes a few. */
export const DRAINING_RETRY_AFTER_SECONDS = 5;

declare module 'fastify' {
  interface FastifyInstance {
    /** Refuses new requests (503) and resolves once those running have answered, or after `timeoutMs`. */
    drain(timeoutMs: number): Promise<void>;
  }
}

const draining: FastifyPluginAsync = async (app) => {
  let refusing = false;
  let running = 0;
  let settled: (() => void) | null = null;

  /** The requests counted as running, each uncounted once however it ends. */
  const counted = new WeakSet<FastifyRequest>();
  const finish = (request: FastifyRequest) => {
    if (!counted.delete(request)) return;
    running -= 1;
    if (running === 0) settled?.();
  };

  app.addHook('onRequest', async (request, reply) => {
    if (isReplayItem(request)) return;
    if (refusing) {
      return reply
        .code(503)
        .header('Retry-After', String(DRAINING_RETRY_AFTER_SECONDS))
        .header('Connection', 'close')
        .send({ success: false, message: DRAINING_MESSAGES.restarting });
    }
    counted.add(request);
    running += 1;
  });
  app.addHook('onResponse', async (request) => finish(request));
  // A client gone before its answer: its handler may still run, but nothing waits for its answer.
  app.addHook('onRequestAbort', async (request) => finish(request));

  app.decorate('drain', async (timeoutMs: number) => {
    refusing = true;
    if (running === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      timer.unref();
      settled = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });
};

export const drainingPlugin = fp(draining, { name: 'draining', fastify: '5.x' });
