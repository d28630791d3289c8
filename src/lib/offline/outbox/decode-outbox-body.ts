/**
 * What a queued write says, read back from the outbox itself (issue 4: pending records are read
 * from the outbox, so what a screen shows and what will be sent cannot drift apart). The body is
 * stored as sent: a JSON payload envelope, decrypted here with the build's key.
 */
import { decodeAnswer } from '@/lib/api/answer-envelope';
import { PAYLOAD_KEY } from '@/lib/api/payload-key';
import { outboxBodyText, type OutboxItem } from '@/lib/offline/outbox/outbox-item';

/** The decoded JSON body, or undefined when there is none or it cannot be read. */
export async function decodeOutboxBody(item: Pick<OutboxItem, 'body'>, payloadKey = PAYLOAD_KEY): Promise<unknown> {
  const text = outboxBodyText(item);
  if (text === null || text === '') return undefined;
  try {
    return await decodeAnswer(JSON.parse(text), payloadKey);
  } catch {
    return undefined;
  }
}

/**
 * Decoded bodies by X-Request-ID: a stored body never changes under its id (a fixed write gets a
 * new one), so the screens that show pending records do not decrypt a long queue again at each
 * change of the outbox.
 */
const decodedBodies = new Map<string, Promise<unknown>>();

/** decodeOutboxBody, once per write. */
export function decodeOutboxBodyOnce(item: Pick<OutboxItem, 'body' | 'requestId'>): Promise<unknown> {
  let body = decodedBodies.get(item.requestId);
  if (!body) {
    body = decodeOutboxBody(item);
    decodedBodies.set(item.requestId, body);
  }
  return body;
}

/** Drops the decoded bodies of writes no longer in the outbox (`current`: every item in it). */
export function forgetDecodedBodiesExcept(current: readonly Pick<OutboxItem, 'requestId'>[]): void {
  const kept = new Set(current.map((item) => item.requestId));
  for (const requestId of decodedBodies.keys()) if (!kept.has(requestId)) decodedBodies.delete(requestId);
}
