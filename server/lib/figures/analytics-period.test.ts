import { describe, expect, it } from 'vitest';
import { periodRange, pointLabel, pointStarts, previousRange, trendUnit } from './analytics-period';

describe('dashboard periods', () => {
  it('ends today and spans the period inclusive; the previous range is as long', () => {
    expect(periodRange('7D', '2026-11-20')).toEqual({ from: '2026-11-14', to: '2026-11-20' });
    expect(periodRange('1Y', '2026-11-20')).toEqual({ from: '2025-11-21', to: '2026-11-20' });
    expect(previousRange({ from: '2026-11-14', to: '2026-11-20' })).toEqual({ from: '2026-11-07', to: '2026-11-13' });
  });

  it('has days for 7D, weeks from Saturday for 30D and months for 90D and 1Y', () => {
    expect(trendUnit('7D')).toBe('day');
    expect(pointStarts('day', periodRange('7D', '2026-11-20'))).toHaveLength(7);
    // 2026-11-20 is a Friday: its week began on Saturday 2026-11-14.
    const weeks = pointStarts('week', periodRange('30D', '2026-11-20'));
    expect(weeks).toEqual(['2026-10-17', '2026-10-24', '2026-10-31', '2026-11-07', '2026-11-14']);
    expect(weeks.every((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 6)).toBe(true);
    const months = pointStarts(trendUnit('90D'), periodRange('90D', '2026-11-20'));
    expect(months.map((start) => pointLabel('month', start))).toEqual(['2026-08', '2026-09', '2026-10', '2026-11']);
  });
});
