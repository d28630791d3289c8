/**
 * Idempotency (ARCHITECTURE "How data flows"): every POST, PUT, PATCH and DELETE that carries an
 * X-Request-ID from a signed-in user is recorded per user in `idempotency_keys`. This is what makes
 * the offline outbox's replays safe. Invariants:
 *
 * - A key is claimed (`pending`) before the handler runs. A repeat while it is pending gets 409;
 *   a repeat with another method, path or (decrypted) body gets 422; a repeat after it is `done`
 *   gets the stored status and body with `Idempotent-Replay: true`, and nothing runs.
 * - `app.writeTransaction` stores the answer in the same transaction as the write, so the write
 *   and its key commit together or not at all. It also names the actor for the audit log. It only marks a key that this attempt still owns
 *   (state pending, same attempt time): if the key was taken over, the write rolls back.
 * - Routes that do not use writeTransaction get their answer stored in onSend (status < 500).
 * - An attempt that ends without a stored answer (5xx, thrown error) deletes its pending key, so
 *   the client's retry runs. A pending key older than two minutes (a crashed process) is taken over.
 *
 * On PGlite (one connection) code inside `fn` must use the `tx` it is given, never `app.db`:
 * a query on `app.db` would wait for the very transaction it runs in. For the same reason a repeat
 * arriving while the first attempt's transaction runs would wait for it instead of hearing 409, so
 * attempts in flight in this process are also kept in memory and a repeat is answered at once.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CLIENT_HEADERS } from '@/contract/api';
import type { DbOrTx } from '../db/connection';
import { idempotencyKeys } from '../db/schema';
import { auditActorOf, setAuditActor } from '../lib/audit-actor';
import { canonicalJson } from '../lib/canonical-json';
import { httpError } from '../lib/http-error';

export const IDEMPOTENCY_MESSAGES = {
  reusedForDifferentRequest: 'This X-Request-ID was already used for a different request',
  stillProcessing: 'A request with this X-Request-ID is still being processed',
  invalidRequestId: 'X-Request-ID must be 1 to 200 characters',
} as const;

export const REPLAY_HEADER = 'Idempotent-Replay';

/** A pending key older than this belongs to an attempt that died (crash, lost connection). */
export const ABANDONED_AFTER_MS = 2 * 60 * 1000;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MAX_REQUEST_ID_LENGTH = 200;
/** Transient refusals are not stored: the same request may succeed when retried. */
const UNSTORED_STATUSES = new Set([408, 429]);

type IdempotencyClaim = {
  userId: number;
  requestId: string;
  requestHash: string;
  /** Written as the key's created_at; marks this attempt so a takeover can be told apart. */
  attemptAt: Date;
  /** The answer is stored (or was replayed): nothing left to record or clean. */
  settled: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: IdempotencyClaim | null;
  }
}

export function hashRequest(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${url}\n${canonicalJson(body ?? null)}`)
    .digest('hex');
}

function readRequestId(request: FastifyRequest): string | null | undefined {
  const raw = request.headers[CLIENT_HEADERS.requestId.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) return undefined;
  return value.length <= MAX_REQUEST_ID_LENGTH ? value : null;
}

/** Marks the key done with the answer, only if this attempt still owns it. Returns whether it did. */
async function storeAnswer(db: DbOrTx, claim: IdempotencyClaim, status: number, body: unknown): Promise<boolean> {
  const updated = await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: status, responseBody: body })
    .where(
      and(
        eq(idempotencyKeys.userId, claim.userId),
        eq(idempotencyKeys.requestId, claim.requestId),
        eq(idempotencyKeys.state, 'pending'),
        eq(idempotencyKeys.createdAt, claim.attemptAt),
      ),
    )
    .returning({ requestId: idempotencyKeys.requestId });
  return updated.length > 0;
}

function conflict(reply: FastifyReply, statusCode: 409 | 422, message: string): FastifyReply {
  // "Still processing" is temporary: Retry-After tells a replaying client to ask again, not give up.
  if (statusCode === 409) reply.header('Retry-After', '1');
  return reply.code(statusCode).send({ success: false, message });
}

const idempotency: FastifyPluginAsync = async (app) => {
  app.decorateRequest('idempotency', null);
  /** Request hash of every attempt running in this process, by user and request id. */
  const inFlight = new Map<string, string>();
  const inFlightKey = (userId: number, requestId: string) => `${userId}\u0000${requestId}`;

  app.decorate('writeTransaction', async function writeTransaction<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    fn: (tx: DbOrTx) => Promise<T>,
  ): Promise<T> {
    const claim = request.idempotency;
    const result = await app.db.transaction(async (tx) => {
      await setAuditActor(tx, auditActorOf(request));
      const body = await fn(tx);
      if (claim && !claim.settled) {
        // Store exactly what will be sent (the route's response serializer), before encryption.
        const stored: unknown = JSON.parse(reply.serialize(body) as string);
        // Another attempt took the key over: roll this write back.
        if (!(await storeAnswer(tx, claim, reply.statusCode, stored))) {
          reply.header('Retry-After', '1');
          throw httpError(409, IDEMPOTENCY_MESSAGES.stillProcessing);
        }
      }
      return body;
    });
    if (claim) claim.settled = true;
    return result;
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method)) return;
    const user = request.user;
    if (!user || request.routeOptions.config.access === 'public') return;
    const requestId = readRequestId(request);
    if (requestId === undefined) return;
    if (requestId === null) {
      return reply.code(400).send({ success: false, message: IDEMPOTENCY_MESSAGES.invalidRequestId });
    }
    const requestHash = hashRequest(request.method, request.url, request.body);
    const runningHash = inFlight.get(inFlightKey(user.id, requestId));
    if (runningHash !== undefined) {
      return runningHash === requestHash
        ? conflict(reply, 409, IDEMPOTENCY_MESSAGES.stillProcessing)
        : conflict(reply, 422, IDEMPOTENCY_MESSAGES.reusedForDifferentRequest);
    }

    // A few rounds: the row we collide with may be deleted (a failed attempt) between statements.
    for (let round = 0; round < 3; round += 1) {
      const attemptAt = new Date();
      const inserted = await app.db
        .insert(idempotencyKeys)
        .values({ userId: user.id, requestId, requestHash, state: 'pending', createdAt: attemptAt })
        .onConflictDoNothing()
        .returning({ requestId: idempotencyKeys.requestId });
      if (inserted.length > 0) {
        request.idempotency = { userId: user.id, requestId, requestHash, attemptAt, settled: false };
        inFlight.set(inFlightKey(user.id, requestId), requestHash);
        return;
      }

      const [existing] = await app.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.requestId, requestId)));
      if (!existing) continue;
      if (existing.requestHash !== requestHash) {
        return conflict(reply, 422, IDEMPOTENCY_MESSAGES.reusedForDifferentRequest);
      }
      if (existing.state === 'done') {
        return reply
          .code(existing.responseStatus ?? 200)
          .header(REPLAY_HEADER, 'true')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(existing.responseBody ?? null));
      }

      // Still pending: another attempt is running, unless it was abandoned long ago.
      const takenOver = await app.db
        .update(idempotencyKeys)
        .set({ createdAt: attemptAt })
        .where(
          and(
            eq(idempotencyKeys.userId, user.id),
            eq(idempotencyKeys.requestId, requestId),
            eq(idempotencyKeys.state, 'pending'),
            lt(idempotencyKeys.createdAt, new Date(attemptAt.getTime() - ABANDONED_AFTER_MS)),
          ),
        )
        .returning({ requestId: idempotencyKeys.requestId });
      if (takenOver.length > 0) {
        request.idempotency = { userId: user.id, requestId, requestHash, attemptAt, settled: false };
        inFlight.set(inFlightKey(user.id, requestId), requestHash);
        return;
      }
      return conflict(reply, 409, IDEMPOTENCY_MESSAGES.stillProcessing);
    }
    return conflict(reply, 409, IDEMPOTENCY_MESSAGES.stillProcessing);
  });

  /** Gives the key back (this attempt stored no answer), so the client's retry runs. */
  async function releaseKey(request: FastifyRequest, claim: IdempotencyClaim): Promise<void> {
    try {
      await app.db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, claim.userId),
            eq(idempotencyKeys.requestId, claim.requestId),
            eq(idempotencyKeys.state, 'pending'),
            eq(idempotencyKeys.createdAt, claim.attemptAt),
          ),
        );
      claim.settled = true;
    } catch (error) {
      request.log.error({ err: error }, 'could not release the idempotency key');
    }
  }

  // Before the answer leaves (so a quick retry never meets a stale pending key): routes without
  // writeTransaction get their answer stored; an attempt that failed gives its key back.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim || claim.settled) return payload;
    const storable = reply.statusCode < 500 && !UNSTORED_STATUSES.has(reply.statusCode);
    let body: unknown;
    if (storable && typeof payload === 'string') {
      try {
        body = JSON.parse(payload);
      } catch {
        body = undefined;
      }
    }
    if (body === undefined) {
      await releaseKey(request, claim);
      return payload;
    }
    try {
      if (await storeAnswer(app.db, claim, reply.statusCode, body)) claim.settled = true;
    } catch (error) {
      request.log.error({ err: error }, 'could not store the idempotent answer');
      await releaseKey(request, claim);
    }
    return payload;
  });

  // Safety net for an attempt that ended without passing onSend (e.g. the connection dropped).
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotency;
    if (!claim) return;
    if (!claim.settled) await releaseKey(request, claim);
    inFlight.delete(inFlightKey(claim.userId, claim.requestId));
  });
};

export const idempotencyPlugin = fp(idempotency, {
  name: 'idempotency',
  fastify: '5.x',
  dependencies: ['auth', 'access-control'],
});
