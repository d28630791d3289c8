/**
 * Pino options for the server's log. Logs never carry bodies, query strings, parameters, hashes,
 * tokens or personal fields:
 * - a request is logged by its method, its path without the query string (a search term is
 *   personal) and the caller's address;
 * - an error (`{ err }` anywhere) by its class, code and stack frames only (error-log-fields.ts),
 *   never its message, which for a database error holds the query's parameters;
 * - redaction keeps secrets out even if a header or body ever reaches a log line.
 */
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { errorLogFields } from './error-log-fields';

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

// Any object may be logged under `req` (a careless call logs just its headers): read what is there.
function requestLogFields(request: Partial<Pick<FastifyRequest, 'method' | 'url' | 'ip'>>) {
  const url = typeof request.url === 'string' ? request.url.split('?')[0] : undefined;
  return { method: request.method, url, remoteAddress: request.ip };
}

export function loggerOptions(level: AppConfig['logLevel']): Record<string, unknown> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: requestLogFields, err: (error: unknown) => errorLogFields(error) },
  };
}
