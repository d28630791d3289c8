/**
 * Samples this process's memory (process.memoryUsage) on a timer while something runs, for
 * "memory held flat" checks of in-process work such as a streamed export. The baseline is taken
 * after a full garbage collection when one can be forced, so growth is not last request's garbage.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

export type MemoryFigures = {
  samples: number;
  /** Heap used and resident set size before, in MB. */
  baseHeapMb: number;
  baseRssMb: number;
  /** Highest values while running, in MB. */
  peakHeapMb: number;
  peakRssMb: number;
  peakExternalMb: number;
  baseExternalMb: number;
  forcedGc: boolean;
};

const mb = (bytes: number) => bytes / 1024 / 1024;

function garbageCollector(): (() => void) | undefined {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  try {
    // Exposes gc() to new contexts only; the usual way to reach it without a command-line flag.
    v8.setFlagsFromString('--expose-gc');
    return vm.runInNewContext('gc') as () => void;
  } catch {
    return undefined;
  }
}

/**
 * Runs `work` sampling memory every `intervalMs`; `work` gets `sample` to call as well (on PGlite
 * the database runs on this thread, so timers fire only between its statements).
 */
export async function withMemorySampled<T>(intervalMs: number, work: (sample: () => void) => Promise<T>): Promise<{ value: T; memory: MemoryFigures }> {
  const gc = garbageCollector();
  gc?.();
  const base = process.memoryUsage();
  let peakHeap = base.heapUsed;
  let peakRss = base.rss;
  let peakExternal = base.external + base.arrayBuffers;
  let samples = 0;
  const sample = () => {
    const now = process.memoryUsage();
    samples += 1;
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
    peakExternal = Math.max(peakExternal, now.external + now.arrayBuffers);
  };
  const timer = setInterval(sample, intervalMs);
  try {
    const value = await work(sample);
    sample();
    return {
      value,
      memory: {
        samples,
        baseHeapMb: mb(base.heapUsed),
        baseRssMb: mb(base.rss),
        baseExternalMb: mb(base.external + base.arrayBuffers),
        peakHeapMb: mb(peakHeap),
        peakRssMb: mb(peakRss),
        peakExternalMb: mb(peakExternal),
        forcedGc: gc !== undefined,
      },
    };
  } finally {
    clearInterval(timer);
  }
}
