import { describe, expect, it } from 'vitest';
import { MAX_METADATA_ENTRIES } from '@/contract/customers';
import { addMetadataEntry, removeMetadataEntry, toMetadataRecord } from '@/features/customers/components/metadata-entries';

describe('custom metadata entries', () => {
  it('adds a pair only when both parts are non-empty after trimming, trimmed', () => {
    expect(addMetadataEntry([], '  Grade ', ' 7 ')).toEqual([{ key: 'Grade', value: '7' }]);
    expect(addMetadataEntry([], '   ', '7')).toBeNull();
    expect(addMetadataEntry([], 'Grade', '   ')).toBeNull();
    expect(addMetadataEntry([], '', '')).toBeNull();
  });

  it('gives a field name already listed its new value instead of a second entry', () => {
    const entries = [
      { key: 'Grade', value: '7' },
      { key: 'Sibling', value: 'Maryam' },
    ];
    expect(addMetadataEntry(entries, 'Grade', '8')).toEqual([
      { key: 'Grade', value: '8' },
      { key: 'Sibling', value: 'Maryam' },
    ]);
  });

  it('stops at the most custom fields the server takes', () => {
    const full = Array.from({ length: MAX_METADATA_ENTRIES }, (_value, index) => ({ key: `k${index}`, value: 'v' }));
    expect(addMetadataEntry(full, 'one more', 'v')).toBeNull();
    expect(addMetadataEntry(full, 'k3', 'changed')?.[3]).toEqual({ key: 'k3', value: 'changed' });
  });

  it('removes the entry at a position and turns the list into the map the API takes', () => {
    const entries = [
      { key: 'Grade', value: '7' },
      { key: 'Sibling', value: 'Maryam' },
    ];
    expect(removeMetadataEntry(entries, 0)).toEqual([{ key: 'Sibling', value: 'Maryam' }]);
    expect(toMetadataRecord(entries)).toEqual({ Grade: '7', Sibling: 'Maryam' });
  });
});
