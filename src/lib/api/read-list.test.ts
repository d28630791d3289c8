import { describe, expect, it } from 'vitest';
import { readList } from '@/lib/api/read-list';

describe('readList', () => {
  it('reads a list from data', () => {
    expect(readList({ success: true, data: [{ id: 1 }, { id: 2 }] })).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('reads a list from data.data', () => {
    expect(readList({ success: true, data: { data: [{ id: 3 }], pagination: {} } })).toEqual([{ id: 3 }]);
  });

  it('reads a bare list', () => {
    expect(readList([1, 2])).toEqual([1, 2]);
  });

  it('defaults to an empty list', () => {
    expect(readList({ success: true, data: null })).toEqual([]);
    expect(readList({ success: true, data: { total: 0 } })).toEqual([]);
    expect(readList({ success: true, queued: true })).toEqual([]);
    expect(readList(undefined)).toEqual([]);
    expect(readList('text')).toEqual([]);
  });
});
