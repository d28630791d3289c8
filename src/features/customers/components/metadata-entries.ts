import { MAX_METADATA_ENTRIES } from '@/contract/customers';

/** One custom field of a customer: a field name and its value (spec part 1 §2). */
export type MetadataEntry = { key: string; value: string };

/**
 * The list with the pair added, or null when it cannot be: both parts must be non-empty after
 * trimming (spec part 1 §5), and the list holds at most MAX_METADATA_ENTRIES. A field name
 * already in the list gets the new value in its place instead of a second entry.
 */
export function addMetadataEntry(entries: readonly MetadataEntry[], key: string, value: string): MetadataEntry[] | null {
  const entry = { key: key.trim(), value: value.trim() };
  if (entry.key === '' || entry.value === '') return null;
  const index = entries.findIndex((item) => item.key === entry.key);
  if (index >= 0) return entries.map((item, position) => (position === index ? entry : item));
  if (entries.length >= MAX_METADATA_ENTRIES) return null;
  return [...entries, entry];
}

export function removeMetadataEntry(entries: readonly MetadataEntry[], index: number): MetadataEntry[] {
  return entries.filter((_entry, position) => position !== index);
}

export function toMetadataRecord(entries: readonly MetadataEntry[]): Record<string, string> {
  return Object.fromEntries(entries.map((entry) => [entry.key, entry.value]));
}
