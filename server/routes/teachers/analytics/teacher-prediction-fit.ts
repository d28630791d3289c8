/**
 * Ordinary least squares through points (x, y): the line y = intercept + slope · x minimising the
 * squared vertical distances, and r² = 1 − SSres / SStot, the share of y's variance the line
 * explains (1 when every y is the same, since the flat line fits exactly). x need not be
 * consecutive: weeks without grades are gaps, not squeezed out.
 */
export type LinearFit = { slope: number; intercept: number; rSquared: number };

export function leastSquares(points: readonly { x: number; y: number }[]): LinearFit | null {
  const n = points.length;
  if (n < 2) return null;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / n;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const { x, y } of points) {
    sxy += (x - meanX) * (y - meanY);
    sxx += (x - meanX) ** 2;
    syy += (y - meanY) ** 2;
  }
  if (sxx === 0) return null;
  const slope = sxy / sxx;
  const intercept = meanY - slope * meanX;
  const residual = points.reduce((sum, { x, y }) => sum + (y - (intercept + slope * x)) ** 2, 0);
  return { slope, intercept, rSquared: syy === 0 ? 1 : Math.max(0, 1 - residual / syy) };
}
