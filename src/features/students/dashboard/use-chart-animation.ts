import { useReducedMotion } from '@mantine/hooks';
import { DASHBOARD_CHART_ANIMATION_MS } from '@/features/students/student-timings';

export type ChartAnimation = { isAnimationActive: boolean; animationDuration: number };

/**
 * The spec's 1500 ms chart animation (§9), passed to each recharts series; none for a user who
 * asked the system for reduced motion.
 */
export function useChartAnimation(): ChartAnimation {
  const reduceMotion = useReducedMotion();
  return { isAnimationActive: !reduceMotion, animationDuration: DASHBOARD_CHART_ANIMATION_MS };
}
