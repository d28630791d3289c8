/** Small statistics helpers for the benchmarks. */

/** The p-th percentile (0-100) of the values, nearest-rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** Prints one figure against its budget and returns whether it is within it. */
export function checkBudget(label: string, value: number, budget: { max?: number; min?: number }, unit: string): boolean {
  const ok = (budget.max === undefined || value <= budget.max) && (budget.min === undefined || value >= budget.min);
  const limit = budget.max !== undefined ? `<= ${budget.max}` : `>= ${budget.min}`;
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${label}: ${round(value)} ${unit} (budget ${limit} ${unit})`);
  return ok;
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}
