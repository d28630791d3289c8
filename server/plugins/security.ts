/**
 * Security headers and the global rate limit.
 *
 * The CSP allows only the app's own origin (scripts, the service worker, the manifest, API calls).
 * `style-src 'unsafe-inline'` is needed because Mantine injects <style> tags at run time.
 * There is deliberately no `upgrade-insecure-requests`: tablets reach the server over plain http
 * on the school network, and that directive would make the browser ask for https and fail.
 */
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { httpError } from '../lib/http-error';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please slow down and try again shortly.';

/** Per address and minute; generous, since one page load of the app fetches dozens of files. */
export const GLOBAL_RATE_LIMIT = { max: 600, timeWindow: '1 minute' } as const;

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

export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      // Plain-http LAN use: the cross-origin isolation headers would add nothing there.
      crossOriginEmbedderPolicy: false,
      // Browsers ignore HSTS over plain http; behind an https proxy it applies to this host only,
      // never to the school's other subdomains (which may well be plain-http devices).
      strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
    });

    await app.register(rateLimit, {
      global: true,
      ...GLOBAL_RATE_LIMIT,
      // The limit guards the API. The app's own files are cheap, pre-compressed and cached, and
      // installing the app fetches a hundred of them at once (the service worker's precache):
      // counting them would lock a school behind one address out of its API.
      allowList: (request) => !request.url.startsWith('/api/'),
      // Thrown, so the error handler answers it like every other failure.
      errorResponseBuilder: () => httpError(429, RATE_LIMIT_MESSAGE),
    });
  },
  { name: 'security' },
);
