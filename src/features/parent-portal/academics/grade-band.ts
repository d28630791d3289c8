/** Spec §9: a percentage's colour band, thresholds at 90, 80, 70 and 60 (inclusive lower bounds). */
export type GradeBand = 'excellent' | 'good' | 'fair' | 'pass' | 'low';

const BANDS: readonly { min: number; band: GradeBand; color: string }[] = [
  { min: 90, band: 'excellent', color: 'green' },
  { min: 80, band: 'good', color: 'blue' },
  { min: 70, band: 'fair', color: 'yellow' },
  { min: 60, band: 'pass', color: 'orange' },
];

export function gradeBand(percentage: number): GradeBand {
  return BANDS.find((entry) => percentage >= entry.min)?.band ?? 'low';
}

/** The Mantine colour of a percentage's band. */
export function gradeBandColor(percentage: number): string {
  return BANDS.find((entry) => percentage >= entry.min)?.color ?? 'red';
}
