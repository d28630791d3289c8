/**
 * A device's own edits of one record made one after another through an outage (issue 24): the
 * screens show the first as pending, so the second is made on top of it, but both carry the
 * version the device last read from the server (If-Match). Once the first is applied the record
 * has a newer version, made by this device, and the second would meet it as a change by
 * "someone else". This remembers, per record, the version this device's applied edits turned an
 * older one into; a refusal (412) whose record stands exactly there now changed only by this
 * device's own edits, so the edit is sent again made from it.
 */
import { versionOfTag, VERSION_HEADER } from '@/contract/record-version';
import { outboxHeader, type OutboxItem } from '@/lib/offline/outbox/outbox-item';

/** The record a versioned write changes: its path (a versioned write is at its record's read path). */
export function recordOfWrite(item: Pick<OutboxItem, 'url'>): string {
  return item.url.split('?')[0] ?? item.url;
}

/** The version a write says it was made from (its If-Match), or null. */
export function versionOfWrite(item: Pick<OutboxItem, 'headers'>): string | null {
  return versionOfTag(outboxHeader(item, VERSION_HEADER));
}

/** `updatedAt` of an answer's record (`data` of a 2xx, `current` of a 412), or null. */
export function answeredVersion(body: unknown, part: 'data' | 'current'): string | null {
  const record = (body as Record<string, unknown> | null)?.[part] as { updatedAt?: unknown } | undefined;
  return typeof record?.updatedAt === 'string' ? record.updatedAt : null;
}

export class OwnVersions {
  private readonly byRecord = new Map<string, Map<string, string>>();

  /** An edit of `record` made from `from` was applied; the record is at `to` now. */
  applied(record: string, from: string, to: string): void {
    const versions = this.byRecord.get(record) ?? new Map<string, string>();
    // Edits made from an older version that led to `from` lead to `to` now.
    for (const [older, reached] of versions) if (reached === from) versions.set(older, to);
    versions.set(from, to);
    this.byRecord.set(record, versions);
  }

  /**
   * The version to send an edit made from `from` again from, when the record stands at `current`
   * only because of this device's own applied edits; else null (someone else changed it).
   */
  rebase(record: string, from: string, current: string): string | null {
    return this.byRecord.get(record)?.get(from) === current ? current : null;
  }
}
