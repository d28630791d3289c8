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

  it('takes a reference and its id as one value (a task sends assignedTo: 3, its read answers the user)', () => {
    const ali = { id: 3, username: 'ali', name: 'Ali Sadat' };
    expect(sameValue(3, ali)).toBe(true);
    expect(sameValue(ali, '3')).toBe(true);
    expect(sameValue(4, ali)).toBe(false);
    expect(sameValue(null, ali)).toBe(false);
    // Two groups are still compared whole.
    expect(sameValue({ id: 3, name: 'Ali' }, { id: 3, name: 'Ali Sadat' })).toBe(false);
    const task = { id: 9, title: 'Call back', assignedTo: ali, updatedAt: '2026-11-30T09:00:00.000Z' };
    expect(compareVersions({ title: 'Call back today', assignedTo: 3 }, task).differing).toEqual([{ field: 'title', mine: 'Call back today', theirs: 'Call back' }]);
  });

  it('sends again my change without the fields where theirs is kept', () => {
    const mine = { title: 'Chalk, coloured', status: 'PENDING', amount: 125 };
    const { differing } = compareVersions(mine, current);
    expect(mergedChange(mine, differing, { title: 'theirs' })).toEqual({ status: 'PENDING', amount: 125 });
    expect(mergedChange(mine, differing, {})).toEqual(mine);
  });

  it('compares the parts of a group named as such one by one, and keeps a saved part by its value (a group is sent whole)', () => {
    const saved = {
      id: 81,
      admissionNo: 'ADM-1',
      user: { id: 5, username: 'sara', firstName: 'Sara', lastName: 'Ahmadi', phone: '+93700000001' },
      parent: { id: 9, occupation: 'Teacher', user: { id: 6, firstName: 'Hamid', lastName: 'Ahmadi', phone: '+93700000002' } },
      updatedAt: '2026-11-30T09:00:00.000Z',
    };
    const mine = {
      admissionNo: 'ADM-1',
      user: { firstName: 'Sarah', lastName: 'Ahmadi', phone: '+93700000001', timezone: 'Asia/Kabul' },
      parent: { occupation: 'Engineer', user: { id: 6, firstName: 'Hamid', lastName: 'Ahmadi', phone: '+93700000009', role: 'PARENT' } },
    };
    const conflict = compareVersions(mine, saved, ['user', 'parent', 'parent.user']);
    expect(conflict.differing).toEqual([
      { field: 'user.firstName', mine: 'Sarah', theirs: 'Sara' },
      { field: 'parent.occupation', mine: 'Engineer', theirs: 'Teacher' },
      { field: 'parent.user.phone', mine: '+93700000009', theirs: '+93700000002' },
    ]);
    // admissionNo, user.lastName, user.phone, parent.user.id, firstName, lastName; timezone and role are not shown by the record.
    expect(conflict.same).toBe(6);
    // Without parts named, a group is one value.
    expect(compareVersions(mine, saved).differing.map(({ field }) => field)).toEqual(['user', 'parent']);

    const merged = mergedChange(mine, conflict.differing, { 'user.firstName': 'theirs', 'parent.user.phone': 'theirs' });
    expect(merged).toEqual({
      admissionNo: 'ADM-1',
      user: { firstName: 'Sara', lastName: 'Ahmadi', phone: '+93700000001', timezone: 'Asia/Kabul' },
      parent: { occupation: 'Engineer', user: { id: 6, firstName: 'Hamid', lastName: 'Ahmadi', phone: '+93700000002', role: 'PARENT' } },
    });
    // Mine is left as it was.
    expect(mine.user.firstName).toBe('Sarah');
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
