import { describe, expect, it } from 'vitest';
import { readPortalList, readPortalRecord } from '@/features/parent-portal/api/read-portal-answer';

describe('readPortalRecord', () => {
  it('reads data.data, else data, else an empty object', () => {
    expect(readPortalRecord({ success: true, data: { data: { total: 3 } } })).toEqual({ total: 3 });
    expect(readPortalRecord({ success: true, data: { total: 3 } })).toEqual({ total: 3 });
    expect(readPortalRecord({ success: true, data: [1] })).toEqual({});
    expect(readPortalRecord({ success: true })).toEqual({});
    expect(readPortalRecord(null)).toEqual({});
  });
});

describe('readPortalList', () => {
  it('reads data, the named field (also inside data.data), or data.data, else an empty list', () => {
    expect(readPortalList({ success: true, data: [1, 2] })).toEqual([1, 2]);
    expect(readPortalList({ success: true, data: { data: [3] } })).toEqual([3]);
    expect(readPortalList({ success: true, data: { records: [4], summary: {} } }, 'records')).toEqual([4]);
    expect(readPortalList({ success: true, data: { data: { records: [5] } } }, 'records')).toEqual([5]);
    expect(readPortalList({ success: true, data: { records: 'x' } }, 'records')).toEqual([]);
    expect(readPortalList({ success: true })).toEqual([]);
  });
});
