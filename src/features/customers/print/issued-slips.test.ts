import { describe, expect, it } from 'vitest';
import {
  ISSUED_SLIPS_STORAGE_KEY,
  MAX_ISSUED_SLIPS,
  listIssuedSlips,
  readIssuedSlip,
  saveIssuedSlip,
  tokenSlipPrintPath,
  type IssuedSlip,
} from '@/features/customers/print/issued-slips';
import { localDatabase } from '@/lib/offline/local-database';

/** Slip `tokenNumber` of the day, issued that many seconds after 09:30 Kabul time. */
function makeSlip(id: string, tokenNumber = 1): IssuedSlip {
  return {
    id,
    tokenNumber,
    tokenLabel: String(tokenNumber).padStart(3, '0'),
    dateKey: '2026-05-12',
    issuedAt: new Date(Date.UTC(2026, 4, 12, 5, 0, tokenNumber)).toISOString(),
    printedAt: null,
    qrPayload: `TOKEN:${tokenNumber}|V-2026-000001`,
    customer: { id: 'c1', serialNumber: 'V-2026-000001', name: 'Ahmad', phone: null, mobile: null, type: 'STUDENT', purpose: null, department: null },
    school: null,
  };
}

describe('issued slips', () => {
  it('reads a stored slip back by its id', async () => {
    await saveIssuedSlip(makeSlip('a', 1));
    await saveIssuedSlip(makeSlip('b', 2));
    expect((await readIssuedSlip('b'))?.tokenNumber).toBe(2);
    expect(await readIssuedSlip('missing')).toBeNull();
  });

  it('keeps them in the local database, with fields this version does not know', async () => {
    await saveIssuedSlip({ ...makeSlip('a', 1), fromNewerVersion: 'kept' });
    expect(await localDatabase().issuedSlips.get('a')).toMatchObject({ id: 'a', tokenLabel: '001', fromNewerVersion: 'kept' });
    expect((await readIssuedSlip('a'))?.fromNewerVersion).toBe('kept');
  });

  it('replaces a slip saved again under the same id (e.g. when it is printed)', async () => {
    await saveIssuedSlip(makeSlip('a', 1));
    await saveIssuedSlip({ ...makeSlip('a', 1), printedAt: '2026-05-12T05:01:00.000Z' });
    expect(await listIssuedSlips()).toHaveLength(1);
    expect((await readIssuedSlip('a'))?.printedAt).toBe('2026-05-12T05:01:00.000Z');
  });

  it('lists the slips earliest issued first', async () => {
    await saveIssuedSlip(makeSlip('late', 3));
    await saveIssuedSlip(makeSlip('early', 1));
    await saveIssuedSlip(makeSlip('middle', 2));
    expect((await listIssuedSlips()).map((slip) => slip.id)).toEqual(['early', 'middle', 'late']);
  });

  it(`keeps only the ${MAX_ISSUED_SLIPS} last issued slips`, async () => {
    for (let index = 1; index <= MAX_ISSUED_SLIPS + 5; index += 1) await saveIssuedSlip(makeSlip(`s${index}`, index));
    const slips = await listIssuedSlips();
    expect(slips).toHaveLength(MAX_ISSUED_SLIPS);
    expect(slips[0].id).toBe('s6');
    expect(slips.at(-1)?.id).toBe(`s${MAX_ISSUED_SLIPS + 5}`);
    expect(await readIssuedSlip('s1')).toBeNull();
    expect(await localDatabase().issuedSlips.count()).toBe(MAX_ISSUED_SLIPS);
  });

  it('skips stored slips it cannot read instead of failing', async () => {
    await localDatabase().issuedSlips.put({ id: 'broken', issuedAt: '2026-05-12T04:00:00.000Z' });
    await saveIssuedSlip(makeSlip('ok'));
    expect((await listIssuedSlips()).map((slip) => slip.id)).toEqual(['ok']);
    expect(await readIssuedSlip('broken')).toBeNull();
  });

  it("finds an older version's slips in local storage until the next save moves them into the database", async () => {
    await saveIssuedSlip({ ...makeSlip('b', 2), printedAt: '2026-05-12T05:05:00.000Z' });
    localStorage.setItem(ISSUED_SLIPS_STORAGE_KEY, JSON.stringify([makeSlip('a', 1), { id: 'broken' }, makeSlip('b', 2)]));

    // Reads never write (they run inside live queries): the slips stay where they are.
    expect((await readIssuedSlip('a'))?.tokenNumber).toBe(1);
    expect((await listIssuedSlips()).map((slip) => slip.id)).toEqual(['a', 'b']);
    expect(localStorage.getItem(ISSUED_SLIPS_STORAGE_KEY)).not.toBeNull();
    expect(await localDatabase().issuedSlips.get('a')).toBeUndefined();

    await saveIssuedSlip(makeSlip('c', 3));
    expect(localStorage.getItem(ISSUED_SLIPS_STORAGE_KEY)).toBeNull();
    expect((await localDatabase().issuedSlips.orderBy('issuedAt').primaryKeys())).toEqual(['a', 'b', 'c']);
    // The copy saved in the database since (printed) is newer than the one in local storage.
    expect((await readIssuedSlip('b'))?.printedAt).toBe('2026-05-12T05:05:00.000Z');
  });

  it('moves old slips before saving a new one, and keeps the bound across both', async () => {
    const legacy = Array.from({ length: MAX_ISSUED_SLIPS }, (_, index) => makeSlip(`old${index + 1}`, index + 1));
    localStorage.setItem(ISSUED_SLIPS_STORAGE_KEY, JSON.stringify(legacy));
    await saveIssuedSlip(makeSlip('new', MAX_ISSUED_SLIPS + 1));
    expect(localStorage.getItem(ISSUED_SLIPS_STORAGE_KEY)).toBeNull();
    const ids = (await listIssuedSlips()).map((slip) => slip.id);
    expect(ids).toHaveLength(MAX_ISSUED_SLIPS);
    expect(ids[0]).toBe('old2');
    expect(ids.at(-1)).toBe('new');
    expect(await localDatabase().issuedSlips.count()).toBe(MAX_ISSUED_SLIPS);
  });

  it('drops unreadable old local storage instead of failing', async () => {
    localStorage.setItem(ISSUED_SLIPS_STORAGE_KEY, 'not json');
    expect(await listIssuedSlips()).toEqual([]);
    expect(await readIssuedSlip('a')).toBeNull();
    await saveIssuedSlip(makeSlip('a', 1));
    expect(localStorage.getItem(ISSUED_SLIPS_STORAGE_KEY)).toBeNull();
    expect((await listIssuedSlips()).map((slip) => slip.id)).toEqual(['a']);
  });

  it('prints from /print/token/<id>', () => {
    expect(tokenSlipPrintPath('ab 1')).toBe('/print/token/ab%201');
  });
});
