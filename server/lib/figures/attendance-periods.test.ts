import { describe, expect, it } from 'vitest';
import { boundsPeriod, rangePeriod } from './attendance-periods';

describe('attendance periods', () => {
  it('names a whole calendar month as the month, also on the last day of a 30-day month', () => {
    expect(rangePeriod('2026-11-01', '2026-11-30', '2026-11-30')).toEqual({ name: 'THIS_MONTH', from: '2026-11-01', to: '2026-11-30' });
    expect(rangePeriod('2026-11-01', '2026-11-30', '2026-12-05')).toEqual({ name: 'MONTH', from: '2026-11-01', to: '2026-11-30' });
  });

  it('names the last N days ending today, and any other range as a range', () => {
    expect(rangePeriod('2026-11-02', '2026-12-01', '2026-12-01')).toEqual({ name: 'LAST_30_DAYS', from: '2026-11-02', to: '2026-12-01' });
    expect(rangePeriod('2026-11-24', '2026-11-30', '2026-11-30')).toEqual({ name: 'LAST_7_DAYS', from: '2026-11-24', to: '2026-11-30' });
    expect(rangePeriod('2026-11-03', '2026-11-20', '2026-11-30')).toEqual({ name: 'RANGE', from: '2026-11-03', to: '2026-11-20' });
  });

  it('names a whole year, all time and an open range', () => {
    expect(boundsPeriod('2026-01-01', '2026-12-31', '2026-11-30')).toEqual({ name: 'YEAR', from: '2026-01-01', to: '2026-12-31' });
    expect(boundsPeriod(undefined, undefined, '2026-11-30')).toEqual({ name: 'ALL_TIME', from: null, to: null });
    expect(boundsPeriod('2026-11-01', undefined, '2026-11-30')).toEqual({ name: 'RANGE', from: '2026-11-01', to: null });
  });
});
