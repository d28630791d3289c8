/**
 * Security headers, HSTS over https only, and the general rate limit (before authentication).
 *
 * The CSP allows only the app's own origin (scripts, the service worker, the manifest, API calls).
 * `style-src 'unsafe-inline'` is needed because Mantine injects <style> tags at run time.
 * There is deliberately no `upgrade-insecure-requests`: tablets reach the server over plain http
 * on the school network, and that directive would make the browser ask for https and fail.
 */
import helmet from '@fastify/helmet';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { httpError } from '../lib/http-error';
import { isReplayItem } from '../lib/replay-item-mark';

export const HSTS_HEADER_VALUE = 'max-age=15552000';
export const RATE_LIMIT_MESSAGE = 'Too many requests. Please slow down and try again shortly.';

/**
 * The general limit's window. Its size per address and window is the configuration's
 * `rateLimitPerMinute` (RATE_LIMIT_PER_MINUTE, 600 unless set): generous, since one page load of
 * the app makes dozens of API calls, and a school behind one address shares it.
 */
export const GENERAL_RATE_LIMIT_WINDOW_MS = 60_000;

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'connect-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

export type SecurityPluginOptions = {
  /**
   * Where the rate limits count (lib/database-rate-limit-store.ts on PostgreSQL, so the servers of
   * a group count together); unset: in this process's memory (the embedded database's one server).
   */
  rateLimitStore?: FastifyRateLimitStoreCtor;
};

export const securityPlugin = fp<SecurityPluginOptions>(
  async (app, { rateLimitStore }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      // Plain-http LAN use: the cross-origin isolation headers would add nothing there.
      crossOriginEmbedderPolicy: false,
      // Sent below, and only over https.
      strictTransportSecurity: false,
    });

    // HSTS only when the request came over https, directly or through a trusted proxy
    // (request.protocol reads X-Forwarded-Proto only when TRUST_PROXY is set): RFC 6797 sends it
    // over secure transport only, and over plain http it would only mislead. It applies to this
    // host only, never to the school's other subdomains (which may well be plain-http devices).
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_HEADER_VALUE);
    });

    // Routes with their own `config.rateLimit` (the login's per-minute cap) get that limit from
    // the plugin, on top of the general one below.
    await app.register(rateLimit, {
      global: false,
      ...(rateLimitStore
        ? {
            store: rateLimitStore,
            // A counter the database could not update lets the request through: the request
            // itself meets the database next, and says what is wrong there.
            skipOnError: true,
          }
        : {}),
      // Thrown, so the error handler answers it like every other failure.
      errorResponseBuilder: () => httpError(429, RATE_LIMIT_MESSAGE),
    });

    // The general limit, per address (request.ip honours TRUST_PROXY; an IPv6 /64 counts as one
    // address). It runs in an onRequest hook of the root, so before the /api scope's auth and
    // access checks: floods of 401, 403 and 404 are limited too, and cost no token check.
    const generalLimit = app.createRateLimit({
      max: app.config.rateLimitPerMinute,
      timeWindow: GENERAL_RATE_LIMIT_WINDOW_MS,
      // The limit guards the API. The app's own files are cheap, pre-compressed and cached, and
      // installing the app fetches a hundred of them at once (the service worker's precache):
      // counting them would lock a school behind one address out of its API.
      // An item of an outbox batch was counted with its batch (POST /api/outbox/replay, which
      // has its own limit besides): a replay of queued work is not new traffic.
      allowList: (request) => !request.url.startsWith('/api/') || isReplayItem(request),
    });
    app.addHook('onRequest', async (request, reply) => {
      const limit = await generalLimit(request);
      if (limit.isAllowed) return;
      reply.header('x-ratelimit-limit', limit.max);
      reply.header('x-ratelimit-remaining', limit.remaining);
      reply.header('x-ratelimit-reset', limit.ttlInSeconds);
      if (!limit.isExceeded) return;
      reply.header('retry-after', Math.max(1, limit.ttlInSeconds));
      throw httpError(429, RATE_LIMIT_MESSAGE);
    });
  },
  { name: 'security' },
);
