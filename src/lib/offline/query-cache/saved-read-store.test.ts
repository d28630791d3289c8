import { Dexie } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { LOCAL_DATABASE_NAME, LocalDatabase, localDatabase, resetLocalDatabaseForTests } from '@/lib/offline/local-database';
import { openAnswer } from '@/lib/offline/query-cache/saved-read-crypto';
import {
  clearSavedReads,
  pruneSavedReads,
  readSaved,
  SAVED_READ_MAX_AGE_MS,
  saveRead,
  savedReadBytes,
  savedReadContext,
  savedReadGeneration,
} from '@/lib/offline/query-cache/saved-read-store';

const DASHBOARD = '["parent-portal","dashboard"]';
const FEES = '["parent-portal","child",12,"fees",{}]';
const answer = { children: [{ id: 12, firstName: 'Mariam', lastName: 'Karimi' }], totalDue: 4500 };

function bytesOf(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('saved reads at rest', () => {
  it('gives back what was saved, with when', async () => {
    await saveRead(1, DASHBOARD, answer, { now: 1_000 });
    expect(await readSaved(1, DASHBOARD, 2_000)).toEqual({ data: answer, savedAt: 1_000 });
    expect(await readSaved(1, FEES)).toBeNull();
  });

  it('stores only ciphertext: no name, no figure, not the query key, and a new IV each write', async () => {
    await saveRead(1, FEES, answer);
    const [first] = await localDatabase().savedReads.toArray();
    await saveRead(1, FEES, answer);
    const rows = await localDatabase().savedReads.toArray();
    expect(rows).toHaveLength(1); // the same query replaces its row
    const second = rows[0];

    const stored = new TextDecoder('utf-8', { fatal: false }).decode(second.ciphertext);
    expect(stored).not.toContain('Mariam');
    expect(stored).not.toContain('4500');
    expect(second.id).not.toContain('fees');
    expect(second.id.startsWith('1:')).toBe(true);
    expect(bytesOf(second.ciphertext)).not.toEqual(bytesOf(new TextEncoder().encode(JSON.stringify(answer)).buffer));
    expect(bytesOf(second.iv.buffer)).not.toEqual(bytesOf(first.iv.buffer));
    expect(bytesOf(second.ciphertext)).not.toEqual(bytesOf(first.ciphertext));
  });

  it('keeps a non-extractable AES-GCM key per user', async () => {
    await saveRead(1, DASHBOARD, answer);
    await saveRead(2, DASHBOARD, { other: true });
    const keys = await localDatabase().savedReadKeys.toArray();
    expect(keys.map((row) => row.userId).sort()).toEqual([1, 2]);
    for (const { key } of keys) {
      expect(key.extractable).toBe(false);
      expect(key.algorithm.name).toBe('AES-GCM');
      await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
    }
  });

  it('never shows one user the answer saved for another', async () => {
    await saveRead(1, DASHBOARD, answer);
    expect(await readSaved(2, DASHBOARD)).toBeNull();

    // Even a row moved under the other user by hand does not open: user and query are authenticated.
    await saveRead(2, FEES, { other: true });
    const row = (await localDatabase().savedReads.where('userId').equals(1).first())!;
    const target = (await localDatabase().savedReads.where('userId').equals(2).first())!;
    await localDatabase().savedReads.put({ ...row, id: target.id, userId: 2 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await readSaved(2, FEES)).toBeNull();
    expect(await localDatabase().savedReads.get(target.id)).toBeUndefined(); // unreadable, so deleted
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('clears every row and every key', async () => {
    await saveRead(1, DASHBOARD, answer);
    await saveRead(2, FEES, answer);
    await clearSavedReads();
    expect(await localDatabase().savedReads.count()).toBe(0);
    expect(await localDatabase().savedReadKeys.count()).toBe(0);
    expect(await readSaved(1, DASHBOARD)).toBeNull();
  });

  it('drops a save whose fetch began before the clear (an answer arriving after logout)', async () => {
    const before = savedReadGeneration();
    await clearSavedReads();
    await saveRead(1, DASHBOARD, answer, { generation: before });
    expect(await localDatabase().savedReads.count()).toBe(0);
    expect(await localDatabase().savedReadKeys.count()).toBe(0);
  });

  it('after a clear, a new key: ciphertext copied before it cannot be read', async () => {
    await saveRead(1, DASHBOARD, answer);
    const copied = (await localDatabase().savedReads.toArray())[0];
    await clearSavedReads();
    await saveRead(1, FEES, answer);
    const newKey = (await localDatabase().savedReadKeys.get(1))!.key;
    await expect(openAnswer(newKey, copied, savedReadContext(1, DASHBOARD))).rejects.toThrow();
  });

  it('never shows an answer older than a week, and prunes those', async () => {
    const now = Date.UTC(2025, 0, 10);
    await saveRead(1, DASHBOARD, answer, { now: now - SAVED_READ_MAX_AGE_MS - 1 });
    await saveRead(1, FEES, answer, { now: now - SAVED_READ_MAX_AGE_MS + 60_000 });
    expect(await readSaved(1, DASHBOARD, now)).toBeNull();
    expect(await readSaved(1, FEES, now)).not.toBeNull();

    await saveRead(2, DASHBOARD, answer, { now: now - SAVED_READ_MAX_AGE_MS - 1 });
    expect(await pruneSavedReads(now)).toBe(1);
    expect(await localDatabase().savedReads.count()).toBe(1);
  });
});

describe('the per-user budget on the device', () => {
  const page = (n: number) => ({ rows: Array.from({ length: 40 }, (_, i) => ({ id: n * 100 + i, name: `Row ${i}` })) });

  it('counts what each saved answer takes, per user', async () => {
    await saveRead(1, DASHBOARD, page(1));
    await saveRead(1, FEES, page(2));
    await saveRead(2, DASHBOARD, page(3));
    const rows = await localDatabase().savedReads.toArray();
    for (const row of rows) expect(row.bytes).toBe(row.iv.byteLength + row.ciphertext.byteLength);
    const ofUser = (userId: number) => rows.filter((row) => row.userId === userId).reduce((sum, row) => sum + row.bytes, 0);
    expect(await savedReadBytes(1)).toBe(ofUser(1));
    expect(await savedReadBytes(2)).toBe(ofUser(2));
    expect(await savedReadBytes(3)).toBe(0);
  });

  it("a save over the budget drops that user's oldest answers first, and no one else's", async () => {
    await saveRead(2, DASHBOARD, page(9), { now: 500 });
    await saveRead(1, '["a"]', page(1), { now: 1_000 });
    const one = await savedReadBytes(1);
    await saveRead(1, '["b"]', page(2), { now: 2_000 });
    await saveRead(1, '["c"]', page(3), { now: 3_000, budgetBytes: Math.floor(one * 2.5) });
    expect(await readSaved(1, '["a"]', 4_000)).toBeNull();
    expect((await readSaved(1, '["b"]', 4_000))?.data).toEqual(page(2));
    expect((await readSaved(1, '["c"]', 4_000))?.data).toEqual(page(3));
    expect((await readSaved(2, DASHBOARD, 4_000))?.data).toEqual(page(9));
    expect(await savedReadBytes(1)).toBeLessThanOrEqual(Math.floor(one * 2.5));
  });

  it('gives the rows saved before the budget existed their sizes when the device database upgrades', async () => {
    localDatabase().close();
    await Dexie.delete(LOCAL_DATABASE_NAME);
    const before = new Dexie(LOCAL_DATABASE_NAME);
    before.version(3).stores({ savedReads: 'id, userId, savedAt', savedReadKeys: 'userId' });
    await before.table('savedReads').put({ id: '1:old', userId: 1, savedAt: 1_000, iv: new Uint8Array(12), ciphertext: new ArrayBuffer(100) });
    before.close();

    const upgraded = new LocalDatabase();
    expect((await upgraded.savedReads.get('1:old'))?.bytes).toBe(112);
    upgraded.close();
    await resetLocalDatabaseForTests();
  });
});
