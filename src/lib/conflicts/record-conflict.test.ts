import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { compareVersions, currentRecordOf, mergedChange, sameValue } from '@/lib/conflicts/record-conflict';

const current = { id: 12, title: 'Chalk, white', amount: 125, remarks: null, status: 'PAID', updatedAt: '2026-11-30T09:00:00.000Z' };

describe('two versions of a record', () => {
  it('compares only the fields of my change the record shows, a number and its text as one value, blank and null as one', () => {
    expect(sameValue('125', 125)).toBe(true);
    expect(sameValue('125.50', 125.5)).toBe(true);
    expect(sameValue('', null)).toBe(true);
    expect(sameValue(' PAID ', 'PAID')).toBe(true);
    expect(sameValue('Chalk', 'chalk')).toBe(false);
    const conflict = compareVersions({ title: 'Chalk, coloured', amount: '125', remarks: '', status: 'PENDING', allowDuplicatePhone: true }, current);
    expect(conflict).toEqual({
      differing: [
        { field: 'title', mine: 'Chalk, coloured', theirs: 'Chalk, white' },
        { field: 'status', mine: 'PENDING', theirs: 'PAID' },
      ],
      same: 2,
      currentVersion: '2026-11-30T09:00:00.000Z',
    });
  });

  it('sends again my change without the fields where theirs is kept', () => {
    const mine = { title: 'Chalk, coloured', status: 'PENDING', amount: 125 };
    expect(mergedChange(mine, { title: 'theirs' })).toEqual({ status: 'PENDING', amount: 125 });
    expect(mergedChange(mine, {})).toEqual(mine);
  });

  it("reads the record now from a 412's answer or error, and nothing from any other", () => {
    const answer = { success: false, message: 'changed', current };
    expect(currentRecordOf(answer)).toEqual(current);
    expect(currentRecordOf(new ApiError('HTTP', 'changed', { status: 412, answer }))).toEqual(current);
    expect(currentRecordOf(new ApiError('HTTP', 'changed', { status: 409, answer }))).toBeNull();
    expect(currentRecordOf({ success: false, message: 'changed', current: { id: 1 } })).toBeNull();
    expect(currentRecordOf(null)).toBeNull();
  });
});
