/**
 * No silent overwrite (issue 24, src/contract/record-version.ts): a write whose endpoint has
 * `versionedBy` and whose request names a version in `If-Match` is applied only if the record
 * is still that version; otherwise it answers 412 with the record as it is now, and nothing runs.
 *
 * The record is read through its own read endpoint (`app.inject`, with the caller's token), so
 * the version compared is the one the caller was shown, under the same access and school scope.
 * The check and the write run one after another per record in this process, so two edits of one
 * version sent at the same moment cannot both pass the check; several server processes would
 * need the check inside the write's transaction (issue 25).
 *
 * It runs in the handler, after authentication, validation and idempotency: a write sent again
 * under its X-Request-ID gets its stored answer, not a 412 against the version it made itself.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { API_BASE, fillPath, type EndpointDefinition } from '@/contract/endpoint';
import { RECORD_VERSION_MESSAGES, VERSION_HEADER, staleVersionAnswerSchema, versionOfTag } from '@/contract/record-version';
import { isEncryptedEnvelope } from '@/lib/payload-crypto';
import { openPayload } from './payload-cipher';
import { replayItemMark } from './replay-item-mark';
import type { EndpointHandler, EndpointRequest } from './route-endpoint';

/** Headers of the write that its read carries too: who asks, in which language. */
const READ_HEADERS = ['authorization', 'accept-language', 'user-agent'] as const;

/** The record schema of a read's answer (`data`), for the 412's `current`. */
export function recordSchemaOf(read: EndpointDefinition): z.ZodType {
  const answer = read.answers[200];
  const data = answer instanceof z.ZodObject ? (answer.shape as Record<string, z.ZodType | undefined>).data : undefined;
  if (!data) throw new Error(`${read.method} ${read.path}: a versioned write's read must answer 200 with { data }`);
  return data;
}

/** The 412 answer's schema for a versioned write (the route's response schema and the OpenAPI document). */
export function staleVersionSchemaOf(read: EndpointDefinition): z.ZodType {
  return staleVersionAnswerSchema(recordSchemaOf(read));
}

/** Runs `work` after every earlier `work` of the same key has ended: one at a time per record. */
function oneAtATime(): <T>(key: string, work: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>();
  return async (key, work) => {
    const before = tails.get(key) ?? Promise.resolve();
    const run = before.then(work, work);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

/** An answer sealed in the payload envelope (ENCRYPT_RESPONSES: two layers), opened. */
function opened(answer: unknown, key: string): unknown {
  let value = answer;
  for (let layer = 0; layer < 2 && isEncryptedEnvelope(value); layer += 1) value = openPayload(value.encryptedData, key);
  return value;
}

/** The record as the caller's read answers it now, or null when it does not (gone, not theirs). */
async function currentRecord(app: FastifyInstance, request: EndpointRequest<EndpointDefinition>, url: string): Promise<Record<string, unknown> | null> {
  const headers: Record<string, string> = { ...replayItemMark() };
  for (const name of READ_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const response = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
  if (response.statusCode !== 200) return null;
  const answer = opened(response.json(), app.config.payloadKey) as { data?: unknown };
  const data = answer.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

/** The handler of a versioned write: the version check, then the write, one at a time per record. */
export function checkingRecordVersion<E extends EndpointDefinition>(app: FastifyInstance, read: EndpointDefinition, handler: EndpointHandler<E>): EndpointHandler<E> {
  const serial = oneAtATime();
  return async (request, reply: FastifyReply) => {
    const expected = versionOfTag(request.headers[VERSION_HEADER.toLowerCase()]);
    if (expected === null) return handler(request, reply);
    const url = `${API_BASE}${fillPath(read.path, request.params as Record<string, unknown>)}`;
    return serial(url, async () => {
      const current = await currentRecord(app, request as EndpointRequest<EndpointDefinition>, url);
      // A record the read does not answer: the write's own handler says why (404, 403).
      if (current === null || current.updatedAt === expected) return handler(request, reply);
      return reply.code(412).send({ success: false, message: RECORD_VERSION_MESSAGES.changedSince, current });
    });
  };
}
