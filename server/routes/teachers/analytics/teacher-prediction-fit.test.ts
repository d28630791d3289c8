import { describe, expect, it } from 'vitest';
import { predictionConfidence } from './teacher-prediction';
import { leastSquares } from './teacher-prediction-fit';

describe('leastSquares', () => {
  it('fits a line and measures r² (worked by hand)', () => {
    // Mean x 1, mean y 2; Sxy = 1, Sxx = 2: slope 0.5, intercept 1.5. Residuals -0.5, 1, -0.5: SSres 1.5 of SStot 2, r² 0.25.
    const fit = leastSquares([
      { x: 0, y: 1 },
      { x: 1, y: 3 },
      { x: 2, y: 2 },
    ]);
    expect(fit?.slope).toBeCloseTo(0.5, 10);
    expect(fit?.intercept).toBeCloseTo(1.5, 10);
    expect(fit?.rSquared).toBeCloseTo(0.25, 10);
  });

  it('keeps gaps in x', () => {
    // Points on y = 10 + 2x with week 1 missing.
    const fit = leastSquares([
      { x: 0, y: 10 },
      { x: 2, y: 14 },
      { x: 3, y: 16 },
    ]);
    expect(fit?.slope).toBeCloseTo(2, 10);
    expect(fit?.intercept).toBeCloseTo(10, 10);
    expect(fit?.rSquared).toBeCloseTo(1, 10);
  });

  it('gives a flat line r² 1 and refuses what has no line', () => {
    expect(leastSquares([{ x: 0, y: 70 }, { x: 1, y: 70 }, { x: 2, y: 70 }])).toEqual({ slope: 0, intercept: 70, rSquared: 1 });
    expect(leastSquares([{ x: 0, y: 70 }])).toBeNull();
    expect(leastSquares([{ x: 1, y: 70 }, { x: 1, y: 80 }])).toBeNull();
  });
});

describe('predictionConfidence', () => {
  it('grows with the number of points', () => {
    expect([0, 2, 3, 4, 5, 7, 8, 13].map(predictionConfidence)).toEqual(['none', 'none', 'low', 'low', 'medium', 'medium', 'high', 'high']);
  });
});
