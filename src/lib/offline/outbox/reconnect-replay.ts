/**
 * The replay asked for when the network or the server comes back (outbox-sync.ts) can still meet
 * no network: a connection returns in stages (the Wi-Fi joins before its route works, and the
 * service worker may see the network a moment after the page). Such a try only pushes the queued
 * write's back-off further, and the device would wait up to a minute with the server reachable.
 * So the replay is asked again a little later, while the next write still waits on the network.
 */
export const RECONNECT_FOLLOW_UPS_MS = [2_000, 8_000] as const;

export type ReconnectReplay = {
  /** The network or the server is back: replay now, then follow up. */
  reconnected: () => void;
  stop: () => void;
};

export function createReconnectReplay({
  replay,
  waitsOnNetwork,
  followUpsMs = RECONNECT_FOLLOW_UPS_MS,
}: {
  replay: () => void;
  /** Whether the next write's last try got no answer from the network. */
  waitsOnNetwork: () => Promise<boolean>;
  followUpsMs?: readonly number[];
}): ReconnectReplay {
  let timers: ReturnType<typeof setTimeout>[] = [];
  const stop = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
  };
  const followUp = async () => {
    if (await waitsOnNetwork()) replay();
  };
  return {
    reconnected: () => {
      stop();
      replay();
      timers = followUpsMs.map((delay) => setTimeout(() => void followUp().catch(() => undefined), delay));
    },
    stop,
  };
}
