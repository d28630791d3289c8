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
