import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReconnectReplay } from '@/lib/offline/outbox/reconnect-replay';

describe('createReconnectReplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('replays at once on reconnecting, and again later while the next write still met no network', async () => {
    const replay = vi.fn();
    let noNetwork = true;
    const reconnect = createReconnectReplay({ replay, waitsOnNetwork: async () => noNetwork, followUpsMs: [2_000, 8_000] });

    reconnect.reconnected();
    expect(replay).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(replay).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(replay).toHaveBeenCalledTimes(2);

    // That try reached the server: nothing waits on the network any more.
    noNetwork = false;
    await vi.advanceTimersByTimeAsync(6_000);
    expect(replay).toHaveBeenCalledTimes(2);
  });

  it('a second reconnect starts the follow-ups again instead of adding to them; stop ends them', async () => {
    const replay = vi.fn();
    const reconnect = createReconnectReplay({ replay, waitsOnNetwork: async () => true, followUpsMs: [2_000] });

    reconnect.reconnected();
    await vi.advanceTimersByTimeAsync(1_000);
    reconnect.reconnected(); // the online event, then the connection monitor
    await vi.advanceTimersByTimeAsync(1_500);
    expect(replay).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(replay).toHaveBeenCalledTimes(3);

    reconnect.reconnected();
    reconnect.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(replay).toHaveBeenCalledTimes(4);
  });
});
