/**
 * Spec §7.5: the portal reads an answer from `data.data` or `data`, defaulting to empty. The api client
 * gives the envelope (`{ success, data, meta }`); an older server may wrap `data` once more. These take
 * the client's answer.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer's object: `data.data` when that is an object, else `data`, else {}. */
export function readPortalRecord(answer: unknown): Record<string, unknown> {
  if (!isRecord(answer)) return {};
  const data = answer.data;
  if (!isRecord(data)) return {};
  return isRecord(data.data) ? data.data : data;
}

/**
 * The answer's list: `data` when a list, else the named `field` of the answer's object, else `data.data`
 * when a list, else [].
 */
export function readPortalList(answer: unknown, field?: string): unknown[] {
  if (Array.isArray(answer)) return answer;
  if (!isRecord(answer)) return [];
  const data = answer.data;
  if (Array.isArray(data)) return data;
  if (!isRecord(data)) return [];
  if (field) {
    const list = readPortalRecord(answer)[field];
    if (Array.isArray(list)) return list;
  }
  return Array.isArray(data.data) ? data.data : [];
}
