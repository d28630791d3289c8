/**
 * Spec §7.5: the portal reads an answer from `data.data` or `data`. The api client already gives
 * the envelope's `data`; an older server may wrap it once more. Returns the innermost object.
 */
export function readRecordAnswer(data: unknown): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  const nested = (data as { data?: unknown }).data;
  if (typeof nested === 'object' && nested !== null && !Array.isArray(nested)) return nested as Record<string, unknown>;
  return data as Record<string, unknown>;
}

/** A list inside an answer: the named field, else the answer itself when it is a list, else []. */
export function readRecordList(data: unknown, field: string): unknown[] {
  if (Array.isArray(data)) return data;
  const record = readRecordAnswer(data);
  const list = record[field];
  if (Array.isArray(list)) return list;
  return Array.isArray(record.data) ? record.data : [];
}
