import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '@/lib/dom/next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves after the running task, not in its microtasks', async () => {
    const order: string[] = [];
    const waiting = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    order.push('same task');
    await waiting;
    expect(order).toEqual(['same task', 'next task']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await nextTask();
    expect(yieldNow).toHaveBeenCalledOnce();
  });
});
