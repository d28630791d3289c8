/**
 * "Fix and send again" for a refused write: the corrected body replaces the stored one, encoded
 * as the app sends it, under a new X-Request-ID (it is a new request), back in its place. A
 * change chosen after comparing versions is made from the record's current `version` (If-Match).
 */
import { VERSION_HEADER, versionTag } from '@/contract/record-version';
import { encodeRequestBody } from '@/lib/api/answer-envelope';
import { PAYLOAD_KEY } from '@/lib/api/payload-key';
import { createRequestId } from '@/lib/api/request-id';
import { isEncryptedEnvelope } from '@/lib/payload-envelope';
import { outboxBodyText, type OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { retryOutboxItem } from '@/lib/offline/outbox/outbox-store';

export async function fixOutboxItem(
  item: OutboxItem,
  body: Record<string, unknown>,
  changes: Readonly<Record<string, unknown>>,
  options: { version?: string } = {},
): Promise<void> {
  if (item.seq === undefined) return;
  const next = { ...body, ...changes };
  const sentEncrypted = (() => {
    try {
      return isEncryptedEnvelope(JSON.parse(outboxBodyText(item) ?? 'null'));
    } catch {
      return false;
    }
  })();
  const text = JSON.stringify(sentEncrypted ? await encodeRequestBody(next, PAYLOAD_KEY) : next);
  const bytes = new TextEncoder().encode(text);
  await retryOutboxItem(item.seq, {
    body: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    requestId: createRequestId(),
    ...(options.version === undefined ? {} : { headers: { [VERSION_HEADER.toLowerCase()]: versionTag(options.version) } }),
  });
}
