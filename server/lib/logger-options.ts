/**
 * Pino options for the server's log. Fastify logs each request's method, url and status but
 * never bodies; redaction keeps secrets out even if a header or body ever reaches a log line.
 */
import type { AppConfig } from '../config';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'req.body',
  'body',
  'password',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.encryptedData',
];

export function loggerOptions(level: AppConfig['logLevel']): Record<string, unknown> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
