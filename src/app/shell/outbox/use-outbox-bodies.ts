import { useEffect, useState } from 'react';
import { decodeOutboxBody } from '@/lib/offline/outbox/decode-outbox-body';
import type { OutboxItem } from '@/lib/offline/outbox/outbox-item';

/** The decoded bodies of the given outbox items, by X-Request-ID (filled in as they decode). */
export function useOutboxBodies(items: readonly OutboxItem[]): ReadonlyMap<string, unknown> {
  const [bodies, setBodies] = useState<ReadonlyMap<string, unknown>>(new Map());
  useEffect(() => {
    const missing = items.filter((item) => !bodies.has(item.requestId));
    if (missing.length === 0) return;
    let cancelled = false;
    void Promise.all(missing.map(async (item) => [item.requestId, await decodeOutboxBody(item)] as const)).then((decoded) => {
      if (!cancelled) setBodies((current) => new Map([...current, ...decoded]));
    });
    return () => {
      cancelled = true;
    };
  }, [items, bodies]);
  return bodies;
}
