import { useRef } from 'react';
import { createRequestId } from '@/lib/api/request-id';

export type LogicalWrite<Payload, Prepared> = {
  /** What was prepared for this payload; the same while the payload is unchanged and not settled. */
  preparedFor: (payload: Payload) => Prepared;
  /** The write succeeded: the next one, even with the same payload, is a new write. */
  settled: () => void;
};

/**
 * One prepared write (ids) per logical write. A failed save sent again unchanged keeps its ids, so
 * if the first attempt did reach the server the retry is answered from it, not applied twice; a
 * changed payload (compared as JSON) is a new write with new ids.
 */
export function useLogicalWrite<Payload, Prepared>(prepare: (payload: Payload) => Prepared): LogicalWrite<Payload, Prepared> {
  const pending = useRef<{ fingerprint: string; prepared: Prepared } | null>(null);
  return {
    preparedFor: (payload) => {
      const fingerprint = JSON.stringify(payload);
      if (pending.current?.fingerprint !== fingerprint) pending.current = { fingerprint, prepared: prepare(payload) };
      return pending.current.prepared;
    },
    settled: () => {
      pending.current = null;
    },
  };
}

export type WriteRequestId = {
  /** The X-Request-ID of this payload's write. */
  requestIdFor: (payload: unknown) => string;
  settled: () => void;
};

/** One X-Request-ID per logical write (see useLogicalWrite). */
export function useWriteRequestId(): WriteRequestId {
  const write = useLogicalWrite<unknown, string>(createRequestId);
  return { requestIdFor: write.preparedFor, settled: write.settled };
}
