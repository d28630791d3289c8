import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint } from '@/lib/dom/after-first-contentful-paint';

type Deliver = (names: string[]) => void;

/** A PerformanceObserver whose entries the test hands over, and what was observed. */
function stubPaintObserver() {
  const observers: { deliver: Deliver; disconnected: boolean; options?: PerformanceObserverInit }[] = [];
  class FakeObserver {
    private readonly record: (typeof observers)[number];
    constructor(callback: PerformanceObserverCallback) {
      this.record = {
        disconnected: false,
        deliver: (names) => {
          const list = { getEntriesByName: (name: string) => names.filter((entry) => entry === name).map((entry) => ({ name: entry })) };
          callback(list as unknown as PerformanceObserverEntryList, this as unknown as PerformanceObserver);
        },
      };
      observers.push(this.record);
    }
    observe(options: PerformanceObserverInit) {
      this.record.options = options;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return observers;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstContentfulPaint', () => {
  it('runs once the first contentful paint is reported, and only once', () => {
    const observers = stubPaintObserver();
    const callback = vi.fn();
    afterFirstContentfulPaint(callback, 5000);

    expect(observers[0].options).toEqual({ type: 'paint', buffered: true });
    observers[0].deliver(['first-paint']);
    expect(callback).not.toHaveBeenCalled();

    observers[0].deliver(['first-contentful-paint']);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(observers[0].disconnected).toBe(true);

    vi.advanceTimersByTime(10_000);
    observers[0].deliver(['first-contentful-paint']);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback time when no paint comes (a tab opened in the background)', () => {
    stubPaintObserver();
    const callback = vi.fn();
    afterFirstContentfulPaint(callback, 5000);

    vi.advanceTimersByTime(4999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback time in a browser without paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const callback = vi.fn();
    afterFirstContentfulPaint(callback, 1000);

    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
