/** Lists are read from `data.data` or `data`, defaulting to an empty list (spec part 1 §7). */
export function readList<T = unknown>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  if (typeof answer !== 'object' || answer === null) return [];
  const data = (answer as { data?: unknown }).data;
  if (Array.isArray(data)) return data as T[];
  if (typeof data === 'object' && data !== null) {
    const nested = (data as { data?: unknown }).data;
    if (Array.isArray(nested)) return nested as T[];
  }
  return [];
}
