/**
 * The students' offline policy: which writes the device may keep, how a kept one is named, and
 * which student it shows pending on. The import and the bulk writes are never kept (their answer
 * is a per-row report someone must read).
 */
import { describe, expect, it } from 'vitest';
import * as studentEndpoints from '@/contract/endpoints/students';
import * as studentCardEndpoints from '@/contract/endpoints/students/card';
import * as analyticsEndpoints from '@/contract/endpoints/students/analytics';
import { findOfflineWrite } from '@/contract/endpoints/offline-writes';

const body = { admissionNo: 'ADM-2026-0001', user: { firstName: ' Ahmad ', lastName: 'Rahimi' } };

describe('students: offline policy', () => {
  it('keeps a registration, named by the student, with no id until the server gives one', () => {
    const kept = findOfflineWrite('POST', '/students');
    expect(kept?.endpoint).toBe(studentEndpoints.create);
    const write = { params: kept?.params ?? {}, body };
    expect(studentEndpoints.create.offline.describe(write)).toEqual({ key: 'students.pending.create', values: { name: 'Ahmad Rahimi' } });
    expect(studentEndpoints.create.offline.pending?.id(write)).toBeNull();
    expect(studentEndpoints.create.offline.describe({ params: {}, body: null })).toEqual({ key: 'students.pending.createUnnamed', values: {} });
  });

  it('keeps an edit and a restore, pending on the student of the path', () => {
    const edit = findOfflineWrite('PUT', '/students/41');
    expect(edit?.endpoint).toBe(studentEndpoints.update);
    expect(edit?.endpoint.offline.describe({ params: edit.params, body })).toEqual({ key: 'students.pending.edit', values: { name: 'Ahmad Rahimi' } });
    expect(edit?.endpoint.offline.pending?.id({ params: edit.params, body })).toBe('41');

    const restore = findOfflineWrite('PATCH', '/students/41/restore');
    expect(restore?.endpoint).toBe(studentEndpoints.restore);
    expect(restore?.endpoint.offline.pending?.id({ params: restore.params, body: {} })).toBe('41');
  });

  it('never keeps the import, the bulk writes, the photo upload or warming the cache', () => {
    for (const endpoint of [
      studentEndpoints.importRows,
      studentEndpoints.bulkCreate,
      studentEndpoints.bulkCreateAlias,
      studentEndpoints.bulkUpdate,
      studentEndpoints.bulkUpdateAlias,
      studentCardEndpoints.uploadAvatar,
      analyticsEndpoints.warmCache,
    ]) {
      expect(endpoint).not.toHaveProperty('offline');
    }
    expect(findOfflineWrite('POST', '/students/import')).toBeNull();
    expect(findOfflineWrite('POST', '/students/bulk')).toBeNull();
    expect(findOfflineWrite('PUT', '/students/bulk/update')).toBeNull();
    expect(findOfflineWrite('POST', '/students/41/avatar')).toBeNull();
    expect(findOfflineWrite('POST', '/students/cache/warm')).toBeNull();
  });
});
