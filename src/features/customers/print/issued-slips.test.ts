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

function makeSlip(id: string, tokenNumber = 1): IssuedSlip {
  return {
    id,
    tokenNumber,
    tokenLabel: String(tokenNumber).padStart(3, '0'),
    dateKey: '2026-05-12',
    issuedAt: '2026-05-12T05:00:00.000Z',
    printedAt: null,
    qrPayload: `TOKEN:${tokenNumber}|V-2026-000001`,
    customer: { id: 'c1', serialNumber: 'V-2026-000001', name: 'Ahmad', phone: null, mobile: null, type: 'STUDENT', purpose: null, department: null },
    school: null,
  };
}

describe('issued slips', () => {
  it('reads a stored slip back by its id', () => {
    saveIssuedSlip(makeSlip('a', 1));
    saveIssuedSlip(makeSlip('b', 2));
    expect(readIssuedSlip('b')?.tokenNumber).toBe(2);
    expect(readIssuedSlip('missing')).toBeNull();
  });

  it('replaces a slip saved again under the same id (e.g. when it is printed)', () => {
    saveIssuedSlip(makeSlip('a', 1));
    saveIssuedSlip({ ...makeSlip('a', 1), printedAt: '2026-05-12T05:01:00.000Z' });
    expect(listIssuedSlips()).toHaveLength(1);
    expect(readIssuedSlip('a')?.printedAt).toBe('2026-05-12T05:01:00.000Z');
  });

  it(`keeps only the last ${MAX_ISSUED_SLIPS} slips`, () => {
    for (let index = 1; index <= MAX_ISSUED_SLIPS + 5; index += 1) saveIssuedSlip(makeSlip(`s${index}`, index));
    const slips = listIssuedSlips();
    expect(slips).toHaveLength(MAX_ISSUED_SLIPS);
    expect(slips[0].id).toBe('s6');
    expect(readIssuedSlip('s1')).toBeNull();
  });

  it('skips stored entries it cannot read instead of failing', () => {
    localStorage.setItem(ISSUED_SLIPS_STORAGE_KEY, JSON.stringify([{ id: 'broken' }, makeSlip('ok')]));
    expect(listIssuedSlips().map((slip) => slip.id)).toEqual(['ok']);
    localStorage.setItem(ISSUED_SLIPS_STORAGE_KEY, 'not json');
    expect(listIssuedSlips()).toEqual([]);
  });

  it('prints from /print/token/<id>', () => {
    expect(tokenSlipPrintPath('ab 1')).toBe('/print/token/ab%201');
  });
});
