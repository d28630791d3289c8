import { describe, expect, it } from 'vitest';
import { normaliseDate } from '@/features/students/form/normalise-date';

describe('normaliseDate (dates travel as YYYY-MM-DD)', () => {
  it('keeps a plain date and cuts a timestamp to the date it was written with', () => {
    expect(normaliseDate('2014-05-09')).toBe('2014-05-09');
    expect(normaliseDate('2026-03-21T00:00:00.000Z')).toBe('2026-03-21');
    expect(normaliseDate('2012-03-04T22:00:00Z')).toBe('2012-03-04');
    expect(normaliseDate(' 2012-03-04 10:00 ')).toBe('2012-03-04');
  });

  it('reads other written forms on the device calendar and pads them', () => {
    expect(normaliseDate('2012/3/4')).toBe('2012-03-04');
    expect(normaliseDate('2012.12.25')).toBe('2012-12-25');
    expect(normaliseDate('March 4, 2012')).toBe('2012-03-04');
    expect(normaliseDate(new Date(2012, 2, 4, 23, 30))).toBe('2012-03-04');
  });

  it('gives null for empty, missing, impossible or unreadable dates', () => {
    expect(normaliseDate('')).toBeNull();
    expect(normaliseDate('   ')).toBeNull();
    expect(normaliseDate(null)).toBeNull();
    expect(normaliseDate(undefined)).toBeNull();
    expect(normaliseDate('2014-02-30')).toBeNull();
    expect(normaliseDate('not a date')).toBeNull();
    expect(normaliseDate(new Date(Number.NaN))).toBeNull();
  });
});
