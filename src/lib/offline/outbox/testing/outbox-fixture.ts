/** Outbox rows for tests: a queued write by user 7 (Karim), as the service worker stores it. */
import { encodeRequestBody } from '@/lib/api/answer-envelope';
import { PAYLOAD_KEY } from '@/lib/api/payload-key';
import type { OutboxItem } from '@/lib/offline/outbox/outbox-item';

/** A queued POST /api/customers with no body; `overrides` change any field. */
export function makeOutboxWrite(requestId: string, overrides: Partial<Omit<OutboxItem, 'seq'>> = {}): Omit<OutboxItem, 'seq'> {
  return {
    requestId,
    userId: '7',
    userName: 'Karim',
    method: 'POST',
    url: '/api/customers',
    // As a browser hands them over: names in lower case.
    headers: { 'content-type': 'application/json', 'x-request-id': requestId },
    body: null,
    createdAt: '2026-11-03T09:00:00.000Z',
    state: 'queued',
    attempts: 0,
    nextAttemptAt: 0,
    problem: null,
    ...overrides,
  };
}

/** A body as stored: the text's UTF-8 bytes. */
export function textBytes(text: string): ArrayBuffer {
  const bytes = new TextEncoder().encode(text);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** The body as the page sends it and the service worker stores it: the encrypted envelope's JSON bytes. */
export async function envelopeBytes(body: unknown, key = PAYLOAD_KEY): Promise<ArrayBuffer> {
  return textBytes(JSON.stringify(await encodeRequestBody(body, key)));
}
