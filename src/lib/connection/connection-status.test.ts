import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HEALTH_URL,
  HEALTHY_CHECK_INTERVAL_MS,
  UNREACHABLE_RETRY_MS,
  createConnectionMonitor,
  type ConnectionMonitor,
} from '@/lib/connection/connection-status';

/** A network whose answers the test sets: ok, a status, or no answer (throws). */
function fakeNetwork() {
  const network = {
    online: true,
    answer: 200 as number | 'no answer',
    calls: [] as string[],
    target: new EventTarget() as unknown as Window,
    fetch: vi.fn(async (input: RequestInfo | URL) => {
      network.calls.push(String(input));
      if (network.answer === 'no answer') throw new TypeError('Failed to fetch');
      return new Response('{}', { status: network.answer });
    }),
    goOffline() {
      network.online = false;
      network.target.dispatchEvent(new Event('offline'));
    },
    goOnline() {
      network.online = true;
      network.target.dispatchEvent(new Event('online'));
    },
  };
  return network;
}

let monitor: ConnectionMonitor | undefined;
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  monitor?.stop();
  vi.useRealTimers();
});

function start(network: ReturnType<typeof fakeNetwork>) {
  monitor = createConnectionMonitor({ fetch: network.fetch as typeof fetch, isOnline: () => network.online, target: network.target });
  const seen: string[] = [];
  monitor.subscribe(() => seen.push(monitor!.getState()));
  return { monitor, seen };
}

describe('connection monitor', () => {
  it('stays Offline when a check sent before the network went answers after it', async () => {
    const network = fakeNetwork();
    let answer: (response: Response) => void = () => {};
    network.fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { monitor } = start(network);
    await vi.advanceTimersByTimeAsync(0);
    network.goOffline();
    expect(monitor.getState()).toBe('offline');
    answer(new Response('{}', { status: 200 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.getState()).toBe('offline');
  });

  it('checks the server when first read and every 30 s while it answers', async () => {
    const network = fakeNetwork();
    const { monitor } = start(network);
    await vi.advanceTimersByTimeAsync(0);
    expect(network.calls).toEqual([HEALTH_URL]);
    expect(monitor.getState()).toBe('online');
    await vi.advanceTimersByTimeAsync(HEALTHY_CHECK_INTERVAL_MS);
    expect(network.calls).toHaveLength(2);
  });

  it('says unreachable when the server does not answer or answers 5xx, and retries sooner, backing off', async () => {
    const network = fakeNetwork();
    network.answer = 'no answer';
    const { monitor, seen } = start(network);
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.getState()).toBe('unreachable');
    await vi.advanceTimersByTimeAsync(UNREACHABLE_RETRY_MS[0]);
    expect(network.calls).toHaveLength(2);
    network.answer = 503;
    await vi.advanceTimersByTimeAsync(UNREACHABLE_RETRY_MS[1] - 1);
    expect(network.calls).toHaveLength(2); // the second wait is longer
    await vi.advanceTimersByTimeAsync(1);
    expect(network.calls).toHaveLength(3);
    expect(monitor.getState()).toBe('unreachable');
    network.answer = 200;
    await vi.advanceTimersByTimeAsync(UNREACHABLE_RETRY_MS[2]);
    expect(monitor.getState()).toBe('online');
    expect(seen).toEqual(['unreachable', 'online']);
  });

  it('is offline at once when the device loses its network, and checks again when it is back', async () => {
    const network = fakeNetwork();
    const { monitor, seen } = start(network);
    await vi.advanceTimersByTimeAsync(0);
    network.goOffline();
    expect(monitor.getState()).toBe('offline');
    // No checks while offline.
    await vi.advanceTimersByTimeAsync(HEALTHY_CHECK_INTERVAL_MS * 3);
    expect(network.calls).toHaveLength(1);
    network.goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(network.calls).toHaveLength(2);
    expect(seen).toEqual(['offline', 'online']);
  });

  it('runs one check at a time however often it is asked', async () => {
    const network = fakeNetwork();
    const { monitor } = start(network);
    const results = await Promise.all([monitor.checkNow(), monitor.checkNow(), monitor.checkNow()]);
    expect(results).toEqual(['online', 'online', 'online']);
    expect(network.calls).toHaveLength(1);
  });
});
