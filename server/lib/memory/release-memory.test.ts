/**
 * Giving memory back (issue 25, the footprint on a school's PC): the garbage a busy spell left
 * is collected, and native memory freed in the middle of the C library's heap (kept there until
 * asked, as the live blocks around it pin it) goes back to the machine.
 */
import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { releaseMemory } from './release-memory';

const MB = 1024 * 1024;
const residentBytes = () => process.memoryUsage().rss;

describe('releaseMemory', () => {
  it('collects the garbage of the JavaScript heap', async () => {
    // The rows are garbage once this function has returned.
    const heapHoldingRows = () => {
      const rows = Array.from({ length: 500_000 }, (_, index) => ({ index, text: `row ${index}` }));
      expect(rows.length).toBe(500_000);
      return v8.getHeapStatistics().used_heap_size;
    };
    const holding = heapHoldingRows();
    await releaseMemory();
    expect(holding - v8.getHeapStatistics().used_heap_size).toBeGreaterThan(20 * MB);
  });

  it.runIf(process.platform === 'linux')('gives native memory freed between live blocks back to the machine', async () => {
    // 16 KB blocks come from the C library's heap; one in eight stays, so the freed seven can
    // only go back to the machine when asked (malloc_trim).
    const blocks: (ArrayBuffer | null)[] = Array.from({ length: 12_800 }, () => new ArrayBuffer(16 * 1024));
    for (const block of blocks) new Uint8Array(block!).fill(1);
    const kept = blocks.filter((_, index) => index % 8 === 0);
    blocks.fill(null);
    const before = residentBytes();
    const { nativeTrimmed } = await releaseMemory();
    expect(nativeTrimmed).toBe(true);
    expect(before - residentBytes()).toBeGreaterThan(100 * MB);
    expect(kept.length).toBe(1600);
  });
});
