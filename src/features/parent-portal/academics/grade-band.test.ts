import { describe, expect, it } from 'vitest';
import { gradeBand, gradeBandColor } from '@/features/parent-portal/academics/grade-band';

describe('gradeBand', () => {
  it.each([
    [100, 'excellent', 'green'],
    [90, 'excellent', 'green'],
    [89.9, 'good', 'blue'],
    [80, 'good', 'blue'],
    [79.9, 'fair', 'yellow'],
    [70, 'fair', 'yellow'],
    [69.9, 'pass', 'orange'],
    [60, 'pass', 'orange'],
    [59.9, 'low', 'red'],
    [0, 'low', 'red'],
  ])('%s percent is %s (%s)', (percentage, band, color) => {
    expect(gradeBand(percentage)).toBe(band);
    expect(gradeBandColor(percentage)).toBe(color);
  });
});
