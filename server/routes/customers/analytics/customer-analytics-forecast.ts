/**
 * The forecast of GET /customers/analytics/forecasting: ordinary least-squares linear regression
 * over weekly counts (x = week index, y = count), extended over the next weeks. Deterministic:
 * the same history always gives the same forecast. Negative predictions are shown as 0.
 */
export const FORECAST_DESCRIPTION =
  'Ordinary least-squares line through the weekly counts of the last N complete weeks (weeks start on Saturday, Asia/Kabul), ' +
  'extended over the next weeks; predictions below zero are shown as 0. movingAverage is the mean of the last 4 complete weeks, for comparison.';

export type LinearFit = { slope: number; intercept: number };

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The least-squares line through (0, y0), (1, y1), ...; a flat line through a single point. */
export function fitLine(values: readonly number[]): LinearFit {
  const n = values.length;
  if (n === 0) return { slope: 0, intercept: 0 };
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((sum, value) => sum + value, 0) / n;
  let numerator = 0;
  let denominator = 0;
  values.forEach((value, x) => {
    numerator += (x - meanX) * (value - meanY);
    denominator += (x - meanX) ** 2;
  });
  const slope = denominator === 0 ? 0 : numerator / denominator;
  return { slope, intercept: meanY - slope * meanX };
}

/** The next `horizon` values of the line fitted to `values`, rounded to 2 decimals, never below 0. */
export function forecastValues(values: readonly number[], horizon: number): { fit: LinearFit; predictions: number[] } {
  const fit = fitLine(values);
  const predictions = Array.from({ length: horizon }, (_, step) => Math.max(0, round2(fit.intercept + fit.slope * (values.length + step))));
  return { fit: { slope: round2(fit.slope), intercept: round2(fit.intercept) }, predictions };
}

export function movingAverage(values: readonly number[], window = 4): number {
  const last = values.slice(-window);
  return last.length === 0 ? 0 : round2(last.reduce((sum, value) => sum + value, 0) / last.length);
}
