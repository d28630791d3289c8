/**
 * POST /api/outbox/replay (issue 24): the device's queued writes, applied in order, each as the
 * request it was (src/contract/endpoints/outbox.ts). Each item runs through the whole server
 * again (`app.inject`): authentication with the batch's token, the endpoint's access rule, the
 * payload envelope, idempotency under the item's own X-Request-ID (so an item sent twice, in two
 * batches or alone, applies once), validation, and the handler's own transaction. Nothing about
 * a write is decided here that the write's own route would not decide.
 *
 * Order: the batch stops at the first item the server cannot take now (5xx, 408, 429, a 409
 * still in progress) or whose token is refused (401); the items after it get no result and stay
 * queued behind it. A refused item (another 4xx) does not stop the batch, but a later item that
 * changes the same record is not applied (424): it was made on top of the refused one.
 */
import type { FastifyPluginAsync, InjectOptions } from 'fastify';
import { CLIENT_HEADERS } from '@/contract/api';
import * as outboxEndpoints from '@/contract/endpoints/outbox';
import { findOfflineWrite } from '@/contract/endpoints/offline-writes';
import { VERSION_HEADER } from '@/contract/record-version';
import { meansTryLater } from '@/contract/retryable-status';
import { replayItemMark } from '../../lib/replay-item-mark';
import { statusClass } from '../../lib/metrics/app-metrics';
import { routeEndpoint } from '../../lib/route-endpoint';

export const OUTBOX_REPLAY_MESSAGES = {
  replayed: 'Queued writes applied',
  notQueueable: 'This request is not a write the device may keep, so it cannot be replayed',
  blockedByRefusal: 'Not applied: an earlier change to the same record was refused',
} as const;

/** Batches per minute per address: 25 writes each, far above a device's real replay. */
const REPLAY_BATCHES_PER_MINUTE = 240;
const REPLAY_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

/** Headers of the batch that each item's request carries too (who sends it, from which app). */
const FORWARDED_HEADERS = ['authorization', 'user-agent', 'accept-language', ...Object.values(CLIENT_HEADERS).map((name) => name.toLowerCase())].filter(
  (name) => name !== CLIENT_HEADERS.requestId.toLowerCase(),
);

/**
 * The record an item changes, when its path names one: the path up to the record's id
 * (`/customers/12` for PUT /customers/12 and PATCH /customers/12/stage). Creates name none.
 */
function recordOf(path: string, params: Record<string, string>): string | null {
  const id = params.id;
  if (!id) return null;
  const segments = path.split('/');
  const at = segments.indexOf(id);
  return at < 0 ? null : segments.slice(0, at + 1).join('/');
}

function parsedBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const outboxRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(
    app,
    outboxEndpoints.replay,
    async (request) => {
      const forwarded: Record<string, string> = {};
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') forwarded[name] = value;
      }
      const results: outboxEndpoints.ReplayResult[] = [];
      const refusedRecords = new Set<string>();

      for (const item of request.body.items) {
        const path = (item.url.split('?')[0] ?? '').slice('/api'.length);
        const write = findOfflineWrite(item.method, path);
        if (!write) {
          results.push({ requestId: item.requestId, status: 400, body: { success: false, message: OUTBOX_REPLAY_MESSAGES.notQueueable } });
          continue;
        }
        const record = recordOf(path, write.params);
        if (record !== null && refusedRecords.has(record)) {
          results.push({ requestId: item.requestId, status: 424, body: { success: false, message: OUTBOX_REPLAY_MESSAGES.blockedByRefusal } });
          continue;
        }

        const options: InjectOptions = {
          method: item.method,
          url: item.url,
          headers: {
            ...forwarded,
            ...replayItemMark(),
            [CLIENT_HEADERS.requestId.toLowerCase()]: item.requestId,
            ...(item.ifMatch === undefined ? {} : { [VERSION_HEADER.toLowerCase()]: item.ifMatch }),
            ...(item.body === null ? {} : { 'content-type': 'application/json' }),
          },
          remoteAddress: request.ip,
          ...(item.body === null ? {} : { payload: item.body }),
        };
        const response = await app.inject(options);
        const retryAfter = Number(response.headers['retry-after']);
        results.push({
          requestId: item.requestId,
          status: response.statusCode,
          body: parsedBody(response.body),
          ...(Number.isInteger(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
        });
        if (response.statusCode === 401 || meansTryLater(response.statusCode, response.headers['retry-after'] !== undefined)) break;
        if (response.statusCode >= 400 && record !== null) refusedRecords.add(record);
      }
      for (const result of results) app.metrics.outboxReplayItems.inc({ status: statusClass(result.status) });
      return { success: true as const, message: OUTBOX_REPLAY_MESSAGES.replayed, data: { results } };
    },
    // A batch holds up to 25 writes of up to 1 MB each as a single request could; the device
    // keeps its batches far smaller (src/lib/offline/outbox/replay-outbox.ts).
    { bodyLimit: REPLAY_BODY_LIMIT_BYTES, config: { rateLimit: { max: REPLAY_BATCHES_PER_MINUTE, timeWindow: 60_000 } } },
  );
};
