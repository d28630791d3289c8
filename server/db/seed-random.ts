/**
 * Seeded randomness for the demo data (seed-visitors.ts, seed-academics.ts): the same seed gives
 * the same people and figures on every run, so demo screens and tests can rely on them.
 */

/** mulberry32: a small, fast, seedable generator with helpers for picking demo values. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const chance = (p: number) => next() < p;
  /** A value drawn by weight: [[value, weight], ...]. */
  const weighted = <T>(table: readonly (readonly [T, number])[]): T => {
    const total = table.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [value, weight] of table) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return table[table.length - 1][0];
  };
  /** Roughly normal (sum of three uniforms). */
  const normal = (mean: number, spread: number) => mean + (next() + next() + next() - 1.5) * spread * 2;
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => int(0, 15).toString(16));
    hex[12] = '4';
    hex[16] = ((int(0, 15) & 0x3) | 0x8).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  return { next, int, pick, chance, weighted, normal, uuid };
}

export type Random = ReturnType<typeof createRandom>;

/** +93 7x xxx xxxx, stored without spaces as the front desk's other records are. */
export function randomMobileNumber(random: Random): string {
  return `+937${random.int(0, 9)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
}
